import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categoryOptionSchema } from "@site/contract";
import { eq } from "drizzle-orm";
import { posts } from "../../db/schema";
import { closeDb, createTestContext, type TestContext } from "../../test/context";
import { fixture } from "../../test/fixture";

let t: TestContext;
let other: TestContext;

beforeAll(async () => {
  t = await createTestContext();
  other = await createTestContext({
    data: { ...fixture, categories: [...fixture.categories, { id: 9, name: "Only Elsewhere" }] },
  });
});
afterAll(async () => {
  await t.close();
  await other.close();
  await closeDb();
});

describe("GET /blog-categories", () => {
  it("lists the tenant's categories by name with their published post counts", async () => {
    const res = await t.get("/blog-categories");
    expect(res.statusCode).toBe(200);
    const list = res.json();
    list.forEach((c: unknown) => categoryOptionSchema.parse(c));
    expect(list).toEqual([
      { category_id: t.seed.categoryIds.get(2), category_name: "Design", post_count: 2 },
      { category_id: t.seed.categoryIds.get(1), category_name: "Engineering", post_count: 3 },
      { category_id: t.seed.categoryIds.get(3), category_name: "Quality", post_count: 2 },
    ]);
  });

  it("does not count drafts", async () => {
    await t.handle.db
      .update(posts)
      .set({ status: "DRAFT" })
      .where(eq(posts.id, t.seed.postIds.get("post-six")!));
    const quality = (await t.get("/blog-categories"))
      .json()
      .find((c: { category_name: string }) => c.category_name === "Quality");
    expect(quality.post_count).toBe(1);
  });

  it("never lists another tenant's categories", async () => {
    const names = (await t.get("/blog-categories"))
      .json()
      .map((c: { category_name: string }) => c.category_name);
    expect(names).not.toContain("Only Elsewhere");
    const theirs = (await other.get("/blog-categories"))
      .json()
      .map((c: { category_name: string }) => c.category_name);
    expect(theirs).toContain("Only Elsewhere");
  });

  it("answers 400 without a tenant and 404 for an unknown one", async () => {
    expect((await t.app.inject({ url: "/blog-categories" })).statusCode).toBe(400);
    expect((await t.app.inject({ url: "/blog-categories?tenant_id=missing-one" })).statusCode).toBe(404);
  });
});
