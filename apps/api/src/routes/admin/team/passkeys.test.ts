/**
 * Passkeys through the API: the options' shapes, adding and removing (a person's own only; never a machine
 * key), and signing in with a passkey alone or as the second factor. Answers are made by a software
 * authenticator that signs real ES256 assertions (passkeys-test-authenticator.ts), so every check of the
 * WebAuthn library runs; Chromium's virtual authenticator proves the same in the browser test.
 */
import { randomBytes, randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/server";
import { PASSKEY_MESSAGES, TEAM_MESSAGES, type TeamMe, type TeamPasskey } from "@site/contract";
import {
  auditEntries,
  teamChallenges,
  teamPasskeys,
  teamSessions,
  teamSignInFailures,
  teamUsers,
} from "../../../db/schema";
import { hashPassword } from "../../../lib/auth/passwords";
import { createSession } from "../../../lib/auth/principal";
import { createPendingSecondFactor } from "../../../lib/auth/second-factor";
import { SIGN_IN_THROTTLE } from "../../../lib/auth/sign-in";
import { closeDb } from "../../../test/context";
import { createAdminTestContext, type AdminTestContext } from "../admin-test-context";
import { SoftAuthenticator } from "./passkeys-test-authenticator";

const SITE_URL = "https://team.example.test";
const ORIGIN = new URL(SITE_URL).origin;

let ctx: AdminTestContext;
beforeAll(async () => {
  ctx = await createAdminTestContext({ SITE_URL });
});
afterAll(async () => {
  await ctx.close();
  await closeDb();
});

/** An address of its own per call site, so the per-address throttle of one test never touches another. */
const newIp = () => `10.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`;

type Call = { body?: unknown; session?: string; key?: string; ip?: string };

function call(method: "GET" | "POST" | "DELETE", path: string, options: Call = {}) {
  const authorization = options.session
    ? `Session ${options.session}`
    : options.key
      ? `Bearer ${options.key}`
      : undefined;
  return ctx.app.inject({
    method,
    url: `/admin${path}`,
    query: { tenant_id: ctx.tenantId },
    remoteAddress: options.ip ?? "10.0.0.1",
    headers: authorization ? { authorization } : {},
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
}

type Person = { id: number; email: string; password: string; session: string; ip: string };

const PASSWORD = "correct horse battery staple";
/** Hashed once: argon2id takes its time on purpose. */
let passwordHash: Promise<string> | undefined;

/** A person of this tenant (with a password, or none) and a session of theirs. */
async function person(options: { password?: boolean } = {}): Promise<Person> {
  passwordHash ??= hashPassword(PASSWORD);
  const email = `p-${randomBytes(4).toString("hex")}@example.test`;
  const [row] = await ctx.handle.db
    .insert(teamUsers)
    .values({
      tenantId: ctx.tenantId,
      email,
      name: "Pat Example",
      roles: ["editor"],
      passwordHash: options.password === false ? null : await passwordHash,
    })
    .returning();
  const session = await createSession(ctx.handle.db, {
    tenantId: ctx.tenantId,
    userId: row!.id,
    method: "password",
    times: { idleMinutes: 60, maxHours: 8 },
  });
  return { id: row!.id, email, password: PASSWORD, session: session.token, ip: newIp() };
}

/** Adds a passkey through the API with this authenticator; returns what the API answered. */
async function addPasskey(who: Person, authenticator: SoftAuthenticator, name = "Work laptop") {
  const options = await call("POST", "/me/passkeys/options", { session: who.session });
  expect(options.statusCode).toBe(200);
  const response = authenticator.create(options.json<PublicKeyCredentialCreationOptionsJSON>());
  const added = await call("POST", "/me/passkeys/verify", {
    session: who.session,
    body: { response, name },
  });
  expect(added.statusCode).toBe(200);
  return added.json<TeamPasskey>();
}

/** The person's password at POST /auth/sign-in: for someone with a passkey, a pending second factor. */
async function pendingFor(who: Person): Promise<string> {
  const res = await call("POST", "/auth/sign-in", {
    ip: who.ip,
    body: { email: who.email, password: who.password },
  });
  expect(res.statusCode).toBe(200);
  const answer = res.json<{ second_factor?: string; pending?: string; token?: string }>();
  expect(answer).toMatchObject({ second_factor: "passkey", pending: expect.any(String) });
  expect(answer.token).toBeUndefined();
  return answer.pending!;
}

async function failuresOf(email: string): Promise<number> {
  const [row] = await ctx.handle.db
    .select({ n: count() })
    .from(teamSignInFailures)
    .where(and(eq(teamSignInFailures.tenantId, ctx.tenantId), eq(teamSignInFailures.email, email)));
  return Number(row?.n ?? 0);
}

async function failuresFrom(ip: string): Promise<number> {
  const [row] = await ctx.handle.db
    .select({ n: count() })
    .from(teamSignInFailures)
    .where(eq(teamSignInFailures.ip, ip));
  return Number(row?.n ?? 0);
}

async function auditOf(action: string, actorUserId?: number) {
  return ctx.handle.db
    .select()
    .from(auditEntries)
    .where(
      and(
        eq(auditEntries.tenantId, ctx.tenantId),
        eq(auditEntries.action, action),
        actorUserId === undefined ? undefined : eq(auditEntries.actorUserId, actorUserId),
      ),
    );
}

async function signInOptions(ip: string, pending?: string) {
  const res = await call("POST", "/auth/passkey/options", { ip, body: pending ? { pending } : {} });
  return res;
}

function expectPasskeyFailed(res: { statusCode: number; json: () => unknown }) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ message: TEAM_MESSAGES.passkeyFailed });
}

describe("POST /admin/auth/passkey/options", () => {
  it("without pending: a discoverable sign-in for SITE_URL's host, asking for user verification", async () => {
    const res = await signInOptions(newIp());
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const options = res.json<PublicKeyCredentialRequestOptionsJSON>();
    expect(options.rpId).toBe("team.example.test");
    expect(options.allowCredentials).toEqual([]);
    expect(options.userVerification).toBe("required");
    expect(options.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Stored for five minutes, for nobody in particular.
    const [row] = await ctx.handle.db
      .select()
      .from(teamChallenges)
      .where(eq(teamChallenges.id, options.challenge));
    expect(row).toMatchObject({ purpose: "sign-in", userId: null, tenantId: ctx.tenantId });
    const lifetime = row!.expiresAt.getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(4.5 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(5 * 60_000);
  });

  it("with pending: that person's passkeys only; asking again (a cancelled prompt) gives a new challenge", async () => {
    const pat = await person();
    const other = await person();
    const authenticator = new SoftAuthenticator(ORIGIN);
    const first = await addPasskey(pat, authenticator, "Phone");
    await addPasskey(pat, authenticator, "Laptop");
    await addPasskey(other, new SoftAuthenticator(ORIGIN));
    const pending = await pendingFor(pat);

    const res = await signInOptions(pat.ip, pending);
    expect(res.statusCode).toBe(200);
    const options = res.json<PublicKeyCredentialRequestOptionsJSON>();
    expect(options.allowCredentials?.map((c) => c.id).sort()).toEqual(
      authenticator.credentials.map((c) => c.id).sort(),
    );
    expect(options.allowCredentials?.[0]).toMatchObject({ type: "public-key", transports: ["internal"] });
    expect(first.name).toBe("Phone");

    const again = await signInOptions(pat.ip, pending);
    expect(again.statusCode).toBe(200);
    expect(again.json<PublicKeyCredentialRequestOptionsJSON>().challenge).not.toBe(options.challenge);
  });

  it("with an unknown or expired pending: 400, counted as a failure", async () => {
    const pat = await person();
    await addPasskey(pat, new SoftAuthenticator(ORIGIN));
    expectPasskeyFailed(await signInOptions(pat.ip, randomBytes(32).toString("base64url")));
    expect(await failuresFrom(pat.ip)).toBe(1);

    // Made six minutes ago: its five minutes are over.
    const expired = await createPendingSecondFactor(
      ctx.handle.db,
      { id: pat.id, tenantId: ctx.tenantId },
      new Date(Date.now() - 6 * 60_000),
    );
    expectPasskeyFailed(await signInOptions(pat.ip, expired));
    expect(await failuresFrom(pat.ip)).toBe(2);
  });

  it("refuses a pending that is not an id (validation)", async () => {
    const res = await signInOptions(newIp(), "short");
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: Record<string, string> }>().errors).toHaveProperty("pending");
  });
});

describe("a passkey alone", () => {
  it("signs its person in: a session (method passkey), the counter and last use kept", async () => {
    const pat = await person({ password: false });
    const authenticator = new SoftAuthenticator(ORIGIN);
    const added = await addPasskey(pat, authenticator);
    expect(added.last_used_at).toBeNull();
    // An earlier slip, wiped by the success below.
    await ctx.handle.db
      .insert(teamSignInFailures)
      .values({ tenantId: ctx.tenantId, email: pat.email, ip: pat.ip });

    const options = (await signInOptions(pat.ip)).json<PublicKeyCredentialRequestOptionsJSON>();
    const res = await call("POST", "/auth/passkey/verify", {
      ip: pat.ip,
      body: { response: authenticator.get(options) },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ token: string; expires_at: string; me: TeamMe }>();
    expect(body.me).toMatchObject({ id: pat.id, email: pat.email, has_password: false, passkeys: 1 });
    expect(new Date(body.expires_at).getTime()).toBeGreaterThan(Date.now());

    // The new session works, and it says how the person proved who they are.
    const list = await call("GET", "/me/passkeys", { session: body.token });
    expect(list.statusCode).toBe(200);
    const [passkey] = list.json<TeamPasskey[]>();
    expect(passkey!.last_used_at).not.toBeNull();
    const [stored] = await ctx.handle.db.select().from(teamPasskeys).where(eq(teamPasskeys.id, added.id));
    expect(stored!.counter).toBe(1);
    const sessions = await ctx.handle.db.select().from(teamSessions).where(eq(teamSessions.userId, pat.id));
    expect(sessions.map((s) => s.method).sort()).toEqual(["passkey", "password"]);
    expect(await auditOf("sign_in", pat.id)).toHaveLength(1);
    expect(await failuresOf(pat.email)).toBe(0);
  });

  it("a replayed answer (its challenge already used) is 400 and a recorded failure", async () => {
    const pat = await person();
    const authenticator = new SoftAuthenticator(ORIGIN);
    await addPasskey(pat, authenticator);
    const options = (await signInOptions(pat.ip)).json<PublicKeyCredentialRequestOptionsJSON>();
    const response = authenticator.get(options);
    expect((await call("POST", "/auth/passkey/verify", { ip: pat.ip, body: { response } })).statusCode).toBe(
      200,
    );

    const replay = await call("POST", "/auth/passkey/verify", { ip: pat.ip, body: { response } });
    expectPasskeyFailed(replay);
    expect(await failuresOf(pat.email)).toBe(1);
    const [entry] = await auditOf("sign_in.failure", pat.id);
    expect(entry).toMatchObject({ actorLabel: pat.email, ip: pat.ip });
    expect(entry!.summary).toMatch(/challenge/);
  });

  it("a copied authenticator (its counter not moving forward) is refused", async () => {
    const pat = await person();
    const authenticator = new SoftAuthenticator(ORIGIN);
    await addPasskey(pat, authenticator);
    const signIn = async () => {
      const options = (await signInOptions(pat.ip)).json<PublicKeyCredentialRequestOptionsJSON>();
      return call("POST", "/auth/passkey/verify", {
        ip: pat.ip,
        body: { response: authenticator.get(options) },
      });
    };
    expect((await signIn()).statusCode).toBe(200);
    expect((await signIn()).statusCode).toBe(200);
    authenticator.credentials[0]!.counter = 0;
    expectPasskeyFailed(await signIn());
    expect(await failuresOf(pat.email)).toBe(1);
  });

  it("an answer to a challenge the API never gave is 400 and a recorded failure", async () => {
    const pat = await person();
    const authenticator = new SoftAuthenticator(ORIGIN);
    await addPasskey(pat, authenticator);
    const response = authenticator.get({
      challenge: randomBytes(32).toString("base64url"),
      rpId: "team.example.test",
      allowCredentials: [],
    });
    expectPasskeyFailed(await call("POST", "/auth/passkey/verify", { ip: pat.ip, body: { response } }));
    expect(await failuresOf(pat.email)).toBe(1);
  });

  it("an answer after the challenge's five minutes is 400 and a recorded failure", async () => {
    const pat = await person();
    const authenticator = new SoftAuthenticator(ORIGIN);
    await addPasskey(pat, authenticator);
    const options = (await signInOptions(pat.ip)).json<PublicKeyCredentialRequestOptionsJSON>();
    await ctx.handle.db
      .update(teamChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(teamChallenges.id, options.challenge));
    const res = await call("POST", "/auth/passkey/verify", {
      ip: pat.ip,
      body: { response: authenticator.get(options) },
    });
    expectPasskeyFailed(res);
    expect(await failuresOf(pat.email)).toBe(1);
  });

  it("is refused when signed for another site, by an unknown passkey, without verification, or for a removed person", async () => {
    const pat = await person();
    const authenticator = new SoftAuthenticator(ORIGIN);
    await addPasskey(pat, authenticator);
    const verify = async (make: (o: PublicKeyCredentialRequestOptionsJSON) => unknown) => {
      const options = (await signInOptions(pat.ip)).json<PublicKeyCredentialRequestOptionsJSON>();
      return call("POST", "/auth/passkey/verify", { ip: pat.ip, body: { response: make(options) } });
    };

    // A look-alike site relaying the challenge: the browser writes its own origin, which is not ours.
    expectPasskeyFailed(await verify((o) => authenticator.get(o, undefined, "https://team.example.evil")));
    // A passkey this API never registered.
    const stranger = new SoftAuthenticator(ORIGIN);
    stranger.create({
      rp: { id: "team.example.test", name: "x" },
      user: { id: "dGVhbS05OTk", name: "x", displayName: "x" },
      challenge: "AAAA",
      pubKeyCredParams: [{ type: "public-key", alg: -7 }],
    });
    const unknown = await verify((o) => stranger.get(o));
    expectPasskeyFailed(unknown);
    // Presence without verification is not enough when the passkey is the only proof.
    authenticator.userVerified = false;
    expectPasskeyFailed(await verify((o) => authenticator.get(o)));
    authenticator.userVerified = true;
    expect(await failuresOf(pat.email)).toBe(2);
    expect(await failuresFrom(pat.ip)).toBe(3);

    await ctx.handle.db.update(teamUsers).set({ removedAt: new Date() }).where(eq(teamUsers.id, pat.id));
    expectPasskeyFailed(await verify((o) => authenticator.get(o)));
    expect(await failuresFrom(pat.ip)).toBe(4);
  });

  it("a malformed answer is 400 and counts for the address", async () => {
    const ip = newIp();
    for (const body of [{}, { response: "x" }, { response: { id: "a", type: "public-key" } }]) {
      expectPasskeyFailed(await call("POST", "/auth/passkey/verify", { ip, body }));
    }
    expect(await failuresFrom(ip)).toBe(3);
  });

  it("a throttled account gets 429 before its answer is checked; a throttled address too", async () => {
    const pat = await person();
    const authenticator = new SoftAuthenticator(ORIGIN);
    await addPasskey(pat, authenticator);
    const options = (await signInOptions(pat.ip)).json<PublicKeyCredentialRequestOptionsJSON>();
    await ctx.handle.db.insert(teamSignInFailures).values(
      Array.from({ length: SIGN_IN_THROTTLE.perAccount }, () => ({
        tenantId: ctx.tenantId,
        email: pat.email,
        ip: "192.0.2.1",
      })),
    );
    const res = await call("POST", "/auth/passkey/verify", {
      ip: pat.ip,
      body: { response: authenticator.get(options) },
    });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ message: TEAM_MESSAGES.throttled });
    // Not counted again, and the challenge was not spent.
    expect(await failuresOf(pat.email)).toBe(SIGN_IN_THROTTLE.perAccount);
    const [left] = await ctx.handle.db
      .select()
      .from(teamChallenges)
      .where(eq(teamChallenges.id, options.challenge));
    expect(left).toBeDefined();

    const busy = newIp();
    await ctx.handle.db.insert(teamSignInFailures).values(
      Array.from({ length: SIGN_IN_THROTTLE.perAddress }, (_, i) => ({
        tenantId: ctx.tenantId,
        email: `someone-${i}@example.test`,
        ip: busy,
      })),
    );
    const fromBusy = await signInOptions(busy);
    expect(fromBusy.statusCode).toBe(429);
  });
});

describe("a passkey as the second factor", () => {
  it("finishes the sign-in its password started (method password+passkey); the pending is then spent", async () => {
    const pat = await person();
    const authenticator = new SoftAuthenticator(ORIGIN);
    await addPasskey(pat, authenticator);
    const pending = await pendingFor(pat);
    const options = (await signInOptions(pat.ip, pending)).json<PublicKeyCredentialRequestOptionsJSON>();
    // The password was the first proof: presence alone is asked for.
    expect(options.userVerification).toBe("preferred");
    authenticator.userVerified = false;
    const res = await call("POST", "/auth/passkey/verify", {
      ip: pat.ip,
      body: { response: authenticator.get(options), pending },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ me: TeamMe }>().me.id).toBe(pat.id);
    const sessions = await ctx.handle.db.select().from(teamSessions).where(eq(teamSessions.userId, pat.id));
    expect(sessions.map((s) => s.method).sort()).toEqual(["password", "password+passkey"]);

    expectPasskeyFailed(await signInOptions(pat.ip, pending));
  });

  it("refuses another person's passkey, and a second-factor answer sent as a passkey alone", async () => {
    const pat = await person();
    const sam = await person();
    const pats = new SoftAuthenticator(ORIGIN);
    const sams = new SoftAuthenticator(ORIGIN);
    await addPasskey(pat, pats);
    await addPasskey(sam, sams);

    const pending = await pendingFor(pat);
    const options = (await signInOptions(pat.ip, pending)).json<PublicKeyCredentialRequestOptionsJSON>();
    const samsAnswer = sams.get({ ...options, allowCredentials: [] });
    expectPasskeyFailed(
      await call("POST", "/auth/passkey/verify", { ip: pat.ip, body: { response: samsAnswer, pending } }),
    );
    // Counted against the account being signed into, not the passkey's owner.
    expect(await failuresOf(pat.email)).toBe(1);
    expect(await failuresOf(sam.email)).toBe(0);

    // Without its pending id, the second factor's challenge finishes nothing.
    const pending2 = await pendingFor(pat);
    const options2 = (await signInOptions(pat.ip, pending2)).json<PublicKeyCredentialRequestOptionsJSON>();
    expectPasskeyFailed(
      await call("POST", "/auth/passkey/verify", { ip: pat.ip, body: { response: pats.get(options2) } }),
    );
    // Pat's right password (pendingFor) wiped the earlier failure; this one counts.
    expect(await failuresOf(pat.email)).toBe(1);
  });
});

describe("/admin/me/passkeys", () => {
  it("registration options: the person, a resident key, their passkeys excluded", async () => {
    const pat = await person();
    const authenticator = new SoftAuthenticator(ORIGIN);
    await addPasskey(pat, authenticator);
    const res = await call("POST", "/me/passkeys/options", { session: pat.session });
    expect(res.statusCode).toBe(200);
    const options = res.json<PublicKeyCredentialCreationOptionsJSON>();
    expect(options.rp).toEqual({ id: "team.example.test", name: expect.any(String) });
    expect(options.user).toMatchObject({ name: pat.email, displayName: "Pat Example" });
    // The user handle is the person's id, never their address.
    expect(Buffer.from(options.user.id, "base64url").toString()).toBe(`team-${pat.id}`);
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: "required",
      requireResidentKey: true,
    });
    expect(options.excludeCredentials?.map((c) => c.id)).toEqual([authenticator.credentials[0]!.id]);
    expect(options.attestation).toBe("none");
  });

  it("adds, lists and removes a passkey; both are in the audit trail", async () => {
    const pat = await person();
    const added = await addPasskey(pat, new SoftAuthenticator(ORIGIN), "  Work laptop  ");
    expect(added).toMatchObject({ name: "Work laptop", last_used_at: null });
    const list = await call("GET", "/me/passkeys", { session: pat.session });
    expect(list.json()).toEqual([added]);
    const [add] = await auditOf("passkey.add", pat.id);
    expect(add).toMatchObject({ targetType: "passkey", targetId: String(added.id), summary: "Work laptop" });

    const removed = await call("DELETE", `/me/passkeys/${added.id}`, { session: pat.session });
    expect(removed.statusCode).toBe(200);
    expect((await call("GET", "/me/passkeys", { session: pat.session })).json()).toEqual([]);
    const [remove] = await auditOf("passkey.remove", pat.id);
    expect(remove).toMatchObject({ targetType: "passkey", targetId: String(added.id) });
  });

  it("another person's passkey is 404 (and stays)", async () => {
    const pat = await person();
    const sam = await person();
    const sams = await addPasskey(sam, new SoftAuthenticator(ORIGIN));
    const res = await call("DELETE", `/me/passkeys/${sams.id}`, { session: pat.session });
    expect(res.statusCode).toBe(404);
    expect((await call("GET", "/me/passkeys", { session: sam.session })).json()).toEqual([sams]);
  });

  it("a person without a password keeps their last passkey (409)", async () => {
    const pat = await person({ password: false });
    const authenticator = new SoftAuthenticator(ORIGIN);
    const one = await addPasskey(pat, authenticator, "One");
    const last = await call("DELETE", `/me/passkeys/${one.id}`, { session: pat.session });
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ message: PASSKEY_MESSAGES.lastWayIn });
    const two = await addPasskey(pat, authenticator, "Two");
    expect((await call("DELETE", `/me/passkeys/${one.id}`, { session: pat.session })).statusCode).toBe(200);
    expect((await call("GET", "/me/passkeys", { session: pat.session })).json()).toEqual([two]);
  });

  it("refuses an answer made for another site, a reused challenge, another person's challenge and no name", async () => {
    const pat = await person();
    const sam = await person();
    const authenticator = new SoftAuthenticator(ORIGIN);
    const fresh = async (who: Person) =>
      (
        await call("POST", "/me/passkeys/options", { session: who.session })
      ).json<PublicKeyCredentialCreationOptionsJSON>();

    const elsewhere = authenticator.create(await fresh(pat), "https://team.example.evil");
    const res = await call("POST", "/me/passkeys/verify", {
      session: pat.session,
      body: { response: elsewhere, name: "Laptop" },
    });
    expectPasskeyFailed(res);

    const options = await fresh(pat);
    const unnamed = await call("POST", "/me/passkeys/verify", {
      session: pat.session,
      body: { response: authenticator.create(options), name: "   " },
    });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json<{ errors: Record<string, string> }>().errors).toEqual({
      name: PASSKEY_MESSAGES.nameRequired,
    });

    const response = authenticator.create(options);
    expect(
      (await call("POST", "/me/passkeys/verify", { session: pat.session, body: { response, name: "A" } }))
        .statusCode,
    ).toBe(200);
    const again = authenticator.create(options);
    expectPasskeyFailed(
      await call("POST", "/me/passkeys/verify", {
        session: pat.session,
        body: { response: again, name: "B" },
      }),
    );

    // Sam answering Pat's challenge.
    const patsOptions = await fresh(pat);
    expectPasskeyFailed(
      await call("POST", "/me/passkeys/verify", {
        session: sam.session,
        body: { response: authenticator.create(patsOptions), name: "C" },
      }),
    );
    expect((await call("GET", "/me/passkeys", { session: sam.session })).json()).toEqual([]);
    // Adding a passkey is not a sign-in: nothing counted against anyone.
    expect(await failuresOf(pat.email)).toBe(0);
  });

  it("a machine key has no passkeys: 403 on every route; no credential at all is 401", async () => {
    for (const [method, path] of [
      ["GET", "/me/passkeys"],
      ["POST", "/me/passkeys/options"],
      ["POST", "/me/passkeys/verify"],
      ["DELETE", "/me/passkeys/1"],
    ] as const) {
      const res = await call(method, path, { key: ctx.adminKey, body: method === "POST" ? {} : undefined });
      expect(res.statusCode, `${method} ${path}`).toBe(403);
      expect(res.json()).toMatchObject({ message: TEAM_MESSAGES.forbidden });
      expect((await call(method, path)).statusCode).toBe(401);
    }
  });
});
