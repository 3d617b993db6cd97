import fc from "fast-check";
import { beforeAll, describe, it } from "vitest";
import {
  careerApplicationSchema,
  commentQuerySchema,
  commentRequestSchema,
  contactLeadSchema,
  designCampaignLeadSchema,
  HONEYPOT_FIELD,
  newsletterSchema,
  notFoundReportSchema,
  ratingBodySchema,
  ratingQuerySchema,
  RESUME_MAX_BYTES,
  slugQuerySchema,
  webVitalsBeaconSchema,
} from "@site/contract";
import { anyJson, anyString, fromSchema } from "./arbitraries";
import {
  expectCoverage,
  hammer,
  jsonBody,
  queryArb,
  request,
  tenantPart,
  transportBody,
  type Body,
  type Req,
} from "./harness";
import { fileBytes, multipartArb, PDF, type Part } from "./multipart";
import { known, useHostileApp, type Known } from "./setup";

/**
 * Hostile input against every anonymous write (issue 8): likes, views, ratings, comments, the three lead
 * forms and the career application (multipart). Valid-ish cases really write (PGlite or PostgreSQL); the
 * rest must be refused with a 4xx in the `{ message, errors? }` shape, and nothing may answer 5xx.
 */
const current = useHostileApp();
let ids: Known;
beforeAll(async () => {
  ids = await known(current());
});

const SLUGS = ["post-one", "post-two", "post-three", "post-four", "post-five", "post-six"];

const tenant = () => tenantPart(current().tenantId);

function post(path: string, query: fc.Arbitrary<string>, body: fc.Arbitrary<Body>): fc.Arbitrary<Req> {
  return fc
    .tuple(tenant(), query, body)
    .map(([t, q, b]) => request("POST", path, [t, q].filter(Boolean).join("&"), b));
}

const slugQuery = fc.oneof(
  { arbitrary: fc.constantFrom(...SLUGS).map((s) => `slug_name=${s}`), weight: 2 },
  { arbitrary: queryArb(slugQuerySchema), weight: 3 },
);

/** The site sends likes and views with no body; hostile clients send anything. */
const counterBody = fc.oneof(
  { arbitrary: fc.constant<Body>({ headers: {}, label: "none" }), weight: 3 },
  { arbitrary: transportBody, weight: 2 },
  {
    arbitrary: anyJson.map((v) => ({
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(v),
      label: "any",
    })),
    weight: 1,
  },
);

/** A form body, with the honeypot filled now and then (answered 200, nothing kept). */
function formBody(schema: Parameters<typeof fromSchema>[0]) {
  return jsonBody(
    fc
      .tuple(fromSchema(schema, 2, 3), fc.option(anyString, { freq: 10 }))
      .map(([value, trap]) =>
        trap !== null && value && typeof value === "object" && !Array.isArray(value)
          ? { ...value, [HONEYPOT_FIELD]: trap }
          : value,
      ),
  );
}

/** The application's JSON part: valid-ish with a real career id mostly, mutated, or not JSON at all. */
const applicantInfo = (): fc.Arbitrary<string> =>
  fc.oneof(
    {
      arbitrary: fc
        .tuple(
          fromSchema(careerApplicationSchema, 3, 2),
          fc.option(fc.constantFrom(...ids.careerIds), { freq: 5 }),
        )
        .map(
          ([value, id]) =>
            JSON.stringify(
              id !== null && value && typeof value === "object" && !Array.isArray(value)
                ? { ...value, job_application_id: id }
                : value,
            ) ?? "null",
        ),
      weight: 8,
    },
    { arbitrary: anyString, weight: 1 },
    { arbitrary: fc.constantFrom("{", "[]", "null", '{"first_name":1}', ""), weight: 1 },
  );

const applicationParts = (): fc.Arbitrary<Part[]> =>
  fc
    .record({
      info: fc.option(
        fc.record({
          name: fc.oneof(
            { arbitrary: fc.constant("applicantInfo"), weight: 8 },
            { arbitrary: fc.constantFrom("applicantinfo", "info", ""), weight: 1 },
          ),
          asFile: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
          content: applicantInfo(),
        }),
        { freq: 12 },
      ),
      file: fc.option(
        fc.record({
          name: fc.oneof(
            { arbitrary: fc.constant("resumeFile"), weight: 8 },
            { arbitrary: fc.constantFrom("resume", "file", "resumeFile[]"), weight: 1 },
          ),
          filename: fc.oneof(
            { arbitrary: fc.constant("cv.pdf"), weight: 3 },
            { arbitrary: anyString.map((s) => s.replace(/["\r\n]/g, "_")), weight: 1 },
          ),
          asText: fc.integer({ min: 0, max: 6 }).map((n) => n === 0),
          bytes: fc.oneof({ arbitrary: fc.constant(PDF), weight: 3 }, { arbitrary: fileBytes, weight: 2 }),
        }),
        { freq: 10 },
      ),
      // Stray parts now and then: an unknown field, or a second applicantInfo/resumeFile as plain text.
      extra: fc.oneof(
        { arbitrary: fc.constant([]), weight: 4 },
        {
          arbitrary: fc.array(
            fc.record({ name: fc.constantFrom("x", "resumeFile", "applicantInfo"), value: anyString }),
            {
              minLength: 1,
              maxLength: 2,
            },
          ),
          weight: 1,
        },
      ),
      reversed: fc.boolean(),
    })
    .map(({ info, file, extra, reversed }) => {
      const parts: Part[] = [];
      if (info) {
        parts.push({
          name: info.name,
          ...(info.asFile ? { filename: "info.json", type: "application/json" } : {}),
          content: Buffer.from(info.content, "utf8"),
        });
      }
      if (file) {
        parts.push({
          name: file.name,
          ...(file.asText ? {} : { filename: file.filename, type: "application/pdf" }),
          content: file.bytes,
        });
      }
      for (const e of extra) parts.push({ name: e.name, content: Buffer.from(e.value, "utf8") });
      return reversed ? parts.reverse() : parts;
    });

/** A speed beacon: well formed (its names distinct, its numbers in range), from the schema, or odd numbers. */
const beaconBody = jsonBody(
  fc.oneof(
    {
      arbitrary: fc.record({
        path: fc.constantFrom("/", "/services", "/blog/post-one"),
        navigation_type: fc.constantFrom("navigate", "reload", "back-forward-cache"),
        metrics: fc.uniqueArray(
          fc.record({
            name: fc.constantFrom("LCP", "INP", "CLS"),
            value: fc.double({ min: 0, max: 50, noNaN: true }),
          }),
          { minLength: 1, maxLength: 3, selector: (m) => m.name },
        ),
      }),
      weight: 4,
    },
    { arbitrary: fromSchema(webVitalsBeaconSchema, 2, 3), weight: 2 },
    {
      arbitrary: fc.record({
        path: anyString,
        metrics: fc.array(fc.record({ name: anyString, value: fc.oneof(fc.double(), anyJson) }), {
          maxLength: 5,
        }),
      }),
      weight: 2,
    },
  ),
);

const OVERSIZE: Part[] = [
  { name: "applicantInfo", content: Buffer.from("{}") },
  {
    name: "resumeFile",
    filename: "big.pdf",
    type: "application/pdf",
    content: Buffer.concat([PDF, Buffer.alloc(RESUME_MAX_BYTES + 1024)]),
  },
];

type Case = { name: string; requests: () => fc.Arbitrary<Req> };

const cases: Case[] = [
  {
    name: "POST /blog-posts/like-article",
    requests: () => post("/blog-posts/like-article", slugQuery, counterBody),
  },
  {
    name: "POST /blog-posts/view-article",
    requests: () => post("/blog-posts/view-article", slugQuery, counterBody),
  },
  {
    name: "POST /blog-posts/rating-article",
    requests: () =>
      post(
        "/blog-posts/rating-article",
        fc.oneof(
          fc
            .tuple(fc.constantFrom(...SLUGS), fc.integer({ min: -1, max: 7 }))
            .map(([s, r]) => `slug_name=${s}&rating_value=${r}`),
          fc.constantFrom(...SLUGS).map((s) => `slug_name=${s}`),
          queryArb(ratingQuerySchema),
        ),
        jsonBody(ratingBodySchema),
      ),
  },
  {
    name: "POST /blog-comments",
    requests: () =>
      post(
        "/blog-comments",
        fc.oneof(
          { arbitrary: fc.constantFrom(...ids.postIds).map((id) => `blog_post_id=${id}`), weight: 3 },
          { arbitrary: queryArb(commentQuerySchema), weight: 2 },
        ),
        formBody(commentRequestSchema),
      ),
  },
  {
    name: "POST /leads/contact-us",
    requests: () => post("/leads/contact-us", queryArb(), formBody(contactLeadSchema)),
  },
  {
    name: "POST /leads/design-campaign",
    requests: () => post("/leads/design-campaign", queryArb(), formBody(designCampaignLeadSchema)),
  },
  {
    name: "POST /leads/newsletter",
    requests: () => post("/leads/newsletter", queryArb(), formBody(newsletterSchema)),
  },
  {
    name: "POST /web-vitals",
    requests: () => post("/web-vitals", queryArb(), beaconBody),
  },
  {
    // The site's report of a 404 (issue 32): any path and referrer a visitor could have made.
    name: "POST /not-found",
    requests: () =>
      post(
        "/not-found",
        queryArb(),
        jsonBody(
          fc.oneof(
            fc.record({
              path: fc.oneof(
                fc.constantFrom(
                  "/gone",
                  "/old/page?token=abc",
                  "//evil.example",
                  "/a/Ab3dEfGh1jKlMn0pQrStUvWx",
                ),
                anyString.map((s) => `/${s}`),
                anyString,
              ),
              referrer: fc.option(fc.oneof(fc.constant("https://news.example/x?y=1"), anyString)),
            }),
            fromSchema(notFoundReportSchema, 2, 3),
          ),
        ),
      ),
  },
  {
    name: "POST /applicants/tenants",
    requests: () =>
      post(
        "/applicants/tenants",
        queryArb(),
        fc.oneof(
          { arbitrary: multipartArb(applicationParts(), OVERSIZE), weight: 9 },
          { arbitrary: transportBody, weight: 1 },
        ),
      ),
  },
];

describe("hostile input: anonymous writes", () => {
  for (const c of cases) {
    it(`${c.name} answers every generated request without a 5xx, each 4xx in the error shape`, async () => {
      const ctx = current();
      const tally = await hammer((opts) => ctx.app.inject(opts), c.requests());
      expectCoverage(tally);
    });
  }
});
