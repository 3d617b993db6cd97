/**
 * Per-client-IP limits on every anonymous write: with RATE_LIMIT_MAX = 3, the 4th call from one address
 * within the window is a 429 in the documented error shape with the contract's message, while another
 * address still gets through. The address is the socket's, or X-Forwarded-For's first entry only when the
 * call comes from the web app on loopback.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InjectOptions } from "fastify";
import { API_ERRORS, type CareerSummary } from "@site/contract";
import { closeDb, createTestContext, type TestContext } from "./context";
import { multipartBody, pdfDocument } from "./documents";

const MAX = 3;
let t: TestContext;
let career: CareerSummary;
let postId: number;

beforeAll(async () => {
  t = await createTestContext({ config: { RATE_LIMIT_DISABLED: false, RATE_LIMIT_MAX: MAX } });
  const list = (await t.get("/job-applications/published/tenants")).json() as CareerSummary[];
  career = list.find((c) => c.status === "OPEN")!;
  postId = t.seed.postIds.get("post-one")!;
});
afterAll(async () => {
  await t.close();
  await closeDb();
});

/** One write, as the web app forwards it for a visitor (loopback peer, the visitor in X-Forwarded-For). */
type Write = { name: string; request: (n: number) => InjectOptions };

const json = (url: string, query: Record<string, string>, body?: object): InjectOptions => ({
  method: "POST",
  url,
  query: { tenant_id: t.tenantId, ...query },
  ...(body ? { payload: body } : {}),
});

const writes: Write[] = [
  {
    name: "contact lead",
    request: (n) =>
      json(
        "/leads/contact-us",
        {},
        { first_name: "Sam", last_name: "Park", email: `sam${n}@example.com`, message: "Hello there" },
      ),
  },
  {
    name: "UX review lead",
    request: (n) =>
      json(
        "/leads/design-campaign",
        {},
        { full_name: "Sam Park", email: `sam${n}@example.com`, website_url: "example.com" },
      ),
  },
  {
    name: "newsletter",
    request: (n) => json("/leads/newsletter", {}, { email: `reader${n}@example.com` }),
  },
  {
    name: "comment",
    request: (n) =>
      json(
        "/blog-comments",
        { blog_post_id: String(postId) },
        {
          comment_sender_name: "Sam Park",
          comment_sender_email: `sam${n}@example.com`,
          sender_comment_content: "Thanks for this.",
        },
      ),
  },
  {
    name: "application",
    request: (n) => {
      const body = multipartBody([
        {
          name: "applicantInfo",
          value: JSON.stringify({
            first_name: "Sam",
            last_name: "Park",
            email: `sam${n}@example.com`,
            job_title: career.title,
            job_application_id: career.id,
          }),
        },
        { name: "resumeFile", filename: "cv.pdf", contentType: "application/pdf", data: pdfDocument() },
      ]);
      return {
        method: "POST",
        url: "/applicants/tenants",
        query: { tenant_id: t.tenantId },
        payload: body.payload,
        headers: body.headers,
      };
    },
  },
  { name: "like", request: () => json("/blog-posts/like-article", { slug_name: "post-one" }) },
  { name: "view", request: () => json("/blog-posts/view-article", { slug_name: "post-one" }) },
  {
    name: "rating",
    request: () => json("/blog-posts/rating-article", { slug_name: "post-one", rating_value: "4" }),
  },
];

let ipCounter = 0;
/** A fresh pair of documentation addresses (RFC 5737) per test, so no test spends another's budget. */
const freshIps = () => {
  ipCounter++;
  return [`203.0.113.${ipCounter}`, `198.51.100.${ipCounter}`] as const;
};

function as(ip: string, request: InjectOptions, peer = "127.0.0.1") {
  return t.app.inject({
    ...request,
    remoteAddress: peer,
    headers: { ...(request.headers as Record<string, string>), "x-forwarded-for": ip },
  });
}

describe.each(writes)("$name", (write) => {
  it(`answers the ${MAX + 1}th call from one address with 429 and the contract's message; another address gets through`, async () => {
    const [visitor, other] = freshIps();
    for (let i = 0; i < MAX; i++) {
      const ok = await as(visitor, write.request(i));
      expect(ok.statusCode).toBe(200);
    }
    const refused = await as(visitor, write.request(MAX));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: API_ERRORS.rateLimited });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await as(other, write.request(MAX + 1))).statusCode).toBe(200);
  });
});

it("counts a caller that is not the local web app by its own address, whatever X-Forwarded-For says", async () => {
  const like = writes.find((w) => w.name === "like")!;
  const peer = "192.0.2.77";
  for (let i = 0; i < MAX; i++) {
    expect((await as(`10.0.0.${i}`, like.request(i), peer)).statusCode).toBe(200);
  }
  expect((await as("10.0.0.200", like.request(MAX), peer)).statusCode).toBe(429);
});

it("never limits reads", async () => {
  for (let i = 0; i < MAX + 2; i++) {
    const res = await t.app.inject({
      method: "GET",
      url: "/blog-posts/article/slug",
      query: { tenant_id: t.tenantId, slug_name: "post-one" },
      remoteAddress: "192.0.2.88",
    });
    expect(res.statusCode).toBe(200);
  }
});
