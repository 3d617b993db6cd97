import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { FORM_TIME_FIELD, HONEYPOT_FIELD } from "@site/contract";
import { buildApp } from "./app";
import { createDb } from "./db/client";
import { parseConfig, testConfig } from "./env";
import { closeDb, createTestContext, type TestContext } from "./test/context";

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
  await closeDb();
});

describe("health, readiness and docs", () => {
  it("answers /health and /ready without a tenant", async () => {
    expect((await t.app.inject({ url: "/health" })).json()).toEqual({ status: "ok" });
    expect((await t.app.inject({ url: "/ready" })).json()).toEqual({ status: "ready" });
  });

  it("names every answer with a request id: the caller's plain token, else a fresh UUID", async () => {
    const own = await t.app.inject({ url: "/health", headers: { "x-request-id": "edge-7f3a.42" } });
    expect(own.headers["x-request-id"]).toBe("edge-7f3a.42");
    const hostile = await t.app.inject({ url: "/health", headers: { "x-request-id": "a b\u0000<script>" } });
    expect(hostile.headers["x-request-id"]).toMatch(/^[0-9a-f]{8}-[0-9a-f-]{27}$/);
    const fresh = await t.app.inject({ url: "/health" });
    expect(fresh.headers["x-request-id"]).not.toBe(hostile.headers["x-request-id"]);
  });

  it("answers /ready with 503 when the database does not answer", async () => {
    // A database that answered at start (the job runner starts with the app) and has gone away since.
    const { DATABASE_URL } = parseConfig(process.env);
    const template = inject("pgliteTemplate");
    const gone = await createDb(
      DATABASE_URL
        ? { url: DATABASE_URL, poolSize: 2 }
        : template
          ? { template: new Blob([readFileSync(template)]) }
          : {},
    );
    await gone.migrate();
    const app = await buildApp({ db: gone.db, config: testConfig() });
    try {
      await app.ready();
      await gone.close();
      const res = await app.inject({ url: "/ready" });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe("The database is not reachable");
    } finally {
      await app.close();
    }
  });

  it("publishes an OpenAPI document listing every public call, and the docs page", async () => {
    const res = await t.app.inject({ url: "/docs/json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const paths = Object.keys(doc.paths);
    for (const path of [
      "/blog-posts/published",
      "/blog-posts/popular",
      "/blog-categories",
      "/blog-posts/article/slug",
      "/blog-posts/like-article",
      "/blog-posts/view-article",
      "/blog-posts/rating-article",
      "/blog-posts/preview",
      "/blog-authors",
      "/blog-authors/author",
      "/blog-comments",
      "/leads/contact-us",
      "/leads/design-campaign",
      "/leads/newsletter",
      "/applicants/tenants",
      "/job-applications/published/tenants",
      "/job-applications/{id}/tenants",
      "/countries",
      "/countries/{countryName}/states",
      "/states/{stateName}/cities",
      "/marketing-content/{kind}",
      "/admin/content/{kind}/{key}/versions",
      "/admin/content/{kind}/{key}/versions/{number}",
      "/admin/content/{kind}/{key}/versions/{number}/restore",
      "/admin/content/{kind}/{key}/schedule",
      "/admin/content/{kind}",
      "/admin/content/{kind}/reorder",
      "/admin/content/{kind}/{key}/unpublish",
      "/health",
    ]) {
      expect(paths, path).toContain(path);
    }
    expect(Object.keys(doc.paths["/admin/content/{kind}"])).toEqual(expect.arrayContaining(["get", "post"]));
    expect(Object.keys(doc.paths["/admin/content/{kind}/{key}"])).toEqual(
      expect.arrayContaining(["get", "put", "delete"]),
    );
    const published = doc.paths["/blog-posts/published"].get;
    expect(published.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(["tenant_id", "page", "size", "sort", "filter"]),
    );
    const comment = doc.paths["/blog-comments"].post;
    expect(Object.keys(comment.requestBody.content["application/json"].schema.properties)).toEqual([
      "comment_sender_name",
      "comment_sender_email",
      "sender_comment_content",
      // The optional honeypot every public form sends (empty from people).
      HONEYPOT_FIELD,
      // When the site showed the form, signed (issue 20: a comment faster than typing is flagged).
      FORM_TIME_FIELD,
    ]);
    const page = await t.app.inject({ url: "/docs/" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("swagger");
  });

  it("answers unknown routes with a JSON 404 and sets protective headers", async () => {
    const res = await t.app.inject({ url: "/wp-admin.php" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Not found" });
    const ok = await t.get("/blog-authors");
    expect(ok.headers["x-content-type-options"]).toBe("nosniff");
    expect(ok.headers["content-security-policy"]).toContain("default-src 'none'");
  });
});
