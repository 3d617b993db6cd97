/**
 * Per-client-IP limits on every anonymous write: with RATE_LIMIT_MAX = 3, the 4th call from one address
 * within the window is a 429 in the documented error shape with the contract's message, while another
 * address still gets through. The address is Fastify's request.ip under TRUSTED_PROXIES: the socket's, or,
 * when the peer is a trusted proxy (the loopback, where the site runs, by default), the address that proxy
 * put at the end of X-Forwarded-For. IPv6 clients are counted per /64.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { API_ERRORS, type CareerSummary } from "@site/contract";
import { comments } from "../db/schema";
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

describe("the client address, with the default limit of 20 and the default trusted proxies", () => {
  const LIMIT = 20;
  let c: TestContext;
  beforeAll(async () => {
    c = await createTestContext({ config: { RATE_LIMIT_DISABLED: false, RATE_LIMIT_MAX: LIMIT } });
  });
  afterAll(() => c.close());

  /** A comment from `peer` with the given X-Forwarded-For, signed `name` so the test can count what was stored. */
  const comment = (name: string, peer: string, forwardedFor?: string) =>
    c.app.inject({
      method: "POST",
      url: "/blog-comments",
      query: { tenant_id: c.tenantId, blog_post_id: String(c.seed.postIds.get("post-one")) },
      payload: {
        comment_sender_name: name,
        comment_sender_email: "sam@example.com",
        sender_comment_content: "Thanks for this.",
      },
      remoteAddress: peer,
      headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor },
    });
  const stored = async (name: string) => {
    const [row] = await c.handle.db
      .select({ n: count() })
      .from(comments)
      .where(and(eq(comments.tenantId, c.tenantId), eq(comments.senderName, name)));
    return Number(row!.n);
  };
  const statuses = async (n: number, send: (i: number) => Promise<{ statusCode: number }>) => {
    const out: number[] = [];
    for (let i = 0; i < n; i++) out.push((await send(i)).statusCode);
    return out;
  };
  const twentyThenRefused = [...Array<number>(LIMIT).fill(200), ...Array<number>(5).fill(429)];

  it("counts a caller that is not a trusted proxy by its socket: a fresh made-up X-Forwarded-For each time buys nothing", async () => {
    const sent = await statuses(25, (i) => comment("Untrusted Peer", "203.0.113.7", `192.0.2.${i + 1}`));
    expect(sent).toEqual(twentyThenRefused);
    expect(await stored("Untrusted Peer")).toBe(LIMIT);
  });

  it("takes the address a trusted proxy appended, not a first entry the visitor wrote", async () => {
    // The site (loopback, over IPv4, IPv6 or a dual-stack socket) passes on 198.51.100.9 after whatever the
    // visitor put in the header.
    const peers = ["127.0.0.1", "::1", "::ffff:127.0.0.1"];
    const sent = await statuses(25, (i) =>
      comment("Behind The Site", peers[i % peers.length]!, `10.9.${i}.1, 198.51.100.9`),
    );
    expect(sent).toEqual(twentyThenRefused);
    expect(await stored("Behind The Site")).toBe(LIMIT);
    // Another visitor behind the same site has a bucket of their own.
    expect((await comment("Behind The Site", "127.0.0.1", "10.9.0.1, 198.51.100.10")).statusCode).toBe(200);
  });

  it("counts IPv6 clients per /64: addresses inside one share a bucket, another /64 has its own", async () => {
    const sent = await statuses(25, (i) => comment("Same Prefix", `2001:db8:aa:1::${(i + 1).toString(16)}`));
    expect(sent).toEqual(twentyThenRefused);
    // Through the site too: the address it forwards is cut to the same /64.
    expect((await comment("Same Prefix", "127.0.0.1", "2001:db8:aa:1:ffff::1")).statusCode).toBe(429);
    expect((await comment("Same Prefix", "2001:db8:aa:2::1")).statusCode).toBe(200);
    expect((await comment("Same Prefix", "127.0.0.1", "2001:db8:aa:3::1")).statusCode).toBe(200);
    expect(await stored("Same Prefix")).toBe(LIMIT + 2);
  });
});

describe("TRUSTED_PROXIES", () => {
  const like = (c: TestContext, peer: string, forwardedFor: string) =>
    c.app.inject({
      method: "POST",
      url: "/blog-posts/like-article",
      query: { tenant_id: c.tenantId, slug_name: "post-one" },
      remoteAddress: peer,
      headers: { "x-forwarded-for": forwardedFor },
    });

  it("trusts the listed ranges only: a proxy inside 10.0.0.0/8 names the client, the loopback no longer can", async () => {
    const c = await createTestContext({
      config: { RATE_LIMIT_DISABLED: false, RATE_LIMIT_MAX: 1, TRUSTED_PROXIES: ["10.0.0.0/8", "fd00::/8"] },
    });
    try {
      expect((await like(c, "10.1.2.3", "198.51.100.20")).statusCode).toBe(200);
      expect((await like(c, "fd00::7", "198.51.100.20")).statusCode).toBe(429);
      expect((await like(c, "10.200.0.1", "198.51.100.21")).statusCode).toBe(200);
      // Loopback is not listed: its header is ignored and the loopback itself is the client.
      expect((await like(c, "127.0.0.1", "198.51.100.22")).statusCode).toBe(200);
      expect((await like(c, "127.0.0.1", "198.51.100.23")).statusCode).toBe(429);
    } finally {
      await c.close();
    }
  });

  it("trusts nobody when it is none (an empty list)", async () => {
    const c = await createTestContext({
      config: { RATE_LIMIT_DISABLED: false, RATE_LIMIT_MAX: 1, TRUSTED_PROXIES: [] },
    });
    try {
      expect((await like(c, "127.0.0.1", "198.51.100.30")).statusCode).toBe(200);
      expect((await like(c, "127.0.0.1", "198.51.100.31")).statusCode).toBe(429);
    } finally {
      await c.close();
    }
  });
});
