/**
 * Scheduled publishing (issue 21): a draft given a moment publishes itself then, through its job; the
 * list, the post and the feed's cache tags are refreshed; a moved, cancelled or hand-published schedule
 * leaves the post alone.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { ADMIN_MESSAGES, CACHE_TAGS, type AdminPost } from "@site/contract";
import { JOB_SCHEMA } from "../../lib/jobs/registry";
import { publishScheduled } from "../../lib/publishing/posts";
import { closeDb } from "../../test/context";
import { createAdminTestContext, type AdminTestContext } from "./admin-test-context";

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

async function newDraft(slug: string): Promise<AdminPost> {
  const res = await ctx.admin("POST", "/blog-posts", {
    body: {
      title: `Scheduled ${slug}`,
      slug,
      summary: "A post that publishes itself.",
      body: "<p>Written ahead, published on time.</p>",
      body_format: "html",
      author_slug: "ben-ortiz",
      category_ids: [ctx.seed.categoryIds.get(2)!],
      banner_tag: null,
      hero_image_path: hero,
      hero_image_alt_text: "A calendar",
      hero_image_title: "On time",
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const schedule = (id: number, at: Date | string) =>
  ctx.admin("POST", `/blog-posts/${id}/schedule`, {
    body: { publish_at: typeof at === "string" ? at : at.toISOString() },
  });
const isPublic = async (slug: string) =>
  (await ctx.get("/blog-posts/article/slug", { slug_name: slug })).statusCode === 200;

describe("scheduled publishing", () => {
  it("schedules a draft a minute ahead with a job that starts then; the moment come, the job publishes it", async () => {
    const post = await newDraft("on-the-minute");
    const at = new Date(Date.now() + 60_000);
    const res = await schedule(post.id, at);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "DRAFT", publish_at: at.toISOString() });
    const job = sql.raw(`${JOB_SCHEMA}.job`);
    const waits = await ctx.handle.db.execute(sql`
      select extract(epoch from start_after - now())::int as wait from ${job}
      where name = 'scheduled-publish' and (data->>'postId')::int = ${post.id} and state = 'created'`);
    const [wait] = (waits as unknown as { rows: { wait: number }[] }).rows;
    expect(Math.abs(wait!.wait - 60)).toBeLessThanOrEqual(2);

    // Before its moment the job would leave it alone; with the clock moved past it, it publishes.
    expect(
      await publishScheduled(ctx.handle.db, { tenantId: ctx.tenantId, postId: post.id, at, now: new Date() }),
    ).toBeNull();
    expect(await isPublic("on-the-minute")).toBe(false);
    const later = new Date(at.getTime() + 1000);
    expect(
      await publishScheduled(ctx.handle.db, { tenantId: ctx.tenantId, postId: post.id, at, now: later }),
    ).toEqual({ slug: "on-the-minute", authorSlug: "ben-ortiz" });
    expect(await isPublic("on-the-minute")).toBe(true);
    const published = (await ctx.admin("GET", `/blog-posts/${post.id}`)).json();
    // Dated the moment it was scheduled for, and no longer scheduled.
    expect(published).toMatchObject({
      status: "PUBLISHED",
      published_date: at.toISOString(),
      publish_at: null,
    });
  });

  it("runs the job when it is due: published, and the site told to refresh the list, the post and the feed", async () => {
    const post = await newDraft("due-now");
    const at = new Date(Date.now() + 1500);
    expect((await schedule(post.id, at)).statusCode).toBe(200);
    ctx.refreshed.length = 0;
    await expect.poll(() => isPublic("due-now"), { timeout: 20_000, interval: 250 }).toBe(true);
    await expect
      .poll(() => ctx.refreshed.flat(), { timeout: 5_000 })
      .toEqual(expect.arrayContaining([CACHE_TAGS.posts, CACHE_TAGS.post("due-now")]));
  });

  it("leaves a post alone when its schedule was moved, cancelled or overtaken by publishing by hand", async () => {
    const moved = await newDraft("moved-later");
    const first = new Date(Date.now() + 60_000);
    await schedule(moved.id, first);
    const second = new Date(Date.now() + 3_600_000);
    expect((await schedule(moved.id, second)).json().publish_at).toBe(second.toISOString());
    const afterFirst = new Date(first.getTime() + 1000);
    const job = { tenantId: ctx.tenantId, postId: moved.id, now: afterFirst };
    expect(await publishScheduled(ctx.handle.db, { ...job, at: first })).toBeNull();
    expect(await isPublic("moved-later")).toBe(false);

    const cancelled = await newDraft("cancelled");
    const at = new Date(Date.now() + 60_000);
    await schedule(cancelled.id, at);
    const res = await ctx.admin("DELETE", `/blog-posts/${cancelled.id}/schedule`);
    expect(res.json().publish_at).toBeNull();
    const due = { tenantId: ctx.tenantId, postId: cancelled.id, at, now: new Date(at.getTime() + 1000) };
    expect(await publishScheduled(ctx.handle.db, due)).toBeNull();
    expect(await isPublic("cancelled")).toBe(false);

    const byHand = await newDraft("by-hand");
    const soon = new Date(Date.now() + 60_000);
    await schedule(byHand.id, soon);
    expect((await ctx.admin("POST", `/blog-posts/${byHand.id}/publish`)).json().publish_at).toBeNull();
    await ctx.admin("POST", `/blog-posts/${byHand.id}/unpublish`);
    const late = {
      tenantId: ctx.tenantId,
      postId: byHand.id,
      at: soon,
      now: new Date(soon.getTime() + 1000),
    };
    // Taken back to draft after publishing by hand: the old schedule does not publish it again.
    expect(await publishScheduled(ctx.handle.db, late)).toBeNull();
  });

  it("refuses a moment in the past, a published post, a malformed moment, and a person who may not publish", async () => {
    const post = await newDraft("refusals");
    const past = await schedule(post.id, new Date(Date.now() - 1000));
    expect(past.statusCode).toBe(400);
    expect(past.json().errors.publish_at).toBe(ADMIN_MESSAGES.scheduleInPast);
    const bad = await schedule(post.id, "next tuesday");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.publish_at).toBe("Choose a date and time");
    const contributor = await ctx.sessionFor(["contributor"]);
    const forbidden = await ctx.admin("POST", `/blog-posts/${post.id}/schedule`, {
      session: contributor.token,
      body: { publish_at: new Date(Date.now() + 60_000).toISOString() },
    });
    expect(forbidden.statusCode).toBe(403);
    const live = await ctx.admin("GET", "/blog-posts", { query: { status: "PUBLISHED" } });
    const publishedId = live.json().content[0].id as number;
    const again = await schedule(publishedId, new Date(Date.now() + 60_000));
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.publish_at).toBe(ADMIN_MESSAGES.scheduleNotDraft);
    expect((await schedule(2_147_483_647, new Date(Date.now() + 60_000))).statusCode).toBe(404);
  });
});
