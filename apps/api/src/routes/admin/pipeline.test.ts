/**
 * The sales pipeline's admin API (issue 32): leads made by the public forms with where the visit came
 * from, their status, owner, notes and follow-up date, search and filters, bulk changes, the history of
 * each lead in the team's words, and the daily follow-up e-mail on a real SMTP server.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import {
  API_ERRORS,
  LEAD_MESSAGES,
  MESSAGES,
  type AdminLead,
  type AdminLeadDetail,
  type AdminLeadList,
} from "@site/contract";
import { leads } from "../../db/schema";
import { enqueueDailyFollowUps, enqueueFollowUpEmails, utcDay } from "../../lib/leads/follow-ups";
import { closeDb } from "../../test/context";
import { teamWithMail, SITE_URL, type TeamWithMail } from "./team/team-test-kit";
import { mailPart } from "./team/team-test-mail";
import type { AdminTestContext, TestSession } from "./admin-test-context";

let team: TeamWithMail;
let ctx: AdminTestContext;
let sales: TestSession;
let editor: TestSession;
const stamp = Date.now().toString(36);

beforeAll(async () => {
  team = await teamWithMail();
  ctx = team.ctx;
  sales = await ctx.sessionFor(["sales"], { name: "Sam Sales", email: `sam.${stamp}@team.example` });
  editor = await ctx.sessionFor(["editor"], { name: "Eddie Editor" });
});
afterAll(async () => {
  await team.close();
  await closeDb();
});

async function contact(last: string, extra: Record<string, string> = {}) {
  const res = await ctx.post(
    "/leads/contact-us",
    {},
    {
      first_name: "Maya",
      last_name: last,
      email: `${last.toLowerCase()}@example.com`,
      message: "We need an MVP.",
      ...extra,
    },
  );
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await ctx.handle.db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.tenantId, ctx.tenantId), eq(leads.contactLeadId, res.json().id)));
  return row!.id;
}

const list = async (query: Record<string, string> = {}) => {
  const res = await ctx.admin("GET", "/pipeline", { query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminLeadList;
};

describe("leads from the forms", () => {
  it("records where the visit came from and counts leads per source", async () => {
    const id = await contact(`Newsletter${stamp}`, {
      landing_page: "/services/mvp-development",
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "spring",
    });
    await contact(`Search${stamp}`, { landing_page: "/contact", referrer_host: "Search.Example" });
    await contact(`Direct${stamp}`);
    // The UX review form's leads enter the pipeline too, with their company.
    const ux = await ctx.post(
      "/leads/design-campaign",
      {},
      {
        full_name: `Ux ${stamp}`,
        email: `ux${stamp}@example.com`,
        website_url: "example.com",
        company: "Acme",
        utm_source: "newsletter",
      },
    );
    expect(ux.statusCode).toBe(200);

    const all = await list();
    const lead = all.content.find((l) => l.id === id)!;
    expect(lead).toMatchObject({
      origin: "contact",
      name: `Maya Newsletter${stamp}`,
      status: "new",
      owner: null,
      landing_page: "/services/mvp-development",
      referrer_host: null,
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "spring",
      source: "newsletter",
    });
    expect(all.content.find((l) => l.name === `Maya Search${stamp}`)).toMatchObject({
      referrer_host: "search.example",
      source: "search.example",
    });
    expect(all.content.find((l) => l.name === `Maya Direct${stamp}`)?.source).toBe("direct");
    expect(all.content.find((l) => l.name === `Ux ${stamp}`)).toMatchObject({
      origin: "ux-review",
      company: "Acme",
    });
    expect(all.sources).toEqual(
      expect.arrayContaining([
        { source: "newsletter", count: 2 },
        { source: "search.example", count: 1 },
        { source: "direct", count: 1 },
      ]),
    );
    expect(all.owners.map((o) => o.name)).toContain("Sam Sales");
    expect(all.owners.map((o) => o.name)).not.toContain("Eddie Editor");
  });

  it("refuses an over-long hidden field with the person's words and keeps nothing", async () => {
    const before = (await list()).totalElements;
    const res = await ctx.post(
      "/leads/contact-us",
      {},
      {
        first_name: "A",
        last_name: "B",
        email: "ab@example.com",
        message: "Hello there",
        utm_source: "x".repeat(201),
      },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ utm_source: MESSAGES.tooLong(200) });
    expect((await list()).totalElements).toBe(before);
  });

  it("drops a landing page that is not a path of the site", async () => {
    const id = await contact(`Offsite${stamp}`, { landing_page: "https://evil.example/x" });
    const res = await ctx.admin("GET", `/pipeline/${id}`);
    expect((res.json() as AdminLeadDetail).lead.landing_page).toBeNull();
  });
});

describe("working a lead", () => {
  it("moves, assigns, notes and schedules a lead, and its page tells the history in words", async () => {
    const id = await contact(`Worked${stamp}`);
    const res = await ctx.admin("PUT", `/pipeline/${id}`, {
      session: sales.token,
      body: {
        status: "qualified",
        owner_id: sales.userId,
        notes: "Budget agreed",
        follow_up_on: "2030-01-15",
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: "qualified",
      owner: { id: sales.userId, name: "Sam Sales" },
      notes: "Budget agreed",
      follow_up_on: "2030-01-15",
    } satisfies Partial<AdminLead>);

    const detail = (
      await ctx.admin("GET", `/pipeline/${id}`, { session: sales.token })
    ).json() as AdminLeadDetail;
    expect(detail.history.map((h) => `${h.action_words} by ${h.actor_name}`)).toEqual([
      "Updated by Sam Sales",
      "Sent by a visitor (contact form)",
    ]);
    expect(detail.history[0]!.changes).toEqual([
      { field: "Status", before: "new", after: "qualified" },
      { field: "Owner", before: "", after: "Sam Sales" },
      // The trail outlives an erasure: of the notes it keeps the length, never the words.
      { field: "Notes", before: "", after: "13 characters (not kept in the trail)" },
      { field: "Follow up on", before: "", after: "2030-01-15" },
    ]);
    expect(detail.history[0]!.summary).toBe("Changed status, owner, notes, follow-up date");
    // The lead is named when the trail is read, from the lead itself.
    expect(detail.history[0]!.target_title).toBe(`Maya Worked${stamp}`);

    // Notes rewritten to as many characters still read as a change.
    const rewritten = await ctx.admin("PUT", `/pipeline/${id}`, {
      session: sales.token,
      body: { notes: "Budget halved" },
    });
    expect(rewritten.statusCode, rewritten.body).toBe(200);
    const again = (
      await ctx.admin("GET", `/pipeline/${id}`, { session: sales.token })
    ).json() as AdminLeadDetail;
    expect(again.history[0]!.summary).toBe("Changed notes");
    expect(again.history[0]!.changes).toEqual([
      {
        field: "Notes",
        before: "13 characters (not kept in the trail)",
        after: "13 characters (not kept in the trail), rewritten",
      },
    ]);
    expect(JSON.stringify(again.history)).not.toContain("Budget");
  });

  it("asks the reason of a lost lead, and clears it when the lead comes back", async () => {
    const id = await contact(`Lost${stamp}`);
    const missing = await ctx.admin("PUT", `/pipeline/${id}`, { body: { status: "lost" } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      message: API_ERRORS.validation,
      errors: { lost_reason: LEAD_MESSAGES.lostReason },
    });
    const lost = await ctx.admin("PUT", `/pipeline/${id}`, {
      body: { status: "lost", lost_reason: "Chose another vendor" },
    });
    expect(lost.json()).toMatchObject({ status: "lost", lost_reason: "Chose another vendor" });
    const back = await ctx.admin("PUT", `/pipeline/${id}`, { body: { status: "contacted" } });
    expect(back.json()).toMatchObject({ status: "contacted", lost_reason: null });
  });

  it("assigns only a person with the Sales or Owner role, and answers 404 for another tenant's lead", async () => {
    const id = await contact(`Owner${stamp}`);
    const wrong = await ctx.admin("PUT", `/pipeline/${id}`, { body: { owner_id: editor.userId } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ owner_id: LEAD_MESSAGES.owner });
    const bad = await ctx.admin("PUT", `/pipeline/${id}`, { body: { follow_up_on: "next week" } });
    expect(bad.json().errors).toEqual({ follow_up_on: LEAD_MESSAGES.followUp });
    expect((await ctx.admin("PUT", "/pipeline/2147483647", { body: { status: "won" } })).statusCode).toBe(
      404,
    );
    expect((await ctx.admin("GET", "/pipeline/2147483647")).statusCode).toBe(404);
    expect((await ctx.admin("GET", "/pipeline/abc")).statusCode).toBe(400);
  });

  it("searches and filters by status, owner and source", async () => {
    const a = await contact(`Filter${stamp}`, { utm_source: `src${stamp}` });
    await ctx.admin("PUT", `/pipeline/${a}`, { body: { status: "proposal", owner_id: sales.userId } });
    const b = await contact(`Other${stamp}`, { utm_source: `src${stamp}` });
    const names = (l: AdminLeadList) => l.content.map((x) => x.id);
    expect(names(await list({ q: `filter${stamp}` }))).toEqual([a]);
    expect(names(await list({ source: `src${stamp}` }))).toEqual([b, a]);
    expect(names(await list({ source: `src${stamp}`, status: "proposal" }))).toEqual([a]);
    expect(names(await list({ source: `src${stamp}`, owner: String(sales.userId) }))).toEqual([a]);
    expect(names(await list({ source: `src${stamp}`, owner: "none" }))).toEqual([b]);
    // A search with LIKE's wildcards finds them as text.
    expect((await list({ q: "%_%" })).totalElements).toBe(0);
    const bad = await ctx.admin("GET", "/pipeline", { query: { status: "maybe" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ status: LEAD_MESSAGES.status });
  });

  it("assigns and moves many leads at once, each audited", async () => {
    const ids = [await contact(`BulkA${stamp}`), await contact(`BulkB${stamp}`)];
    const res = await ctx.admin("POST", "/pipeline/bulk", {
      body: { ids: [...ids, 2147483647], owner_id: sales.userId, status: "contacted" },
    });
    expect(res.json()).toEqual({ updated: 2, missing: [2147483647] });
    for (const id of ids) {
      const detail = (await ctx.admin("GET", `/pipeline/${id}`)).json() as AdminLeadDetail;
      expect(detail.lead).toMatchObject({ status: "contacted", owner: { name: "Sam Sales" } });
      expect(detail.history[0]!.summary).toMatch(/one of 2 at once/);
    }
    const nothing = await ctx.admin("POST", "/pipeline/bulk", { body: { ids } });
    expect(nothing.json().errors).toEqual({ status: LEAD_MESSAGES.nothingToChange });
    const lost = await ctx.admin("POST", "/pipeline/bulk", { body: { ids, status: "lost" } });
    expect(lost.json().errors).toEqual({ lost_reason: LEAD_MESSAGES.lostReason });
  });
});

describe("the daily follow-up e-mail", () => {
  it("reaches each owner on the day a lead is due, once, on the SMTP server", async () => {
    const today = new Date();
    const tomorrow = new Date(today.getTime() + 24 * 60 * 60 * 1000);
    const id = await contact(`FollowUp${stamp}`);
    await ctx.admin("PUT", `/pipeline/${id}`, {
      body: { status: "qualified", owner_id: sales.userId, follow_up_on: utcDay(tomorrow) },
    });
    const mine = () => team.smtp.received.filter((m) => m.to.includes(sales.email));
    // Today: not due yet.
    const config = { SMTP_URL: ctx.app.config.SMTP_URL, SITE_URL };
    await enqueueFollowUpEmails(ctx.handle.db, config, utcDay(today), ctx.tenantId);
    ctx.app.jobs.wake();
    await new Promise((r) => setTimeout(r, 500));
    expect(mine().filter((m) => m.raw.includes(`FollowUp${stamp}`))).toHaveLength(0);

    // The next day's job (the clock moved a day): once per day, however many instances ask.
    expect(await enqueueDailyFollowUps(ctx.handle.db, tomorrow)).toBe(true);
    expect(await enqueueDailyFollowUps(ctx.handle.db, tomorrow)).toBe(false);
    ctx.app.jobs.wake();
    await expect
      .poll(() => mine().filter((m) => m.raw.includes(`FollowUp${stamp}`)).length, { timeout: 15_000 })
      .toBe(1);
    const mail = mine().find((m) => m.raw.includes(`FollowUp${stamp}`))!;
    expect(mail.raw).toMatch(/^Subject: \d+ leads? to follow up today/m);
    const text = mailPart(mail, "text/plain");
    expect(text).toContain("Hello Sam Sales,");
    expect(text).toContain(`Maya FollowUp${stamp} (Qualified), follow up today`);
    expect(text).toContain(`${SITE_URL}/admin/leads/${id}`);
  });
});
