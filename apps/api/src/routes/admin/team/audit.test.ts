import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { TEAM_MESSAGES, type Paged, type TeamAuditEntry } from "@site/contract";
import { auditEntries, posts, teamUsers, tenants } from "../../../db/schema";
import { recordAudit } from "../../../lib/auth/audit";
import { publishScheduled } from "../../../lib/publishing/posts";
import { createApiKey } from "../../../lib/auth/keys";
import { createSession } from "../../../lib/auth/principal";
import { closeDb, newTenantId } from "../../../test/context";
import { createAdminTestContext, type AdminTestContext } from "../admin-test-context";

let ctx: AdminTestContext;
let other: AdminTestContext;
let salesKey: string;
/** Two people of the team, each signed in: their ids and the `Authorization` header of their session. */
const people: Record<"alice" | "bob", { id: number; auth: string }> = {} as never;

beforeAll(async () => {
  [ctx, other] = await Promise.all([createAdminTestContext(), createAdminTestContext()]);
  const db = ctx.handle.db;
  for (const name of ["alice", "bob"] as const) {
    const [user] = await db
      .insert(teamUsers)
      .values({ tenantId: ctx.tenantId, email: `${name}@team.example`, name, roles: ["administrator"] })
      .returning({ id: teamUsers.id });
    const session = await createSession(db, {
      tenantId: ctx.tenantId,
      userId: user!.id,
      method: "password",
      times: { idleMinutes: 60, maxHours: 12 },
    });
    people[name] = { id: user!.id, auth: `Session ${session.token}` };
  }
  ({ token: salesKey } = await createApiKey(db, { tenantId: ctx.tenantId, name: "sales", roles: ["sales"] }));

  // What each of them does, through the API (the gate records it).
  const as = (who: "alice" | "bob") => ({ token: null, headers: { authorization: people[who].auth } });
  const ok = (res: { statusCode: number; body: string }) => expect(res.statusCode, res.body).toBe(200);
  ok(await ctx.admin("PUT", "/settings", { ...as("alice"), body: { retention_days: 100 } }));
  ok(await ctx.admin("PUT", "/settings", { ...as("bob"), body: { retention_days: 200 } }));
  ok(await ctx.admin("GET", "/privacy", { ...as("bob"), query: { email: "someone@example.com" } }));
  // Dated entries (the trail is written with the database's clock; these stand for days long gone).
  for (const at of [
    "2026-01-10T23:30:00Z",
    "2026-01-11T00:30:00Z",
    "2026-01-11T23:59:59Z",
    "2026-01-12T12:00:00Z",
  ]) {
    await db.insert(auditEntries).values({
      tenantId: ctx.tenantId,
      at: new Date(at),
      actorUserId: people.alice.id,
      actorLabel: "alice@team.example",
      action: "post.publish",
      targetType: "post",
      targetId: at,
    });
  }
  // Another tenant's trail, never shown here.
  await recordAudit(other.handle.db, {
    tenantId: other.tenantId,
    actor: { label: "stranger@elsewhere.example" },
    action: "secret.other-tenant",
  });
});
afterAll(async () => {
  await ctx.close();
  await other.close();
  await closeDb();
});

async function trail(query: Record<string, string | number> = {}, token?: string) {
  const res = await ctx.admin("GET", "/audit", { query, ...(token ? { token } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Paged<TeamAuditEntry>;
}

describe("the audit trail", () => {
  it("lists entries newest first, with before and after as JSON, in pages", async () => {
    const all = await trail();
    const ats = all.content.map((e) => e.at);
    expect([...ats].sort().reverse()).toEqual(ats);
    const bobs = all.content.find((e) => e.action === "settings.update" && e.actor === "bob@team.example")!;
    expect(bobs).toMatchObject({
      actor_user_id: people.bob.id,
      target_type: "settings",
      before: { retention_days: 100 },
      after: { retention_days: 200 },
    });
    const second = await trail({ size: 1, page: 1 });
    expect(second.totalElements).toBe(all.totalElements);
    expect(second.totalPages).toBe(all.totalElements);
    expect(second.content).toEqual([all.content[1]]);
    expect(JSON.stringify(all)).not.toContain("other-tenant");
  });

  it("filters by person", async () => {
    const bob = await trail({ actor: people.bob.id });
    expect(bob.content.map((e) => e.action)).toEqual(["privacy.lookup", "settings.update"]);
    const alice = await trail({ actor: people.alice.id });
    expect(new Set(alice.content.map((e) => e.actor))).toEqual(new Set(["alice@team.example"]));
    expect(alice.content.map((e) => e.action).sort()).toEqual([
      "post.publish",
      "post.publish",
      "post.publish",
      "post.publish",
      "settings.update",
    ]);
  });

  it("filters by action", async () => {
    const lookups = await trail({ action: "privacy.lookup" });
    expect(lookups.content).toHaveLength(1);
    expect(lookups.content[0]!.actor).toBe("bob@team.example");
    expect((await trail({ action: "no.such-action" })).totalElements).toBe(0);
  });

  it("filters by dates, both ends inclusive whole days (UTC)", async () => {
    const ids = async (query: Record<string, string>) =>
      (await trail({ action: "post.publish", ...query })).content.map((e) => e.target_id);
    expect(await ids({ from: "2026-01-11", to: "2026-01-11" })).toEqual([
      "2026-01-11T23:59:59Z",
      "2026-01-11T00:30:00Z",
    ]);
    expect(await ids({ from: "2026-01-10", to: "2026-01-11" })).toHaveLength(3);
    expect(await ids({ from: "2026-01-12" })).toEqual(["2026-01-12T12:00:00Z"]);
    expect(await ids({ to: "2026-01-10" })).toEqual(["2026-01-10T23:30:00Z"]);
    // Combined with the person: only Alice published.
    expect((await trail({ action: "post.publish", actor: people.bob.id })).totalElements).toBe(0);
  });

  it("answers 400 with a message for a malformed date or a range that ends before it starts", async () => {
    const bad = await ctx.admin("GET", "/audit", { query: { from: "11/01/2026" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ from: "Use a date like 2026-01-31" });
    const backwards = await ctx.admin("GET", "/audit", { query: { from: "2026-01-12", to: "2026-01-11" } });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual({ to: "The end date is before the start date" });
    expect((await ctx.admin("GET", "/audit", { query: { actor: "alice" } })).statusCode).toBe(400);
  });

  it("reads in the team's words: the person's name, the action, the target's title and each changed field", async () => {
    const bobs = (await trail({ actor: people.bob.id, action: "settings.update" })).content[0]!;
    expect(bobs).toMatchObject({
      actor_name: "bob",
      system: false,
      action_words: "Changed the settings",
      changes: [{ field: "Retention days", before: "100", after: "200" }],
      more_changes: 0,
    });
    // A post published through the API: its title today, and the fields its publishing changed.
    const [post] = await ctx.handle.db
      .select({ id: posts.id, title: posts.title })
      .from(posts)
      .where(eq(posts.tenantId, ctx.tenantId))
      .limit(1);
    await recordAudit(ctx.handle.db, {
      tenantId: ctx.tenantId,
      actor: { label: "alice@team.example", userId: people.alice.id },
      action: "post.publish",
      targetType: "post",
      targetId: post!.id,
      before: { status: "DRAFT", tags: ["a"] },
      after: { status: "PUBLISHED", tags: ["a", "b"] },
    });
    const [published] = (await trail({ action: "post.publish", size: 1 })).content;
    expect(published).toMatchObject({
      actor_name: "alice",
      action_words: "Published",
      target_title: post!.title,
      changes: [
        { field: "Status", before: "DRAFT", after: "PUBLISHED" },
        { field: "Tags › 2", before: "", after: "b" },
      ],
    });
  });

  it("records a scheduled post's publishing under the system, with the post", async () => {
    const db = ctx.handle.db;
    const at = new Date("2026-03-01T09:00:00Z");
    const [chosen] = await db
      .select({ id: posts.id })
      .from(posts)
      .where(eq(posts.tenantId, ctx.tenantId))
      .limit(1);
    const [post] = await db
      .update(posts)
      .set({ status: "DRAFT", publishAt: at })
      .where(eq(posts.id, chosen!.id))
      .returning({ id: posts.id, title: posts.title });
    expect(
      await publishScheduled(db, { tenantId: ctx.tenantId, postId: post!.id, at, now: new Date() }),
    ).not.toBeNull();
    const [entry] = (await trail({ action: "post.publish", size: 1 })).content;
    expect(entry).toMatchObject({
      actor_user_id: null,
      actor_name: "System",
      system: true,
      target_type: "post",
      target_id: String(post!.id),
      target_title: post!.title,
      summary: "Published as scheduled for 2026-03-01 09:00 UTC",
    });
  });

  it("exports the filtered trail as CSV in the same words, and records the export", async () => {
    const res = await ctx.admin("GET", "/audit/export", {
      headers: { authorization: people.bob.auth },
      token: null,
      query: { actor: people.bob.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="audit-trail-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      '"Time (UTC)","Who","Action","Action code","Target","Target id","Title","Summary","Changes","IP address"',
    );
    expect(lines.slice(1).map((l) => l.split(",").slice(1, 4).join(","))).toEqual([
      '"bob","Looked up a person\'s data","privacy.lookup"',
      '"bob","Changed the settings","settings.update"',
    ]);
    expect(res.body).toContain('"Retention days: 100 → 200"');
    const [exported] = (await trail({ action: "audit.export" })).content;
    expect(exported).toMatchObject({ actor_name: "bob", action_words: "Exported the audit trail" });
    const bad = await ctx.admin("GET", "/audit/export", { query: { from: "yesterday" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ from: "Use a date like 2026-01-31" });
  });

  it("names the distinct actions of this tenant's trail, for the filter", async () => {
    const res = await ctx.admin("GET", "/audit/actions");
    expect(res.statusCode).toBe(200);
    const actions = res.json() as string[];
    expect(actions).toEqual([...new Set(actions)].sort());
    expect(actions).toEqual(expect.arrayContaining(["post.publish", "privacy.lookup", "settings.update"]));
    expect(actions).not.toContain("secret.other-tenant");
  });

  it("is for roles with the audit permission: a Sales key gets 403", async () => {
    for (const path of ["/audit", "/audit/actions", "/audit/export"]) {
      const res = await ctx.admin("GET", path, { token: salesKey });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(TEAM_MESSAGES.forbidden);
    }
  });

  it("has no route that changes or deletes an entry", async () => {
    const [entry] = (await trail({ size: 1 })).content;
    for (const method of ["PUT", "DELETE", "POST"] as const) {
      expect((await ctx.admin(method, `/audit/${entry!.id}`, { body: {} })).statusCode).toBe(404);
    }
  });

  it("refuses an UPDATE, DELETE or TRUNCATE even straight through the database", async () => {
    const db = ctx.handle.db;
    const [entry] = await db
      .select({ id: auditEntries.id, summary: auditEntries.summary })
      .from(auditEntries)
      .where(eq(auditEntries.tenantId, ctx.tenantId))
      .limit(1);
    const refused = async (work: Promise<unknown>) => {
      const error = await work.then(
        () => undefined,
        (e: unknown) => e as { message?: string; cause?: { message?: string } },
      );
      expect(error, "the database accepted the change").toBeDefined();
      expect(`${error!.message} ${error!.cause?.message ?? ""}`).toMatch(
        /audit entries cannot be changed or deleted/,
      );
    };
    await refused(
      db.update(auditEntries).set({ summary: "rewritten" }).where(eq(auditEntries.id, entry!.id)),
    );
    await refused(db.delete(auditEntries).where(eq(auditEntries.id, entry!.id)));
    await refused(db.execute(sql`delete from audit_entries where tenant_id = ${ctx.tenantId}`));
    await refused(db.execute(sql`truncate audit_entries`));
    await refused(db.execute(sql`truncate tenants cascade`));
    const [still] = await db.select().from(auditEntries).where(eq(auditEntries.id, entry!.id));
    expect(still!.summary).toBe(entry!.summary);
  });

  it("goes with its tenant when the tenant is deleted (the one removal the trigger allows)", async () => {
    const db = ctx.handle.db;
    const gone = newTenantId("gone");
    await db.insert(tenants).values({ id: gone, name: "Gone Ltd" });
    await recordAudit(db, { tenantId: gone, actor: { label: "system" }, action: "retention.purge" });
    await recordAudit(db, { tenantId: gone, actor: { label: "system" }, action: "retention.purge" });
    expect(await db.select().from(auditEntries).where(eq(auditEntries.tenantId, gone))).toHaveLength(2);
    await db.delete(tenants).where(eq(tenants.id, gone));
    expect(await db.select().from(auditEntries).where(eq(auditEntries.tenantId, gone))).toEqual([]);
  });
});
