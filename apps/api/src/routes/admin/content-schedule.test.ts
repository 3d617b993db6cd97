/**
 * Scheduled publishing of marketing content (issue 21): an entry's saved draft given a moment publishes
 * itself then, through its job, and the kind's cache tag is refreshed; a draft saved again, a cancelled
 * or moved schedule, or a hand-published entry is left alone.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import {
  ADMIN_MESSAGES,
  type AdminContentVersionSummary,
  type AdminMarketingEntry,
  type AdminMarketingSaved,
  CACHE_TAGS,
  CONTENT_SCHEDULE_MESSAGES,
  type FaqContent,
  MARKETING_MESSAGES,
  type ServiceContent,
} from "@site/contract";
import { JOB_SCHEMA } from "../../lib/jobs/registry";
import { publishScheduledContent, type ContentPublishJob } from "../../lib/content-schedule";
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

type Entry<T> = AdminMarketingEntry & { draft: T; published: T | null };
const entryOf = async <T>(path: string) => (await ctx.admin("GET", `/content/${path}`)).json() as Entry<T>;
const live = async <T>(kind: string, key: string) => {
  const { entries } = (await ctx.get(`/marketing-content/${kind}`)).json() as {
    entries: { key: string; data: T }[];
  };
  return entries.find((e) => e.key === key)!.data;
};
const headlineOf = async (slug: string) => (await live<ServiceContent>("service", slug)).headline;

/** Saves the service's draft with a new headline. */
async function saveHeadline(slug: string, headline: string) {
  const service = (await entryOf<ServiceContent>(`service/${slug}`)).draft;
  const res = await ctx.admin("PUT", `/content/service/${slug}`, { body: { ...service, headline } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminMarketingSaved;
}
const schedule = (path: string, at: Date | string) =>
  ctx.admin("POST", `/content/${path}/schedule`, {
    body: { publish_at: typeof at === "string" ? at : at.toISOString() },
  });

/** The job the schedule enqueued for the entry, as the queue would hand it over. */
async function jobOf(kind: string, key: string): Promise<{ data: ContentPublishJob; wait: number }> {
  const job = sql.raw(`${JOB_SCHEMA}.job`);
  const rows = await ctx.handle.db.execute(sql`
    select data, extract(epoch from start_after - now())::int as wait from ${job}
    where name = 'content-publish' and data->>'tenantId' = ${ctx.tenantId}
      and data->>'kind' = ${kind} and data->>'key' = ${key}
    order by created_on desc limit 1`);
  return (rows as unknown as { rows: { data: ContentPublishJob; wait: number }[] }).rows[0]!;
}

describe("scheduled publishing of marketing content", () => {
  it("schedules a saved draft a minute ahead with a job that starts then; the moment come, the job publishes it", async () => {
    const slug = "product-design";
    const before = await headlineOf(slug);
    await saveHeadline(slug, "Design scheduled for the minute");
    const at = new Date(Date.now() + 60_000);
    const res = await schedule(`service/${slug}`, at);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ publish_at: at.toISOString(), changed: true });
    const { data, wait } = await jobOf("service", slug);
    expect(Math.abs(wait - 60)).toBeLessThanOrEqual(2);

    // Before its moment the job leaves it alone; with the clock moved past it, it publishes.
    expect((await publishScheduledContent(ctx.handle.db, data, new Date())).published).toBe(false);
    expect(await headlineOf(slug)).toBe(before);
    const later = new Date(at.getTime() + 1000);
    expect(await publishScheduledContent(ctx.handle.db, data, later)).toEqual({
      published: true,
      tags: [CACHE_TAGS.marketing("service")],
    });
    expect(await headlineOf(slug)).toBe("Design scheduled for the minute");
    const entry = await entryOf<ServiceContent>(`service/${slug}`);
    expect(entry).toMatchObject({ publish_at: null, changed: false, published_date: later.toISOString() });
    // The publish is a version, the scheduler's.
    const versions = (await ctx.admin("GET", `/content/service/${slug}/versions`)).json();
    expect((versions as AdminContentVersionSummary[])[0]).toMatchObject({
      state: "published",
      created_by: "key: tests (scheduled)",
    });
    // The trail records it under the system, naming who scheduled it and the fields it changed.
    const trail = (
      await ctx.admin("GET", "/audit", { query: { action: "content.publish", size: 1 } })
    ).json();
    expect(trail.content[0]).toMatchObject({
      system: true,
      actor_name: "System",
      action_words: "Published",
      target_id: `service/${slug}`,
      summary: "Published as scheduled by key: tests",
      changes: expect.arrayContaining([
        expect.objectContaining({ before: before, after: "Design scheduled for the minute" }),
      ]),
    });
    // Run twice (a retry), it does nothing more.
    expect((await publishScheduledContent(ctx.handle.db, data, later)).published).toBe(false);
  });

  it("runs the job when it is due: published, and the site told to refresh the kind", async () => {
    const slug = "devops-solutions";
    await saveHeadline(slug, "DevOps published by the queue");
    expect((await schedule(`service/${slug}`, new Date(Date.now() + 1500))).statusCode).toBe(200);
    ctx.refreshed.length = 0;
    await expect
      .poll(() => headlineOf(slug), { timeout: 20_000, interval: 250 })
      .toBe("DevOps published by the queue");
    await expect
      .poll(() => ctx.refreshed.flat(), { timeout: 5_000 })
      .toContain(CACHE_TAGS.marketing("service"));
  });

  it("leaves alone a draft saved again, a cancelled or moved schedule, and an entry published by hand", async () => {
    const due = (job: ContentPublishJob) => new Date(new Date(job.at).getTime() + 1000);

    const changed = "mvp-development";
    const was = await headlineOf(changed);
    await saveHeadline(changed, "The draft that was scheduled");
    await schedule(`service/${changed}`, new Date(Date.now() + 60_000));
    const first = (await jobOf("service", changed)).data;
    const resaved = await saveHeadline(changed, "A later draft nobody scheduled");
    expect(resaved.schedule_cancelled).toBe(true);
    expect(resaved.publish_at).toBeNull();
    expect((await entryOf(`service/${changed}`)).publish_at).toBeNull();
    // Saved once more, with no schedule left to end.
    expect((await saveHeadline(changed, "A later draft nobody scheduled")).schedule_cancelled).toBe(false);
    expect(await publishScheduledContent(ctx.handle.db, first, due(first))).toEqual({
      published: false,
      reason: "unscheduled, moved or not due",
    });
    expect(await headlineOf(changed)).toBe(was);

    const cancelled = "product-design";
    await saveHeadline(cancelled, "Scheduled, then cancelled");
    await schedule(`service/${cancelled}`, new Date(Date.now() + 60_000));
    const job = (await jobOf("service", cancelled)).data;
    const res = await ctx.admin("DELETE", `/content/service/${cancelled}/schedule`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().publish_at).toBeNull();
    expect((await publishScheduledContent(ctx.handle.db, job, due(job))).published).toBe(false);
    expect(await headlineOf(cancelled)).not.toBe("Scheduled, then cancelled");

    const moved = "product-design";
    await schedule(`service/${moved}`, new Date(Date.now() + 60_000));
    const early = (await jobOf("service", moved)).data;
    const second = new Date(Date.now() + 3_600_000);
    expect((await schedule(`service/${moved}`, second)).json().publish_at).toBe(second.toISOString());
    expect((await publishScheduledContent(ctx.handle.db, early, due(early))).published).toBe(false);

    const byHand = (await jobOf("service", moved)).data;
    expect((await ctx.admin("POST", `/content/service/${moved}/publish`)).json().publish_at).toBeNull();
    await saveHeadline(moved, "Changed after publishing by hand");
    expect((await publishScheduledContent(ctx.handle.db, byHand, due(byHand))).published).toBe(false);
    expect(await headlineOf(moved)).toBe("Scheduled, then cancelled");
  });

  it("refuses a past or malformed moment, nothing to publish, a draft the count rule refuses, and a person who may not publish; never a 500", async () => {
    const slug = "digital-transformation";
    await saveHeadline(slug, "Transformation, scheduled later");
    const past = await schedule(`service/${slug}`, new Date(Date.now() - 1000));
    expect(past.statusCode).toBe(400);
    expect(past.json().errors.publish_at).toBe(ADMIN_MESSAGES.scheduleInPast);
    for (const bad of ["next tuesday", "", "2026-13-45T99:00:00Z"]) {
      const res = await schedule(`service/${slug}`, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors.publish_at).toBe("Choose a date and time");
    }
    const noBody = await ctx.admin("POST", `/content/service/${slug}/schedule`);
    expect(noBody.statusCode).toBe(400);

    const unchanged = await schedule("service/java-enterprise-development", new Date(Date.now() + 60_000));
    expect(unchanged.statusCode).toBe(400);
    expect(unchanged.json().errors.publish_at).toBe(CONTENT_SCHEDULE_MESSAGES.nothingToPublish);

    const faq = (await entryOf<FaqContent>("faq/home")).draft;
    const seven = { ...faq, items: faq.items.slice(0, 7) };
    expect((await ctx.admin("PUT", "/content/faq/home", { body: seven })).statusCode).toBe(200);
    const refused = await schedule("faq/home", new Date(Date.now() + 60_000));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.publish_at).toBe(MARKETING_MESSAGES.faqCount(7));

    const contributor = await ctx.sessionFor(["contributor"]);
    for (const method of ["POST", "DELETE"] as const) {
      const res = await ctx.admin(method, `/content/service/${slug}/schedule`, {
        session: contributor.token,
        body: method === "POST" ? { publish_at: new Date(Date.now() + 60_000).toISOString() } : undefined,
      });
      expect(res.statusCode).toBe(403);
    }
    expect((await schedule("service/no-such-service", new Date(Date.now() + 60_000))).statusCode).toBe(404);
    expect((await schedule("nope/home", new Date(Date.now() + 60_000))).statusCode).toBe(404);
    expect((await ctx.admin("DELETE", "/content/service/Bad_Key/schedule")).statusCode).toBe(400);
    expect((await ctx.admin("DELETE", "/content/service/no-such-service/schedule")).statusCode).toBe(404);
  });
});
