import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { careerSchema, careerSummarySchema, type CareerSummary } from "@site/contract";
import { careers } from "../../db/schema";
import { closeDb, createTestContext, type TestContext } from "../../test/context";
import { fixture } from "../../test/fixture";

let t: TestContext;
let other: TestContext;

beforeAll(async () => {
  t = await createTestContext();
  other = await createTestContext({
    data: { ...fixture, careers: [{ ...fixture.careers[0]!, title: "Elsewhere Engineer" }] },
  });
});
afterAll(async () => {
  await t.close();
  await other.close();
  await closeDb();
});

async function list(ctx: TestContext) {
  const res = await ctx.get("/job-applications/published/tenants");
  expect(res.statusCode).toBe(200);
  return res.json() as CareerSummary[];
}

describe("GET /job-applications/published/tenants", () => {
  it("lists published careers, most recently updated first, OPEN and CLOSED", async () => {
    const careersList = await list(t);
    careersList.forEach((c) => careerSummarySchema.parse(c));
    expect(careersList.map((c) => [c.title, c.status, c.position_arrangement, c.updated_date])).toEqual([
      ["Product Designer", "OPEN", "FULL_TIME_HYBRID", "2025-03-05T09:00:00.000Z"],
      ["Senior Backend Engineer", "OPEN", "FULL_TIME_REMOTE", "2025-03-01T09:00:00.000Z"],
      ["QA Automation Lead", "CLOSED", "CONTRACT", "2025-02-10T09:00:00.000Z"],
    ]);
    expect(careersList.map((c) => c.title)).not.toContain("Elsewhere Engineer");
    expect((await list(other)).map((c) => c.title)).toEqual(["Elsewhere Engineer"]);
  });

  it("hides unpublished careers", async () => {
    const ctx = await createTestContext();
    try {
      await ctx.handle.db
        .update(careers)
        .set({ published: false })
        .where(and(eq(careers.tenantId, ctx.tenantId), eq(careers.title, "Product Designer")));
      expect((await list(ctx)).map((c) => c.title)).toEqual([
        "Senior Backend Engineer",
        "QA Automation Lead",
      ]);
    } finally {
      await ctx.close();
    }
  });

  it("answers 400 without a tenant and 404 for an unknown one", async () => {
    expect((await t.app.inject({ url: "/job-applications/published/tenants" })).statusCode).toBe(400);
    expect((await t.app.inject({ url: "/job-applications/published/tenants?tenant_id=zz" })).statusCode).toBe(
      404,
    );
  });
});

describe("GET /job-applications/{id}/tenants", () => {
  it("answers one career with its description", async () => {
    const [first] = await list(t);
    const res = await t.get(`/job-applications/${first!.id}/tenants`);
    expect(res.statusCode).toBe(200);
    expect(careerSchema.parse(res.json())).toEqual({
      ...first,
      job_description: "<h2>Product Designer</h2><p>What you will do and what we offer.</p>",
      // The page's own search and sharing fields (issue 32): none written for the seed's career.
      seo: { title: null, description: null, image: null },
    });
  });

  it("answers 404 to an unknown id or another tenant's career, 400 to a malformed id", async () => {
    const [theirs] = await list(other);
    expect((await t.get(`/job-applications/${theirs!.id}/tenants`)).statusCode).toBe(404);
    expect((await t.get(`/job-applications/2147483647/tenants`)).statusCode).toBe(404);
    for (const id of ["abc", "0", "-1", "99999999999", "1e3x"]) {
      const res = await t.get(`/job-applications/${id}/tenants`);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().errors.id).toBe("id is not valid");
    }
  });
});
