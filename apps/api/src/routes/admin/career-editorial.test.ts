/**
 * Careers through the publishing engine (issue 31, item 3): each save that changes an opening keeps a
 * version with who and when; two can be read and compared; restoring one is a new version, audited; an
 * unlisted opening scheduled for a moment lists itself then through its job, audited under the system
 * actor. The Recruiter may do all of it, the Editor none of it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import {
  ADMIN_MESSAGES,
  PAY_MESSAGES,
  SYSTEM_ACTOR,
  TEAM_MESSAGES,
  type AdminCareer,
  type AdminCareerVersion,
  type AdminCareerVersionSummary,
} from "@site/contract";
import { auditEntries, careers } from "../../db/schema";
import { JOB_SCHEMA } from "../../lib/jobs/registry";
import { publishScheduledCareer } from "../../lib/publishing/careers";
import { BASELINE_LABEL } from "../../lib/publishing/versions";
import { closeDb } from "../../test/context";
import { createAdminTestContext, type AdminTestContext } from "./admin-test-context";

let ctx: AdminTestContext;
let recruiter: { token: string; userId: number };
beforeAll(async () => {
  ctx = await createAdminTestContext();
  recruiter = await ctx.sessionFor(["recruiter"], { name: "Rita Recruiter" });
});
afterAll(async () => {
  await ctx.close();
  await closeDb();
});

const CAREER = {
  title: "Platform Engineer",
  position_arrangement: "FULL_TIME_REMOTE",
  job_description: "## The work\n\nKeep our **deploys** boring.",
  body_format: "markdown",
  status: "OPEN",
  published: false,
  pay_min: 140000,
  pay_max: 170000,
  pay_currency: "USD",
  pay_period: "YEAR",
};

const asRecruiter = (method: "GET" | "POST" | "PUT" | "DELETE", path: string, body?: unknown) =>
  ctx.admin(method, path, { session: recruiter.token, ...(body === undefined ? {} : { body }) });

async function newCareer(title: string, extra: Partial<typeof CAREER> = {}): Promise<AdminCareer> {
  const res = await asRecruiter("POST", "/careers", { ...CAREER, ...extra, title });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const audited = async (action: string, targetId: number) =>
  ctx.handle.db
    .select()
    .from(auditEntries)
    .where(
      and(
        eq(auditEntries.tenantId, ctx.tenantId),
        eq(auditEntries.action, action),
        eq(auditEntries.targetId, String(targetId)),
      ),
    );

const isListed = async (id: number) =>
  ((await ctx.get("/job-applications/published/tenants")).json() as { id: number }[]).some(
    (c) => c.id === id,
  );

describe("an opening's versions", () => {
  it("keeps each save that changes something, with who and when; one version reads back as saved", async () => {
    const career = await newCareer("Data Engineer");
    const edit = (changes: Partial<typeof CAREER>) =>
      asRecruiter("PUT", `/careers/${career.id}`, { ...CAREER, title: "Data Engineer", ...changes });
    expect((await edit({ job_description: "## The work\n\nPipelines, **fast**." })).statusCode).toBe(200);
    // The same content saved again (an autosave, then Save) adds no version.
    expect((await edit({ job_description: "## The work\n\nPipelines, **fast**." })).statusCode).toBe(200);
    expect((await edit({ title: "Senior Data Engineer", pay_max: 190000 })).statusCode).toBe(200);

    const list = await asRecruiter("GET", `/careers/${career.id}/versions`);
    expect(list.statusCode, list.body).toBe(200);
    const versions = list.json() as AdminCareerVersionSummary[];
    expect(versions.map((v) => [v.number, v.title, v.created_by, v.restored_from])).toEqual([
      [3, "Senior Data Engineer", "Rita Recruiter", null],
      [2, "Data Engineer", "Rita Recruiter", null],
      [1, "Data Engineer", "Rita Recruiter", null],
    ]);
    const first = (await asRecruiter("GET", `/careers/${career.id}/versions/1`)).json() as AdminCareerVersion;
    expect(first).toMatchObject({
      number: 1,
      title: "Data Engineer",
      job_description: "## The work\n\nKeep our **deploys** boring.",
      body_format: "markdown",
      pay_min: 140000,
      pay_max: 170000,
      pay_currency: "USD",
      pay_period: "YEAR",
    });
    const third = (await asRecruiter("GET", `/careers/${career.id}/versions/3`)).json() as AdminCareerVersion;
    expect(third).toMatchObject({ title: "Senior Data Engineer", pay_max: 190000 });
    expect((await asRecruiter("GET", `/careers/${career.id}/versions/9`)).statusCode).toBe(404);
  });

  it("restores an older version as a new one: its text comes back as typed, audited", async () => {
    const career = await newCareer("Support Engineer");
    await asRecruiter("PUT", `/careers/${career.id}`, {
      ...CAREER,
      title: "Support Lead",
      job_description: "Lead the **desk**.",
    });
    const res = await asRecruiter("POST", `/careers/${career.id}/versions/1/restore`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      title: "Support Engineer",
      description_source: "## The work\n\nKeep our **deploys** boring.",
      job_description: "<h2>The work</h2>\n<p>Keep our <strong>deploys</strong> boring.</p>",
      status: "OPEN",
      published: false,
    });
    const versions = (await asRecruiter("GET", `/careers/${career.id}/versions`)).json();
    expect(versions[0]).toMatchObject({ number: 3, title: "Support Engineer", restored_from: 1 });
    const [entry] = await audited("career.restore", career.id);
    expect(entry).toMatchObject({
      actorUserId: recruiter.userId,
      targetType: "career",
      summary: "Support Engineer (version 1 restored)",
    });
  });

  it("gives an opening saved before versions existed a baseline, and refuses a version today's rules refuse", async () => {
    const career = await newCareer("Legacy Role");
    await ctx.handle.db.execute(sql`delete from career_versions where career_id = ${career.id}`);
    const versions = (await asRecruiter("GET", `/careers/${career.id}/versions`)).json();
    expect(versions).toMatchObject([{ number: 1, created_by: BASELINE_LABEL, title: "Legacy Role" }]);

    // A closed opening saved without pay, reopened with a range: its old version has none to restore.
    const closed = await newCareer("Closed Role", {
      status: "CLOSED",
      pay_min: null as unknown as number,
      pay_max: null as unknown as number,
      pay_currency: null as unknown as string,
      pay_period: null as unknown as string,
    });
    await asRecruiter("PUT", `/careers/${closed.id}`, { ...CAREER, title: "Closed Role" });
    const refused = await asRecruiter("POST", `/careers/${closed.id}/versions/1/restore`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.pay_min).toBe(PAY_MESSAGES.required);
  });

  it("is the Recruiter's: an Editor and a Contributor are refused", async () => {
    const career = await newCareer("Roles Check");
    for (const role of ["editor", "contributor"] as const) {
      const other = await ctx.sessionFor([role]);
      for (const [method, path] of [
        ["GET", `/careers/${career.id}/versions`],
        ["POST", `/careers/${career.id}/versions/1/restore`],
        ["POST", `/careers/${career.id}/schedule`],
      ] as const) {
        const res = await ctx.admin(method, path, { session: other.token });
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(TEAM_MESSAGES.forbidden);
      }
    }
  });
});

describe("an opening's schedule", () => {
  it("lists an unlisted opening at its moment through its job, audited under the system actor", async () => {
    const career = await newCareer("Scheduled Role");
    const at = new Date(Date.now() + 60_000);
    const res = await asRecruiter("POST", `/careers/${career.id}/schedule`, { publish_at: at.toISOString() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ published: false, publish_at: at.toISOString() });
    // The list shows its moment.
    const listed = (await asRecruiter("GET", "/careers")).json().content as AdminCareer[];
    expect(listed.find((c) => c.id === career.id)?.publish_at).toBe(at.toISOString());
    const job = sql.raw(`${JOB_SCHEMA}.job`);
    const waits = await ctx.handle.db.execute(sql`
      select extract(epoch from start_after - now())::int as wait from ${job}
      where name = 'career-publish' and (data->>'careerId')::int = ${career.id} and state = 'created'`);
    const [wait] = (waits as unknown as { rows: { wait: number }[] }).rows;
    expect(Math.abs(wait!.wait - 60)).toBeLessThanOrEqual(2);
    const [scheduled] = await audited("career.schedule", career.id);
    expect(scheduled).toMatchObject({ actorUserId: recruiter.userId });

    const due = { tenantId: ctx.tenantId, careerId: career.id, at };
    expect(await publishScheduledCareer(ctx.handle.db, { ...due, now: new Date() })).toBe(false);
    expect(await isListed(career.id)).toBe(false);
    expect(await publishScheduledCareer(ctx.handle.db, { ...due, now: new Date(at.getTime() + 1000) })).toBe(
      true,
    );
    expect(await isListed(career.id)).toBe(true);
    const after = (await asRecruiter("GET", `/careers/${career.id}`)).json() as AdminCareer;
    expect(after).toMatchObject({ published: true, publish_at: null });
    const [published] = await audited("career.publish", career.id);
    expect(published).toMatchObject({
      actorLabel: SYSTEM_ACTOR,
      summary: `Scheduled Role: listed as scheduled for ${at.toISOString().slice(0, 16).replace("T", " ")} UTC`,
    });
  });

  it("leaves an opening alone when its schedule was cancelled, moved, overtaken by listing by hand, or it was deleted", async () => {
    const later = (ms: number) => new Date(Date.now() + ms);
    const schedule = (id: number, at: Date) =>
      asRecruiter("POST", `/careers/${id}/schedule`, { publish_at: at.toISOString() });
    const runDue = (id: number, at: Date) =>
      publishScheduledCareer(ctx.handle.db, {
        tenantId: ctx.tenantId,
        careerId: id,
        at,
        now: new Date(at.getTime() + 1000),
      });

    const cancelled = await newCareer("Cancelled Role");
    const at1 = later(60_000);
    await schedule(cancelled.id, at1);
    const cancel = await asRecruiter("DELETE", `/careers/${cancelled.id}/schedule`);
    expect(cancel.json().publish_at).toBeNull();
    expect(await audited("career.unschedule", cancelled.id)).toHaveLength(1);
    expect(await runDue(cancelled.id, at1)).toBe(false);

    const moved = await newCareer("Moved Role");
    const at2 = later(60_000);
    await schedule(moved.id, at2);
    await schedule(moved.id, later(120_000));
    expect(await runDue(moved.id, at2)).toBe(false);

    const byHand = await newCareer("By Hand Role");
    const at3 = later(60_000);
    await schedule(byHand.id, at3);
    const listed = await asRecruiter("PUT", `/careers/${byHand.id}`, {
      ...CAREER,
      title: "By Hand Role",
      published: true,
    });
    expect(listed.json()).toMatchObject({ published: true, publish_at: null });
    await ctx.handle.db.update(careers).set({ published: false }).where(eq(careers.id, byHand.id));
    expect(await runDue(byHand.id, at3)).toBe(false);

    const deleted = await newCareer("Deleted Role");
    const at4 = later(60_000);
    await schedule(deleted.id, at4);
    expect((await asRecruiter("DELETE", `/careers/${deleted.id}`)).statusCode).toBe(200);
    expect(await runDue(deleted.id, at4)).toBe(false);
    expect(await isListed(deleted.id)).toBe(false);
  });

  it("refuses a moment in the past, a malformed one, and an opening already listed, naming the field", async () => {
    const career = await newCareer("Refusals Role");
    const past = await asRecruiter("POST", `/careers/${career.id}/schedule`, {
      publish_at: new Date(Date.now() - 1000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors.publish_at).toBe(ADMIN_MESSAGES.scheduleInPast);
    const bad = await asRecruiter("POST", `/careers/${career.id}/schedule`, { publish_at: "next tuesday" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.publish_at).toBe("Choose a date and time");
    const live = await newCareer("Listed Role", { published: true });
    const again = await asRecruiter("POST", `/careers/${live.id}/schedule`, {
      publish_at: new Date(Date.now() + 60_000).toISOString(),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.publish_at).toBe(ADMIN_MESSAGES.scheduleListed);
    const none = await asRecruiter("POST", "/careers/2147483647/schedule", {
      publish_at: new Date(Date.now() + 60_000).toISOString(),
    });
    expect(none.statusCode).toBe(404);
  });
});

describe("archiving an opening", () => {
  it("takes it off the careers page and the default list, lists it under Archived, and brings it back unlisted; audited", async () => {
    const career = await newCareer("Archived Role", { published: true });
    expect(await isListed(career.id)).toBe(true);
    ctx.refreshed.length = 0;
    const archived = await asRecruiter("POST", `/careers/${career.id}/archive`);
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json()).toMatchObject({ published: false, publish_at: null });
    expect(archived.json().archived_at).not.toBeNull();
    expect(ctx.refreshed).toEqual([["careers", `career:${career.id}`]]);
    expect(await isListed(career.id)).toBe(false);
    const ids = async (query: Record<string, string>) =>
      (
        (await ctx.admin("GET", "/careers", { query: { size: "100", ...query } })).json()
          .content as AdminCareer[]
      ).map((c) => c.id);
    expect(await ids({})).not.toContain(career.id);
    expect(await ids({ status: "OPEN" })).not.toContain(career.id);
    expect(await ids({ status: "ARCHIVED" })).toEqual([career.id]);
    const counts = (await asRecruiter("GET", "/careers/counts")).json();
    expect(counts.ARCHIVED).toBe(1);
    expect(counts.all).toBe(counts.OPEN + counts.CLOSED);
    // Archived, it cannot be listed or scheduled until it is unarchived.
    const relist = await asRecruiter("PUT", `/careers/${career.id}`, {
      ...CAREER,
      title: "Archived Role",
      published: true,
    });
    expect(relist.statusCode).toBe(400);
    expect(relist.json().errors.published).toBe(ADMIN_MESSAGES.careerArchived);
    const scheduled = await asRecruiter("POST", `/careers/${career.id}/schedule`, {
      publish_at: new Date(Date.now() + 60_000).toISOString(),
    });
    expect(scheduled.json().errors.publish_at).toBe(ADMIN_MESSAGES.careerArchived);

    const back = await asRecruiter("POST", `/careers/${career.id}/unarchive`);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ archived_at: null, published: false });
    expect(await ids({})).toContain(career.id);
    expect(await ids({ status: "ARCHIVED" })).toEqual([]);
    expect(await audited("career.archive", career.id)).toHaveLength(1);
    expect(await audited("career.unarchive", career.id)).toHaveLength(1);
    const editor = await ctx.sessionFor(["editor"]);
    expect(
      (await ctx.admin("POST", `/careers/${career.id}/archive`, { session: editor.token })).statusCode,
    ).toBe(403);
  });
});
