/**
 * The site calls the API from its server; a write that carries a browser's Origin or a Sec-Fetch-Site naming
 * another site is a browser talking to the API directly: 403 with one message, and nothing is stored. The
 * headers Node's own fetch sends (the site's calls) pass.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq, type AnyColumn } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { API_ERRORS, type BlogPost, type CareerSummary } from "@site/contract";
import {
  applications,
  comments,
  contactLeads,
  designCampaignLeads,
  newsletterSubscribers,
} from "../db/schema";
import { createAdminTestContext, type AdminTestContext } from "../routes/admin/admin-test-context";
import { closeDb } from "../test/context";
import { multipartBody, pdfDocument } from "../test/documents";

let t: AdminTestContext;
let career: CareerSummary;
let postId: number;

beforeAll(async () => {
  t = await createAdminTestContext();
  career = ((await t.get("/job-applications/published/tenants")).json() as CareerSummary[]).find(
    (c) => c.status === "OPEN",
  )!;
  postId = t.seed.postIds.get("post-one")!;
});
afterAll(async () => {
  await t.close();
  await closeDb();
});

const json = (url: string, query: Record<string, string>, body?: object): InjectOptions => ({
  method: "POST",
  url,
  query: { tenant_id: t.tenantId, ...query },
  ...(body ? { payload: body } : {}),
});
const email = "cross@example.com";

/** Every public write, each with a valid body. */
const writes: Array<[string, () => InjectOptions]> = [
  [
    "contact lead",
    () =>
      json("/leads/contact-us", {}, { first_name: "Sam", last_name: "Park", email, message: "Hello there" }),
  ],
  [
    "UX review lead",
    () => json("/leads/design-campaign", {}, { full_name: "Sam Park", email, website_url: "example.com" }),
  ],
  ["newsletter", () => json("/leads/newsletter", {}, { email })],
  [
    "comment",
    () =>
      json(
        "/blog-comments",
        { blog_post_id: String(postId) },
        { comment_sender_name: "Sam Park", comment_sender_email: email, sender_comment_content: "Hello." },
      ),
  ],
  ["like", () => json("/blog-posts/like-article", { slug_name: "post-one" })],
  ["view", () => json("/blog-posts/view-article", { slug_name: "post-one" })],
  ["rating", () => json("/blog-posts/rating-article", { slug_name: "post-one", rating_value: "5" })],
  [
    "application",
    () => {
      const form = multipartBody([
        {
          name: "applicantInfo",
          value: JSON.stringify({
            first_name: "Sam",
            last_name: "Park",
            email,
            job_title: career.title,
            job_application_id: career.id,
          }),
        },
        { name: "resumeFile", filename: "cv.pdf", contentType: "application/pdf", data: pdfDocument() },
      ]);
      return { method: "POST", url: "/applicants/tenants", query: { tenant_id: t.tenantId }, ...form };
    },
  ],
];

const withHeaders = (request: InjectOptions, headers: Record<string, string>): InjectOptions => ({
  ...request,
  headers: { ...(request.headers as Record<string, string>), ...headers },
});

const browsers: Array<[string, Record<string, string>]> = [
  ["Origin of another site", { origin: "https://evil.example" }],
  ["Sec-Fetch-Site: cross-site, no Origin", { "sec-fetch-site": "cross-site", "sec-fetch-mode": "no-cors" }],
  ["Sec-Fetch-Site: same-site, no Origin", { "sec-fetch-site": "Same-Site" }],
  ["Origin: null (a sandboxed page)", { origin: "null" }],
];

async function stored() {
  const mine = <T extends { tenantId: AnyColumn; email: AnyColumn }>(table: T) =>
    and(eq(table.tenantId, t.tenantId), eq(table.email, email));
  const rows = await Promise.all(
    [
      t.handle.db.select({ n: count() }).from(contactLeads).where(mine(contactLeads)),
      t.handle.db.select({ n: count() }).from(designCampaignLeads).where(mine(designCampaignLeads)),
      t.handle.db.select({ n: count() }).from(newsletterSubscribers).where(mine(newsletterSubscribers)),
      t.handle.db
        .select({ n: count() })
        .from(comments)
        .where(and(eq(comments.tenantId, t.tenantId), eq(comments.senderEmail, email))),
      t.handle.db.select({ n: count() }).from(applications).where(mine(applications)),
    ].map(async (query) => Number((await query)[0]!.n)),
  );
  const post = (await t.get("/blog-posts/article/slug", { slug_name: "post-one" })).json() as BlogPost;
  return { rows, likes: post.like_count, views: post.view_count, ratings: post.rating_count };
}

describe.each(writes)("%s", (_name, request) => {
  it.each(browsers)("from a browser (%s) is 403 and stores nothing", async (_how, headers) => {
    const before = await stored();
    const res = await t.app.inject(withHeaders(request(), headers));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: API_ERRORS.crossSite });
    expect(await stored()).toEqual(before);
  });
});

describe("what passes", () => {
  it("a write with the headers Node's fetch sends on the site's server (Sec-Fetch-Mode: cors, no Origin)", async () => {
    const node = { "sec-fetch-mode": "cors", accept: "*/*", "accept-language": "*", "user-agent": "node" };
    for (const [name, request] of writes) {
      expect((await t.app.inject(withHeaders(request(), node))).statusCode, name).toBe(200);
    }
  });

  it("a real fetch from Node to the listening API", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as { port: number };
    const res = await fetch(
      `http://127.0.0.1:${port}/blog-posts/like-article?tenant_id=${t.tenantId}&slug_name=post-one`,
      { method: "POST" },
    );
    expect(res.status).toBe(200);
  });

  it("reads from a browser on another site (they change nothing)", async () => {
    const res = await t.app.inject({
      url: "/blog-authors",
      query: { tenant_id: t.tenantId },
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(res.statusCode).toBe(200);
  });

  it("a browser's same-origin write without Origin (Sec-Fetch-Site: same-origin)", async () => {
    const [, like] = writes.find(([name]) => name === "like")!;
    const res = await t.app.inject(withHeaders(like(), { "sec-fetch-site": "same-origin" }));
    expect(res.statusCode).toBe(200);
  });
});

it("refuses the admin API's writes from a browser too, token or not", async () => {
  const asTeam = await t.admin("POST", "/categories", {
    body: { category_name: "From Elsewhere" },
    headers: { origin: "https://evil.example" },
  });
  expect(asTeam.statusCode).toBe(403);
  expect(asTeam.json()).toEqual({ message: API_ERRORS.crossSite });
  const deleted = await t.admin("DELETE", "/categories/1", { headers: { "sec-fetch-site": "cross-site" } });
  expect(deleted.statusCode).toBe(403);
  expect(
    (await t.admin("GET", "/categories", { headers: { origin: "https://evil.example" } })).statusCode,
  ).toBe(200);
});
