import fc from "fast-check";
import { beforeAll, describe, it } from "vitest";
import {
  authorSlugQuerySchema,
  buildBlogFilter,
  statusTokenQuerySchema,
  countriesQuerySchema,
  popularPostsQuerySchema,
  previewQuerySchema,
  publishedPostsQuerySchema,
  slugQuerySchema,
} from "@site/contract";
import { eq } from "drizzle-orm";
import { applications, postPreviewLinks, posts } from "../../db/schema";
import { statusToken } from "../../lib/recruiting";
import { previewToken } from "../../lib/preview-links";
import { anyString, enc, nastyStrings } from "./arbitraries";
import {
  expectCoverage,
  hammer,
  idArb,
  paramArb,
  queryArb,
  request,
  tenantPart,
  transportBody,
  type Req,
} from "./harness";
import { known, useHostileApp, type Known } from "./setup";

/**
 * Hostile input against every public read of the API (issue 8): each endpoint gets RUNS generated
 * requests (valid-ish and mutated queries from the contract's schemas, path params of every shape, odd
 * query strings, stray bodies) and must answer each without a 5xx, every 4xx as `{ message, errors? }`.
 */
const current = useHostileApp();

const SLUGS = ["post-one", "post-two", "post-three", "post-four", "post-five", "post-six"];
const AUTHORS = ["ada-quill", "ben-ortiz"];

/** The tenant's query part joined to the rest. */
const withTenant = (rest: fc.Arbitrary<string>) =>
  fc
    .tuple(
      fc.constant(0).chain(() => tenantPart(current().tenantId)),
      rest,
    )
    .map(([t, q]) => [t, q].filter(Boolean).join("&"));

/** A stray body now and then on a GET: it must change nothing. */
const strayBody = fc.option(transportBody, { freq: 6 });

function get(path: fc.Arbitrary<string>, query: fc.Arbitrary<string>, tenant = true): fc.Arbitrary<Req> {
  return fc
    .tuple(path, tenant ? withTenant(query) : query, strayBody)
    .map(([p, q, body]) => request("GET", p, q, body ?? undefined));
}

/** The blog filter: the grammar's own strings from buildBlogFilter, broken variants, or anything. */
const filterArb: fc.Arbitrary<string> = fc.oneof(
  {
    arbitrary: fc
      .record(
        {
          categoryIds: fc.array(
            fc.oneof(fc.integer({ min: 1, max: 5 }), fc.integer({ min: -5, max: 2 ** 40 })),
            {
              maxLength: 60,
            },
          ),
          title: fc.oneof(
            fc.constantFrom("design", "quality", "snake_case", "100%", "a_b", "%", "_"),
            anyString,
          ),
          authorSlug: fc.oneof(
            fc.constantFrom(...AUTHORS),
            fc.stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,8})?$/),
          ),
        },
        { requiredKeys: [] },
      )
      .map((f) => buildBlogFilter({ ...f, title: f.title?.replace(/[\uD800-\uDFFF]/g, "\uFFFD") })),
    weight: 4,
  },
  {
    arbitrary: fc
      .array(
        fc.constantFrom(
          "blogCategories.id=in=(1,2)",
          "blogCategories.id=in=()",
          "blogCategories.id=in=(1,,2)",
          "blogCategories.id=in=(-1)",
          "blogCategories.id=in=(99999999999999999999)",
          "blogCategories.id=in=(1;DROP TABLE posts)",
          "blogCategories.id=out=(1)",
          "title=ilike='design'",
          "title=ilike='%'",
          "title=ilike='%ZZ'",
          "title=ilike='%00'",
          "title=ilike=''",
          "title=ilike='",
          "title=ilike='a'b'",
          "title==x",
          "blogAuthor.slug=in=(ada-quill)",
          "blogAuthor.slug=in=(ADA)",
          "blogAuthor.slug=in=(a,b)",
          "status=in=(DRAFT)",
          "tenant_id=in=(x)",
          ";",
          "",
        ),
        { minLength: 1, maxLength: 5 },
      )
      .map((parts) => parts.join(";")),
    weight: 3,
  },
  { arbitrary: anyString, weight: 2 },
);

const publishedQuery: fc.Arbitrary<string> = fc.oneof(
  queryArb(publishedPostsQuerySchema),
  fc
    .tuple(queryArb(publishedPostsQuerySchema), filterArb, fc.boolean())
    .map(([q, f, twice]) =>
      [q, `filter=${enc(f)}`, twice ? `filter=${enc(f)}` : ""].filter(Boolean).join("&"),
    ),
);

const slugQuery = (key: string, schema: Parameters<typeof queryArb>[0], values: string[]) =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...values).map((s) => `${key}=${s}`), weight: 2 },
    { arbitrary: queryArb(schema), weight: 3 },
  );

const countryName = fc.oneof(
  fc.constantFrom("Germany", "India", "United States", "Côte d'Ivoire", "Åland Islands", "germany", "DE"),
  anyString,
);
const stateName = fc.oneof(fc.constantFrom("Bavaria", "Karnataka", "California", "Texas"), anyString);

type Case = { name: string; requests: () => fc.Arbitrary<Req>; success?: boolean };

const cases: Case[] = [
  { name: "GET /health", requests: () => get(fc.constant("/health"), queryArb(), false) },
  { name: "GET /ready", requests: () => get(fc.constant("/ready"), queryArb(), false) },
  {
    name: "GET /blog-posts/published",
    requests: () => get(fc.constant("/blog-posts/published"), publishedQuery),
  },
  {
    name: "GET /blog-posts/popular",
    requests: () => get(fc.constant("/blog-posts/popular"), queryArb(popularPostsQuerySchema)),
  },
  {
    name: "GET /blog-posts/article/slug",
    requests: () =>
      get(fc.constant("/blog-posts/article/slug"), slugQuery("slug_name", slugQuerySchema, SLUGS)),
  },
  {
    name: "GET /blog-posts/preview",
    requests: () =>
      get(
        fc.constant("/blog-posts/preview"),
        fc.oneof(
          { arbitrary: fc.constant(`token=${previewTokenOfSeed}`), weight: 1 },
          { arbitrary: queryArb(previewQuerySchema), weight: 3 },
        ),
      ),
  },
  {
    name: "GET /applicants/status",
    requests: () =>
      get(
        fc.constant("/applicants/status"),
        fc.oneof(
          { arbitrary: fc.constant(`token=${statusTokenOfSeed}`), weight: 1 },
          { arbitrary: queryArb(statusTokenQuerySchema), weight: 3 },
        ),
      ),
  },
  { name: "GET /blog-categories", requests: () => get(fc.constant("/blog-categories"), queryArb()) },
  { name: "GET /redirects", requests: () => get(fc.constant("/redirects"), queryArb()) },
  { name: "GET /page-seo", requests: () => get(fc.constant("/page-seo"), queryArb()) },
  { name: "GET /blog-authors", requests: () => get(fc.constant("/blog-authors"), queryArb()) },
  {
    name: "GET /blog-authors/author",
    requests: () =>
      get(fc.constant("/blog-authors/author"), slugQuery("author_slug", authorSlugQuerySchema, AUTHORS)),
  },
  {
    name: "GET /job-applications/published/tenants",
    requests: () => get(fc.constant("/job-applications/published/tenants"), queryArb()),
  },
  {
    name: "GET /job-applications/:id/tenants",
    requests: () =>
      get(
        paramArb(idArb(careerIds())).map((id) => `/job-applications/${id}/tenants`),
        queryArb(),
      ),
  },
  {
    name: "GET /marketing-content/:kind",
    requests: () =>
      get(
        paramArb(
          fc.constantFrom(
            "faq",
            "service",
            "testimonials",
            "client-logos",
            "team",
            "partners",
            "industry",
            "case-study",
            "pricing",
            "home-services",
            "works",
            "landing",
            "home",
            "FAQ",
            "__proto__",
            "constructor",
          ),
        ).map((kind) => `/marketing-content/${kind}`),
        queryArb(),
      ),
  },
  { name: "GET /countries", requests: () => get(fc.constant("/countries"), queryArb(countriesQuerySchema)) },
  {
    name: "GET /countries/:countryName/states",
    requests: () =>
      get(
        paramArb(countryName.map(enc)).map((c) => `/countries/${c}/states`),
        queryArb(),
      ),
  },
  {
    name: "GET /states/:stateName/cities",
    requests: () =>
      get(
        paramArb(stateName.map(enc)).map((s) => `/states/${s}/cities`),
        fc.oneof(
          countryName.map((c) => `countryName=${enc(c)}`),
          fc.constantFrom(...nastyStrings).map((c) => `countryName=${enc(c)}&countryName=x`),
          queryArb(),
        ),
      ),
  },
  {
    name: "GET /media/*",
    requests: () =>
      fc
        .tuple(
          fc.oneof(
            fc.constantFrom(
              "blog/post-one.svg",
              "authors/ada-quill.svg",
              "blog/../blog/post-one.svg",
              "blog/%2e%2e/x",
              "blog//post-one.svg",
              "",
              "/",
              "a/b/c/d/e/f/g",
              `${"x".repeat(129)}.svg`,
              "blog/.hidden",
              "%00",
              "blog/post-one.svg%00.png",
            ),
            fc
              .array(paramArb(fc.constantFrom("blog", "authors", "post-two.svg")), {
                minLength: 1,
                maxLength: 7,
              })
              .map((s) => s.join("/")),
          ),
          fc.oneof(
            { arbitrary: fc.constant(""), weight: 2 },
            { arbitrary: tenantPart(current().tenantId), weight: 3 },
          ),
          fc.option(fc.constantFrom('"x"', "*", 'W/"abc"', "\u0000"), { freq: 5 }),
        )
        .map(([path, query, etag]) =>
          request("GET", `/media/${path}`, query, undefined, etag ? { "if-none-match": etag } : {}),
        ),
  },
];

/** The tenant's careers (open and closed), read once the app is up. */
let careers: Known;
/** A live preview link of a seeded post, so the preview read has a success path. */
let previewTokenOfSeed = "";
let statusTokenOfSeed = "";
beforeAll(async () => {
  const ctx = current();
  careers = await known(ctx);
  const [post] = await ctx.handle.db
    .select({ id: posts.id })
    .from(posts)
    .where(eq(posts.tenantId, ctx.tenantId))
    .limit(1);
  const [link] = await ctx.handle.db
    .insert(postPreviewLinks)
    .values({
      tenantId: ctx.tenantId,
      postId: post!.id,
      createdByLabel: "hostile suite",
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: postPreviewLinks.id });
  previewTokenOfSeed = previewToken(ctx.app.config.REVALIDATE_SECRET, ctx.tenantId, link!.id);
  // One application, so a candidate's status link has a success path too.
  const [application] = await ctx.handle.db
    .insert(applications)
    .values({
      tenantId: ctx.tenantId,
      careerId: careers.openCareerIds[0]!,
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      phoneCountryCode: "+1",
      applicantSource: "WEBSITE",
      jobTitle: "x",
    })
    .returning({ id: applications.id });
  statusTokenOfSeed = statusToken(ctx.app.config.REVALIDATE_SECRET, ctx.tenantId, application!.id);
});
const careerIds = () => careers.careerIds;

describe("hostile input: public reads", () => {
  for (const c of cases) {
    it(`${c.name} answers every generated request without a 5xx, each 4xx in the error shape`, async () => {
      const ctx = current();
      const tally = await hammer((opts) => ctx.app.inject(opts), c.requests());
      expectCoverage(tally, { success: c.success });
    });
  }
});
