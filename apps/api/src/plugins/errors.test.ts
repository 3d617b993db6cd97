/**
 * No address or method a client can send is a 500: unusual methods, broken %-escapes and absurdly long
 * paths are 4xx in the API's `{ message }` shape, through inject and over a real socket (where Node's own
 * HTTP parser refuses some requests before Fastify sees them).
 */
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, createTestContext, type TestContext } from "../test/context";

let t: TestContext;
let port: number;

beforeAll(async () => {
  t = await createTestContext();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await t.close();
  await closeDb();
});

const LONG = "a".repeat(10_000);
const messageOnly = { message: expect.any(String) };

describe("through inject", () => {
  const tenant = () => `tenant_id=${t.tenantId}`;
  it.each([
    ["TRACE", () => `/blog-authors?${tenant()}`],
    ["TRACE", () => "/"],
    ["PROPFIND", () => `/blog-authors?${tenant()}`],
    ["MKCOL", () => "/media/blog"],
    ["OPTIONS", () => `/leads/contact-us?${tenant()}`],
    ["GET", () => `/blog-posts/article/%ff?${tenant()}`],
    ["GET", () => "/media/%ff"],
    ["GET", () => "/media/blog/%ff"],
    ["GET", () => `/job-applications/%ff/tenants?${tenant()}`],
    ["GET", () => `/countries/%E0%A4%A/states?${tenant()}`],
    ["GET", () => "/%"],
    ["GET", () => `/${LONG}`],
    ["GET", () => `/media/blog/${LONG}`],
    ["GET", () => `/blog-posts/article/${LONG}?${tenant()}`],
    ["GET", () => `/job-applications/${LONG}/tenants?${tenant()}`],
    ["POST", () => `/${LONG}?${tenant()}`],
  ])("%s %# is a 4xx with a message", async (method, url) => {
    const res = await t.app.inject({ method: method as "GET", url: url() });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toEqual(messageOnly);
  });
});

/** One raw HTTP/1.1 request; the status and the body of the answer. */
function raw(requestLine: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let data = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk) => (data += chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const [head = "", body = ""] = data.split("\r\n\r\n");
      resolve({ status: Number(head.split(" ")[1]), body });
    });
    socket.write(`${requestLine}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
  });
}

describe("over a socket", () => {
  it.each([
    ["a method Node does not know", "BREW /blog-authors HTTP/1.1", 400],
    ["TRACE", "TRACE / HTTP/1.1", 404],
    ["PROPFIND", "PROPFIND /media/blog HTTP/1.1", 404],
    ["a broken escape", "GET /media/%ff HTTP/1.1", 400],
    ["a broken escape in a post's address", "GET /blog-posts/article/%ff HTTP/1.1", 400],
    ["a 10,000-character path", `GET /${LONG} HTTP/1.1`, 404],
    ["a path over Node's 16 KB header limit", `GET /${LONG}${LONG} HTTP/1.1`, 431],
    ["a request line that is not HTTP", "GET / HTTX/9", 400],
  ])("%s is a 4xx with a message", async (_name, line, status) => {
    const res = await raw(line);
    expect(res.status).toBe(status);
    expect(JSON.parse(res.body)).toEqual(messageOnly);
  });
});
