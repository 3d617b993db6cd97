import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { putMedia } from "../../db/seed";
import { testConfig } from "../../env";
import { closeDb, createTestContext, type TestContext } from "../../test/context";

let t: TestContext;
let other: TestContext;

beforeAll(async () => {
  t = await createTestContext();
  other = await createTestContext();
  await putMedia(
    t.handle.db,
    t.tenantId,
    "/media/uploads/diagram.png",
    "image/png",
    Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  );
});
afterAll(async () => {
  await t.close();
  await other.close();
  await closeDb();
});

describe("GET /media/*", () => {
  it("serves a seeded hero SVG with long caching and a CSP that forbids scripts", async () => {
    const res = await t.get("/media/blog/post-one.svg");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/svg+xml");
    expect(res.body).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(res.headers["cache-control"]).toContain("public");
    expect(res.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(res.headers["content-security-policy"]).toContain("sandbox");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    const again = await t.app.inject({
      url: `/media/blog/post-one.svg?tenant_id=${t.tenantId}`,
      headers: { "if-none-match": res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    const avatar = await t.get("/media/authors/ada-quill.svg");
    expect(avatar.statusCode).toBe(200);
    expect(avatar.body).toContain("<svg");
  });

  it("serves binary media byte for byte", async () => {
    const res = await t.get("/media/uploads/diagram.png");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.rawPayload).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  });

  it("answers 404 to missing files, traversal attempts and another tenant's files", async () => {
    for (const path of [
      "/media/blog/nope.svg",
      "/media/../etc/passwd",
      "/media/blog/..%2F..%2Fsecret",
      "/media/",
      "/media/a//b",
    ]) {
      expect((await t.get(path)).statusCode, path).toBe(404);
    }
    expect((await other.get("/media/uploads/diagram.png")).statusCode).toBe(404);
  });

  it("serves the default tenant's file without a tenant id, 400 for a malformed id, 404 for an unknown one", async () => {
    const app = await buildApp({
      db: t.handle.db,
      config: testConfig({ DEFAULT_TENANT_ID: other.tenantId }),
    });
    try {
      const res = await app.inject({ url: "/media/authors/ben-ortiz.svg" });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("image/svg+xml");
      expect((await app.inject({ url: "/media/uploads/diagram.png" })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
    expect((await t.app.inject({ url: "/media/blog/post-one.svg?tenant_id=a%20b" })).statusCode).toBe(400);
    expect((await t.app.inject({ url: "/media/blog/post-one.svg?tenant_id=ghost" })).statusCode).toBe(404);
  });
});
