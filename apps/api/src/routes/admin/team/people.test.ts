/**
 * The team's people and keys through the API: an invitation e-mailed through a real SMTP server whose
 * link accepts once; roles that apply at the next request; removal that signs the person out at once and
 * a re-invitation that brings them back; the owner's protections; anyone's sessions; reset links; keys
 * shown once, stored hashed, scoped to their roles and revoked at once; the audit trail of each.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import {
  TEAM_MESSAGES,
  type TeamApiKey,
  type TeamInvitation,
  type TeamPerson,
  type TeamSession,
} from "@site/contract";
import { teamApiKeys, teamPasskeys, teamTokens, teamUsers } from "../../../db/schema";
import { driverClient } from "../../../db/client";
import { JOB_SCHEMA } from "../../../lib/jobs/registry";
import { sqlExecutor } from "../../../lib/jobs/sql";
import { closeDb } from "../../../test/context";
import { createAdminTestContext, type AdminTestContext } from "../admin-test-context";
import { PEOPLE_MESSAGES } from "./people.routes";
import {
  PASSWORD,
  SITE_URL,
  teamTestKit,
  teamWithMail,
  type SignedIn,
  type TeamWithMail,
} from "./team-test-kit";
import { mailLink, mailPart } from "./team-test-mail";

let team: TeamWithMail;
let ctx: AdminTestContext;
let smtp: TeamWithMail["smtp"];
beforeAll(async () => {
  ({ ctx, smtp } = team = await teamWithMail());
});
afterAll(async () => {
  await team?.close();
  await closeDb();
});

const { call, member, signIn, auditOf } = teamTestKit(() => ctx);

const newEmail = (label: string) => `${label}-${randomBytes(4).toString("hex")}@example.test`;

/** A signed-in person with these roles. */
async function signedIn(roles: string[]) {
  const who = await member(roles);
  const { token } = await signIn(who);
  return { ...who, session: token };
}

async function invite(session: string, body: { email: string; name: string; roles: string[] }) {
  const res = await call("POST", "/people/invitations", { session, body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ invitation: TeamInvitation; link: string; emailed: boolean }>();
}

async function mailTo(to: string) {
  await expect.poll(() => smtp.received.filter((m) => m.to.includes(to)).length, { timeout: 20_000 }).toBe(1);
  return smtp.received.find((m) => m.to.includes(to))!;
}

describe("invitations", () => {
  it("e-mail a link that creates the account once; a second use is 404", async () => {
    const owner = await signedIn(["owner"]);
    const email = newEmail("edith");
    const { invitation, link, emailed } = await invite(owner.session, {
      email,
      name: "Edith Editor",
      roles: ["moderator", "editor"],
    });
    expect(emailed).toBe(true);
    expect(invitation).toMatchObject({ email, name: "Edith Editor", roles: ["editor", "moderator"] });
    const days = (Date.parse(invitation.expires_at) - Date.parse(invitation.created_at)) / 86_400_000;
    expect(days).toBe(7);

    const mail = await mailTo(email);
    expect(mail.raw).toMatch(/^Subject: You are invited to the .+ team$/m);
    expect(mail.messageId).toMatch(/\.team-email@cobaltline\.example>$/);
    const text = mailPart(mail, "text/plain");
    expect(text).toContain("Hello Edith Editor,");
    expect(text).toContain("Morgan Example invited you");
    expect(text).toContain("as Editor and Moderator.");
    const html = mailPart(mail, "text/html");
    expect(html).toContain('<a href="https://team.example.test/admin/accept?token=');
    const mailed = mailLink(mail, SITE_URL);
    expect(mailed).toBe(link);
    const token = new URL(mailed).searchParams.get("token")!;

    const pending = (await call("GET", "/people/invitations", { session: owner.session })).json<
      TeamInvitation[]
    >();
    expect(pending.map((i) => i.email)).toContain(email);
    const info = await call("GET", "/auth/link", {}, { token });
    expect(info.json()).toEqual({
      kind: "invite",
      email,
      name: "Edith Editor",
      roles: ["editor", "moderator"],
    });

    const accepted = await call("POST", "/auth/accept", { body: { token, password: PASSWORD } });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const edith = accepted.json<SignedIn>();
    expect(edith.me).toMatchObject({ email, name: "Edith Editor", roles: ["editor", "moderator"] });
    expect((await call("GET", "/me", { session: edith.token })).statusCode).toBe(200);
    // Only what the roles give: comments yes, people no.
    expect((await call("GET", "/comments", { session: edith.token })).statusCode).toBe(200);
    expect((await call("GET", "/people", { session: edith.token })).statusCode).toBe(403);

    const again = await call("POST", "/auth/accept", { body: { token, password: PASSWORD } });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: TEAM_MESSAGES.linkInvalid });
    const after = (await call("GET", "/people/invitations", { session: owner.session })).json<
      TeamInvitation[]
    >();
    expect(after.map((i) => i.email)).not.toContain(email);

    const [created] = await auditOf("invitation.create", invitation.id);
    expect(created).toMatchObject({ actorUserId: owner.id, targetType: "invitation" });
    expect(JSON.parse(created!.after!)).toEqual({
      email,
      name: "Edith Editor",
      roles: ["editor", "moderator"],
    });
    expect(created!.after).not.toContain(token);
    const [acceptEntry] = await auditOf("invitation.accept", edith.me.id);
    expect(acceptEntry).toMatchObject({ actorLabel: email, actorUserId: edith.me.id });
  });

  it("an expired or withdrawn invitation link is 404; an address already on the team is 409", async () => {
    const admin = await signedIn(["administrator"]);
    const late = await invite(admin.session, { email: newEmail("late"), name: "Late", roles: ["sales"] });
    await ctx.handle.db
      .update(teamTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(teamTokens.id, late.invitation.id));
    const lateToken = new URL(late.link).searchParams.get("token")!;
    expect((await call("GET", "/auth/link", {}, { token: lateToken })).statusCode).toBe(404);
    const lateAccept = await call("POST", "/auth/accept", { body: { token: lateToken, password: PASSWORD } });
    expect(lateAccept.statusCode).toBe(404);
    expect(lateAccept.json()).toEqual({ message: TEAM_MESSAGES.linkInvalid });

    const withdrawn = await invite(admin.session, {
      email: newEmail("wd"),
      name: "Withdrawn",
      roles: ["sales"],
    });
    const revoke = await call("DELETE", `/people/invitations/${withdrawn.invitation.id}`, {
      session: admin.session,
    });
    expect(revoke.statusCode).toBe(200);
    const wdToken = new URL(withdrawn.link).searchParams.get("token")!;
    expect(
      (await call("POST", "/auth/accept", { body: { token: wdToken, password: PASSWORD } })).statusCode,
    ).toBe(404);
    expect(await auditOf("invitation.revoke", withdrawn.invitation.id)).toHaveLength(1);

    const active = await member(["sales"]);
    const dup = await call("POST", "/people/invitations", {
      session: admin.session,
      body: { email: active.email.toUpperCase(), name: "Again", roles: ["editor"] },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ message: TEAM_MESSAGES.alreadyMember });
  });

  it("without SMTP_URL nothing is enqueued: the link in the answer is the way", async () => {
    const quiet = await createAdminTestContext({ SITE_URL });
    try {
      const res = await quiet.admin("POST", "/people/invitations", {
        body: { email: newEmail("quiet"), name: "Quiet", roles: ["editor"] },
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<{ link: string; emailed: boolean }>();
      expect(body.emailed).toBe(false);
      expect(body.link).toMatch(/^https:\/\/team\.example\.test\/admin\/accept\?token=tl_/);
      const { rows } = await sqlExecutor(driverClient(quiet.handle.db)).executeSql(
        `SELECT count(*)::int AS n FROM ${JOB_SCHEMA}.job WHERE name = 'team-email' AND data->>'to' LIKE 'quiet-%'`,
      );
      expect(rows[0]!.n).toBe(0);
    } finally {
      await quiet.close();
    }
  });

  it("refuses input that is not an invitation with 400 naming the fields", async () => {
    const res = await ctx.admin("POST", "/people/invitations", { body: { email: "x", name: "", roles: [] } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errors: {
        email: TEAM_MESSAGES.emailInvalid,
        name: TEAM_MESSAGES.nameRequired,
        roles: TEAM_MESSAGES.rolesRequired,
      },
    });
  });
});

describe("roles and removal", () => {
  it("a role change applies at the person's next request and is audited with before and after", async () => {
    const admin = await signedIn(["administrator"]);
    const pat = await signedIn(["editor"]);
    expect((await call("GET", "/comments", { session: pat.session })).statusCode).toBe(403);

    const res = await call("PUT", `/people/${pat.id}/roles`, {
      session: admin.session,
      body: { roles: ["moderator"] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TeamPerson>()).toMatchObject({ id: pat.id, roles: ["moderator"], active_sessions: 1 });
    expect((await call("GET", "/comments", { session: pat.session })).statusCode).toBe(200);
    expect((await call("GET", "/blog-posts", { session: pat.session })).statusCode).toBe(403);
    const me = (await call("GET", "/me", { session: pat.session })).json();
    expect(me).toMatchObject({ roles: ["moderator"], permissions: ["comments"] });

    const [entry] = await auditOf("person.roles", pat.id);
    expect(entry).toMatchObject({ actorUserId: admin.id, targetType: "person" });
    expect(JSON.parse(entry!.before!)).toEqual({ roles: ["editor"] });
    expect(JSON.parse(entry!.after!)).toEqual({ roles: ["moderator"] });
  });

  it("removing a person ends their sessions at once; the row stays; inviting them again brings them back", async () => {
    const admin = await signedIn(["administrator"]);
    const pat = await signedIn(["editor"]);
    const phone = await signIn(pat);
    await ctx.handle.db.insert(teamPasskeys).values({
      tenantId: ctx.tenantId,
      userId: pat.id,
      credentialId: randomBytes(16).toString("base64url"),
      publicKey: Buffer.from("unused"),
      name: "Phone",
    });

    const removed = await call("DELETE", `/people/${pat.id}`, { session: admin.session });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ removed: true, ended_sessions: 2 });
    for (const token of [pat.session, phone.token]) {
      expect((await call("GET", "/me", { session: token })).statusCode).toBe(401);
    }
    const wrongNow = await call("POST", "/auth/sign-in", {
      body: { email: pat.email, password: pat.password },
    });
    expect(wrongNow.statusCode).toBe(401);
    expect(
      await ctx.handle.db.select().from(teamPasskeys).where(eq(teamPasskeys.userId, pat.id)),
    ).toHaveLength(0);

    const people = (await call("GET", "/people", { session: admin.session })).json<TeamPerson[]>();
    const row = people.find((p) => p.id === pat.id)!;
    expect(row.removed_at).not.toBeNull();
    expect(row.active_sessions).toBe(0);
    expect(people.findIndex((p) => p.id === pat.id)).toBeGreaterThan(
      people.findIndex((p) => p.id === admin.id),
    );
    const [entry] = await auditOf("person.remove", pat.id);
    expect(entry).toMatchObject({ actorUserId: admin.id });
    expect(JSON.parse(entry!.before!)).toMatchObject({ email: pat.email, roles: ["editor"] });
    expect((await call("DELETE", `/people/${pat.id}`, { session: admin.session })).statusCode).toBe(404);

    // Invited again: the same row comes back with the new roles and password.
    const again = await invite(admin.session, { email: pat.email, name: "Pat Returns", roles: ["sales"] });
    const token = new URL(again.link).searchParams.get("token")!;
    const back = await call("POST", "/auth/accept", { body: { token, password: "a new start passphrase" } });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json<SignedIn>().me).toMatchObject({
      id: pat.id,
      name: "Pat Returns",
      roles: ["sales"],
      passkeys: 0,
    });
    const [restored] = await ctx.handle.db.select().from(teamUsers).where(eq(teamUsers.id, pat.id));
    expect(restored!.removedAt).toBeNull();
  });

  it("protects the owner: only owners touch the owner role, the last owner stays, nobody removes themselves", async () => {
    const owner = await signedIn(["owner"]);
    const admin = await signedIn(["administrator"]);

    // An administrator may not make, unmake or remove an owner, nor get an owner's reset link.
    const give = await call("PUT", `/people/${admin.id}/roles`, {
      session: admin.session,
      body: { roles: ["owner"] },
    });
    expect(give.statusCode).toBe(403);
    expect(give.json()).toEqual({ message: PEOPLE_MESSAGES.ownerOnly });
    for (const [method, path, body] of [
      ["PUT", `/people/${owner.id}/roles`, { roles: ["editor"] }],
      ["DELETE", `/people/${owner.id}`, undefined],
      ["POST", `/people/${owner.id}/reset-link`, undefined],
      ["POST", "/people/invitations", { email: newEmail("o"), name: "O", roles: ["owner"] }],
      ["POST", "/keys", { name: "root", roles: ["owner"] }],
    ] as const) {
      const res = await call(method, path, { session: admin.session, body });
      expect(res.statusCode, `${method} ${path}`).toBe(403);
    }
    expect(await ctx.handle.db.select().from(teamUsers).where(eq(teamUsers.id, owner.id))).toMatchObject([
      { roles: ["owner"], removedAt: null },
    ]);

    const self = await call("DELETE", `/people/${admin.id}`, { session: admin.session });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ message: PEOPLE_MESSAGES.notYourself });

    // The tenant's only owner (other tests' owners are removed first) cannot lose the role or be removed.
    const others = await ctx.handle.db.select().from(teamUsers).where(eq(teamUsers.tenantId, ctx.tenantId));
    for (const p of others) {
      if (p.id !== owner.id && p.roles.includes("owner") && !p.removedAt) {
        expect((await ctx.admin("DELETE", `/people/${p.id}`)).statusCode).toBe(200);
      }
    }
    const demote = await ctx.admin("PUT", `/people/${owner.id}/roles`, {
      body: { roles: ["administrator"] },
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toEqual({ message: TEAM_MESSAGES.ownerProtected });
    const remove = await ctx.admin("DELETE", `/people/${owner.id}`);
    expect(remove.statusCode).toBe(409);
    expect(remove.json()).toEqual({ message: TEAM_MESSAGES.ownerProtected });

    // With a second owner, the first may step down.
    const promoted = await call("PUT", `/people/${admin.id}/roles`, {
      session: owner.session,
      body: { roles: ["owner", "administrator"] },
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    const stepDown = await call("PUT", `/people/${owner.id}/roles`, {
      session: owner.session,
      body: { roles: ["editor"] },
    });
    expect(stepDown.statusCode, stepDown.body).toBe(200);
  });
});

describe("sessions and reset links of others", () => {
  it("an administrator lists a person's sessions and ends one: that browser is signed out at once", async () => {
    const admin = await signedIn(["administrator"]);
    const pat = await signedIn(["sales"]);
    const list = await call("GET", `/people/${pat.id}/sessions`, { session: admin.session });
    expect(list.statusCode).toBe(200);
    const [session] = list.json<TeamSession[]>();
    expect(session).toMatchObject({ user_id: pat.id, current: false });
    const ended = await call("DELETE", `/sessions/${session!.id}`, { session: admin.session });
    expect(ended.statusCode).toBe(200);
    expect((await call("GET", "/me", { session: pat.session })).statusCode).toBe(401);
    expect((await call("DELETE", `/sessions/${session!.id}`, { session: admin.session })).statusCode).toBe(
      404,
    );
    expect(await auditOf("session.end", session!.id)).toMatchObject([{ actorUserId: admin.id }]);
  });

  it("a reset link made for a person works once, for one hour", async () => {
    const admin = await signedIn(["administrator"]);
    const pat = await signedIn(["sales"]);
    const res = await call("POST", `/people/${pat.id}/reset-link`, { session: admin.session });
    expect(res.statusCode, res.body).toBe(200);
    const { link, expires_at } = res.json<{ link: string; expires_at: string }>();
    expect(link).toMatch(/^https:\/\/team\.example\.test\/admin\/reset\?token=tl_/);
    expect(Date.parse(expires_at) - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(Date.parse(expires_at) - Date.now()).toBeLessThanOrEqual(60 * 60_000);
    const token = new URL(link).searchParams.get("token")!;
    const reset = await call("POST", "/auth/reset", { body: { token, password: "chosen after the link" } });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await call("GET", "/me", { session: pat.session })).statusCode).toBe(401);
    expect(
      (await call("POST", "/auth/reset", { body: { token, password: "chosen twice, refused" } })).statusCode,
    ).toBe(404);
    expect(await auditOf("person.reset_link", pat.id)).toMatchObject([{ actorUserId: admin.id }]);
  });
});

describe("keys", () => {
  it("are shown once, stored hashed, bound to their roles, and refused once revoked", async () => {
    const admin = await signedIn(["administrator"]);
    const made = await call("POST", "/keys", {
      session: admin.session,
      body: { name: "crm sync", roles: ["sales"] },
    });
    expect(made.statusCode, made.body).toBe(200);
    const { key, token } = made.json<{ key: TeamApiKey; token: string }>();
    expect(token).toMatch(/^ck_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({ name: "crm sync", roles: ["sales"], revoked_at: null, last_used_at: null });
    expect(token.startsWith(key.prefix.replace("…", ""))).toBe(true);

    const stored = await ctx.handle.db.select().from(teamApiKeys).where(eq(teamApiKeys.id, key.id));
    expect(JSON.stringify(stored)).not.toContain(token);
    const listed = await call("GET", "/keys", { session: admin.session });
    expect(listed.body).not.toContain(token);
    expect(listed.json<TeamApiKey[]>().map((k) => k.id)).toContain(key.id);

    // Its role's routes only.
    expect((await call("GET", "/leads/contact", { key: token })).statusCode).toBe(200);
    const outside = await call("GET", "/comments", { key: token });
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toEqual({ message: TEAM_MESSAGES.forbidden });
    expect((await call("GET", "/me", { key: token })).statusCode).toBe(403);

    const revoked = await call("DELETE", `/keys/${key.id}`, { session: admin.session });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json<TeamApiKey>().revoked_at).not.toBeNull();
    expect((await call("GET", "/leads/contact", { key: token })).statusCode).toBe(401);
    expect((await call("DELETE", `/keys/${key.id}`, { session: admin.session })).statusCode).toBe(404);

    const [createdEntry] = await auditOf("key.create", key.id);
    expect(createdEntry).toMatchObject({ actorUserId: admin.id, targetType: "key" });
    expect(JSON.stringify(createdEntry)).not.toContain(token);
    expect(await auditOf("key.revoke", key.id)).toMatchObject([{ actorUserId: admin.id }]);
  });

  it("an owner makes an owner key; a key with the keys permission makes keys too", async () => {
    const owner = await signedIn(["owner"]);
    const res = await call("POST", "/keys", {
      session: owner.session,
      body: { name: "deploy", roles: ["owner"] },
    });
    expect(res.statusCode).toBe(200);
    const byKey = await ctx.admin("POST", "/keys", { body: { name: "made by a key", roles: ["editor"] } });
    expect(byKey.statusCode).toBe(200);
    const [entry] = await auditOf("key.create", byKey.json<{ key: TeamApiKey }>().key.id);
    expect(entry).toMatchObject({ actorUserId: null, actorLabel: "key: tests" });
  });
});
