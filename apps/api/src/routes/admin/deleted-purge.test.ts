/**
 * Issue 31, item 3: posts and careers deleted more than UNDO_DELETE_DAYS (30) days ago are removed for
 * good by the daily "retention-purge" job, each recorded in the audit trail under the job queue's own
 * actor (as scheduled publishes are); ones deleted since, and ones never deleted, stay. A deleted career
 * that still holds applications waits until the retention purge has removed them. The deletion dates are
 * moved back in the database; the job's handler runs for this file's tenant. On PGlite and PostgreSQL.
 */
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AdminCareer,
  type AdminDeletedItem,
  type AdminPost,
  auditActionWords,
  SYSTEM_ACTOR,
  UNDO_DELETE_DAYS,
} from "@site/contract";
import { applications, auditEntries, careers, posts } from "../../db/schema";
import { retentionPurgeHandler } from "../../lib/privacy/retention";
import { memoryLogger } from "../../lib/notify/smtp-test-server";
import { closeDb } from "../../test/context";
import { createAdminTestContext, type AdminTestContext } from "./admin-test-context";

const DAY_MS = 24 * 60 * 60 * 1000;

let ctx: AdminTestContext;
let hero: string;
beforeAll(async () => {
  ctx = await createAdminTestContext();
  hero = (await ctx.get("/blog-posts/article/slug", { slug_name: "post-one" })).json().hero_image.file_path;
});
afterAll(async () => {
  await ctx.close();
  await closeDb();
});

async function newPost(slug: string): Promise<AdminPost> {
  const res = await ctx.admin("POST", "/blog-posts", {
    body: {
      title: `Purge ${slug}`,
      slug,
      summary: "A post to delete.",
      body: "Some *words*.",
      body_format: "markdown",
      author_slug: "ben-ortiz",
      category_ids: [],
      banner_tag: null,
      hero_image_path: hero,
      hero_image_alt_text: "A desk",
      hero_image_title: "Drafting",
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function newCareer(title: string): Promise<AdminCareer> {
  const res = await ctx.admin("POST", "/careers", {
    body: {
      title,
      position_arrangement: "FULL_TIME_REMOTE",
      job_description: "Keep *releases* dull.",
      body_format: "markdown",
      status: "OPEN",
      published: true,
      pay_min: 120000,
      pay_max: 150000,
      pay_currency: "USD",
      pay_period: "YEAR",
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Deleted through the API (the team's Delete), then its deletion dated `daysAgo` days back. */
async function deletedDaysAgo(what: "blog-posts" | "careers", id: number, daysAgo: number) {
  const res = await ctx.admin("DELETE", `/${what}/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  const at = new Date(Date.now() - daysAgo * DAY_MS);
  const table = what === "blog-posts" ? posts : careers;
  await ctx.handle.db
    .update(table)
    .set({ deletedAt: at })
    .where(and(eq(table.tenantId, ctx.tenantId), eq(table.id, id)));
}

/** The daily job as the queue runs it, for this file's tenant only (other files share the database). */
async function runDailyJob() {
  const { logger, lines } = memoryLogger();
  await retentionPurgeHandler(
    ctx.handle.db,
    logger,
  )({
    id: "test-purge",
    kind: "retention-purge",
    data: { tenantId: ctx.tenantId },
    retryCount: 0,
    retryLimit: 0,
    signal: new AbortController().signal,
  });
  return lines;
}

const purgeEntries = () =>
  ctx.handle.db
    .select()
    .from(auditEntries)
    .where(
      and(
        eq(auditEntries.tenantId, ctx.tenantId),
        inArray(auditEntries.action, ["post.purge", "career.purge"]),
      ),
    )
    .orderBy(auditEntries.id);

const postIds = async (ids: number[]) =>
  (await ctx.handle.db.select({ id: posts.id }).from(posts).where(inArray(posts.id, ids)))
    .map((r) => r.id)
    .sort((a, b) => a - b);
const careerIds = async (ids: number[]) =>
  (await ctx.handle.db.select({ id: careers.id }).from(careers).where(inArray(careers.id, ids)))
    .map((r) => r.id)
    .sort((a, b) => a - b);

describe(`deleted posts and careers are removed for good after ${UNDO_DELETE_DAYS} days`, () => {
  it("purges what was deleted over 30 days ago, audited under the job queue's actor, and keeps the rest", async () => {
    const old = await newPost("purge-old");
    const recent = await newPost("purge-recent");
    const kept = await newPost("purge-kept");
    const oldCareer = await newCareer("Purged Opening");
    const recentCareer = await newCareer("Recently Deleted Opening");
    const withApplicant = await newCareer("Opening With An Applicant");
    const [application] = await ctx.handle.db
      .insert(applications)
      .values({
        tenantId: ctx.tenantId,
        careerId: withApplicant.id,
        firstName: "Ada",
        lastName: "Applicant",
        email: "ada.applicant@example.com",
        phoneCountryCode: "+1",
        applicantSource: "WEBSITE",
        jobTitle: withApplicant.title,
        createdAt: new Date(Date.now() - 10 * DAY_MS),
      })
      .returning({ id: applications.id });

    await deletedDaysAgo("blog-posts", old.id, UNDO_DELETE_DAYS + 1);
    await deletedDaysAgo("blog-posts", recent.id, UNDO_DELETE_DAYS - 1);
    await deletedDaysAgo("careers", oldCareer.id, UNDO_DELETE_DAYS + 1);
    await deletedDaysAgo("careers", recentCareer.id, UNDO_DELETE_DAYS - 1);
    await deletedDaysAgo("careers", withApplicant.id, UNDO_DELETE_DAYS + 5);

    const lines = await runDailyJob();
    expect(lines.find((l) => l.obj.event === "retention_purge")?.obj.deleted).toEqual({
      posts: 1,
      careers: 1,
    });

    expect(await postIds([old.id, recent.id, kept.id])).toEqual([recent.id, kept.id]);
    expect(await careerIds([oldCareer.id, recentCareer.id, withApplicant.id])).toEqual([
      recentCareer.id,
      withApplicant.id,
    ]);
    // The purged ones are gone for the team too: no Undo brings them back, the lists no longer offer them.
    expect((await ctx.admin("POST", `/blog-posts/${old.id}/undelete`)).statusCode).toBe(404);
    expect((await ctx.admin("POST", `/careers/${oldCareer.id}/undelete`)).statusCode).toBe(404);
    const deletedPosts = (await ctx.admin("GET", "/blog-posts/deleted")).json() as AdminDeletedItem[];
    expect(deletedPosts.map((p) => p.id)).toEqual([recent.id]);
    const deletedCareers = (await ctx.admin("GET", "/careers/deleted")).json() as AdminDeletedItem[];
    expect(deletedCareers.map((c) => c.id)).toEqual([recentCareer.id]);

    // Each one in the trail: the system's name (the scheduled publishes' actor), its id and its title.
    const entries = await purgeEntries();
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      action: "post.purge",
      actorLabel: SYSTEM_ACTOR,
      actorUserId: null,
      targetType: "post",
      targetId: String(old.id),
    });
    expect(entries[0]!.summary).toContain("Purge purge-old");
    expect(entries[1]).toMatchObject({
      action: "career.purge",
      actorLabel: SYSTEM_ACTOR,
      actorUserId: null,
      targetType: "career",
      targetId: String(oldCareer.id),
    });
    expect(entries[1]!.summary).toContain("Purged Opening");
    expect(auditActionWords("post.purge")).toBe("Removed for good (deleted 30 days before)");
    // The trail's page reads them as the system's, like a scheduled publish.
    const trail = await ctx.admin("GET", "/audit", { query: { action: "post.purge" } });
    expect(trail.statusCode, trail.body).toBe(200);
    expect(JSON.stringify(trail.json())).toContain("Purge purge-old");

    // Run again (the next day's job): nothing more to remove, nothing more recorded.
    await runDailyJob();
    expect(await purgeEntries()).toHaveLength(2);

    // The opening with an applicant goes once the retention purge has removed the application.
    await ctx.handle.db
      .update(applications)
      .set({ createdAt: new Date(Date.now() - 400 * DAY_MS) })
      .where(eq(applications.id, application!.id));
    await runDailyJob();
    expect(await careerIds([recentCareer.id, withApplicant.id])).toEqual([recentCareer.id]);
    expect((await purgeEntries()).map((e) => e.targetId)).toEqual([
      String(old.id),
      String(oldCareer.id),
      String(withApplicant.id),
    ]);
  });
});
