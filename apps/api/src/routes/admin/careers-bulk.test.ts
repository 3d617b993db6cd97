/**
 * The careers list's bulk actions (issue 31, item 7), as the posts list has them: archive or delete the
 * ticked openings in one request, undo the deletion, each change audited per opening; for whoever may
 * edit careers (the Recruiter), never another tenant's.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminCareer, AdminCareerCounts, AdminCommentBulkResult, CareerSummary } from "@site/contract";
import { closeDb } from "../../test/context";
import { createAdminTestContext, type AdminTestContext } from "./admin-test-context";

let ctx: AdminTestContext;
beforeAll(async () => {
  ctx = await createAdminTestContext();
});
afterAll(async () => {
  await ctx.close();
  await closeDb();
});

async function newCareer(title: string): Promise<AdminCareer> {
  const res = await ctx.admin("POST", "/careers", {
    body: {
      title,
      position_arrangement: "Full time, remote",
      job_description: "Keep our **deploys** boring.",
      body_format: "markdown",
      pay_min: 140000,
      pay_max: 170000,
      pay_currency: "USD",
      pay_period: "YEAR",
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminCareer;
}

const bulk = (body: unknown, session?: string) =>
  ctx.admin("POST", "/careers/bulk", { body, ...(session ? { session } : {}) });
const publicIds = async () =>
  ((await ctx.get("/job-applications/published/tenants")).json() as CareerSummary[]).map((c) => c.id);
const listed = async (query: Record<string, string>) =>
  (
    (await ctx.admin("GET", "/careers", { query: { size: 100, ...query } })).json().content as AdminCareer[]
  ).map((c) => c.id);
const counts = async () => (await ctx.admin("GET", "/careers/counts")).json() as AdminCareerCounts;
const trail = async (action: string, ids: number[]) => {
  const res = await ctx.admin("GET", "/audit", { query: { action, size: 100 } });
  return (res.json().content as { target_id: string; summary: string }[])
    .filter((e) => ids.some((id) => String(id) === e.target_id))
    .map((e) => e.target_id)
    .sort();
};

describe("careers in bulk (issue 31, item 7)", () => {
  it("archives the ticked openings in one request: off the careers page, under Archived, each audited", async () => {
    const stamp = Date.now().toString(36);
    const [a, b, c] = [
      await newCareer(`Bulk ${stamp} one`),
      await newCareer(`Bulk ${stamp} two`),
      await newCareer(`Bulk ${stamp} three`),
    ];
    expect(await publicIds()).toEqual(expect.arrayContaining([a.id, b.id, c.id]));
    const before = await counts();
    ctx.refreshed.length = 0;

    const res = await bulk({ ids: [a.id, b.id, 999_999, a.id], status: "ARCHIVED" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ updated: 2, missing: [999_999] } satisfies AdminCommentBulkResult);
    const pub = await publicIds();
    expect(pub).not.toContain(a.id);
    expect(pub).not.toContain(b.id);
    expect(pub).toContain(c.id);
    expect(ctx.refreshed.flat()).toEqual(
      expect.arrayContaining(["careers", `career:${a.id}`, `career:${b.id}`]),
    );
    expect(await listed({ q: stamp })).toEqual([c.id]);
    expect((await listed({ q: stamp, status: "ARCHIVED" })).sort()).toEqual([a.id, b.id].sort());
    expect((await counts()).ARCHIVED).toBe(before.ARCHIVED + 2);
    expect(await trail("career.archive", [a.id, b.id, c.id])).toEqual([a.id, b.id].map(String).sort());

    // Archived again: left as it is, not recorded twice.
    expect((await bulk({ ids: [a.id], status: "ARCHIVED" })).json()).toEqual({ updated: 1, missing: [] });
    expect(await trail("career.archive", [a.id])).toEqual([String(a.id)]);
  });

  it("deletes the ticked openings (kept for the undo) and undoes it, each audited", async () => {
    const stamp = `d${Date.now().toString(36)}`;
    const [a, b] = [await newCareer(`Bulk ${stamp} one`), await newCareer(`Bulk ${stamp} two`)];
    const unlisted = await ctx.admin("PUT", `/careers/${b.id}`, {
      body: { ...b, job_description: b.description_source, published: false },
    });
    expect(unlisted.statusCode, unlisted.body).toBe(200);

    const res = await bulk({ ids: [a.id, b.id], status: "DELETED" });
    expect(res.json()).toEqual({ updated: 2, missing: [] });
    expect(await publicIds()).not.toContain(a.id);
    expect(await listed({ q: stamp })).toEqual([]);
    const recent = (await ctx.admin("GET", "/careers/deleted")).json() as { id: number }[];
    expect(recent.map((r) => r.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    // A deleted opening is not archived or deleted again: it is missing.
    expect((await bulk({ ids: [a.id], status: "ARCHIVED" })).json()).toEqual({ updated: 0, missing: [a.id] });

    const undone = await ctx.admin("POST", "/careers/bulk/undelete", {
      body: { ids: [a.id, b.id, 999_998] },
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toEqual({ updated: 2, missing: [999_998] });
    // Each as it was: the listed one back on the careers page, the unlisted one not.
    const pub = await publicIds();
    expect(pub).toContain(a.id);
    expect(pub).not.toContain(b.id);
    expect((await listed({ q: stamp })).sort()).toEqual([a.id, b.id].sort());
    expect(await trail("career.delete", [a.id, b.id])).toEqual([a.id, b.id].map(String).sort());
    expect(await trail("career.undelete", [a.id, b.id])).toEqual([a.id, b.id].map(String).sort());
  });

  it("is for the Recruiter, not the Editor or Sales; refuses a bad body naming the field; never reaches another tenant", async () => {
    const mine = await newCareer(`Bulk r${Date.now().toString(36)}`);
    for (const role of ["editor", "sales", "moderator"] as const) {
      const person = await ctx.sessionFor([role]);
      expect((await bulk({ ids: [mine.id], status: "ARCHIVED" }, person.token)).statusCode, role).toBe(403);
    }
    for (const [body, field] of [
      [{ ids: [], status: "ARCHIVED" }, "ids"],
      [{ ids: Array.from({ length: 101 }, (_, i) => i + 1), status: "DELETED" }, "ids"],
      [{ ids: [mine.id], status: "OPEN" }, "status"],
      [{ ids: ["x"], status: "DELETED" }, "ids.0"],
    ] as const) {
      const bad = await bulk(body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(bad.json().errors)).toEqual([field]);
    }
    const other = await createAdminTestContext();
    try {
      const answer = await other.admin("POST", "/careers/bulk", {
        body: { ids: [mine.id], status: "DELETED" },
      });
      expect(answer.json()).toEqual({ updated: 0, missing: [mine.id] });
    } finally {
      await other.close();
    }
    const recruiter = await ctx.sessionFor(["recruiter"]);
    expect((await bulk({ ids: [mine.id], status: "ARCHIVED" }, recruiter.token)).json()).toEqual({
      updated: 1,
      missing: [],
    });
  });
});
