/**
 * Passkeys (WebAuthn, with @simplewebauthn/server): a person adds them on their account page and then signs
 * in with one instead of a password (a discoverable credential: no e-mail typed), or with one as the second
 * factor after their password (POST /auth/sign-in answers `{second_factor: "passkey", pending}`).
 *
 * The relying party is the site the team signs in on: its ID is SITE_URL's host name and the only origin
 * accepted is SITE_URL's origin, so a passkey made for the site cannot be used through any other address.
 *
 * Challenges are rows of team_challenges, five minutes, single use (deleted when an answer comes, whether
 * it proves anything or not). Their id is the challenge itself, except the second factor's, which is keyed
 * by the pending sign-in (`2f:` + its SHA-256), so only whoever holds the pending id can finish it and the
 * person may retry after cancelling the browser's prompt.
 *
 * Every failed passkey sign-in answers 400 TEAM_MESSAGES.passkeyFailed and counts for the sign-in throttle
 * like a wrong password (lib/auth/sign-in.ts); an account or address already over the limit gets 429
 * before anything is verified.
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from "fastify";
import { and, asc, eq, gt, inArray, isNull, lt } from "drizzle-orm";
import { z } from "zod";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import {
  PASSKEY_MESSAGES,
  TEAM_MESSAGES,
  idParamSchema,
  passkeyOptionsRequestSchema,
  passkeyRegisterRequestSchema,
  passkeySignInRequestSchema,
  tenantQuerySchema,
  type TeamPasskey,
} from "@site/contract";
import type { Db } from "../../../db/client";
import { teamChallenges, teamPasskeys, teamSignInFailures, teamUsers, tenants } from "../../../db/schema";
import { toTeamMe } from "../../../lib/auth/people";
import { pendingSecondFactor } from "../../../lib/auth/second-factor";
import { recordSignInFailure, completeSignIn, signInThrottled } from "../../../lib/auth/sign-in";
import { tokenHash } from "../../../lib/auth/tokens";
import { HttpError, notFound, parseInput } from "../../../lib/http-error";
import { docs } from "../../../lib/docs";
import { doc, isUniqueViolation } from "../shared";

/** How long the browser's prompt may take, and how long a challenge waits for its answer. */
const CHALLENGE_MS = 5 * 60_000;

/** The throttle's account name for a failure whose passkey names nobody: it counts for the address only. */
const UNKNOWN_ACCOUNT = "(unknown passkey)";

const TRANSPORTS: readonly string[] = ["ble", "cable", "hybrid", "internal", "nfc", "smart-card", "usb"];

type Person = typeof teamUsers.$inferSelect;

/** The relying party: SITE_URL's host name and origin (where the team's pages are). */
export function relyingParty(siteUrl: string): { rpID: string; origin: string } {
  const url = new URL(siteUrl);
  return { rpID: url.hostname, origin: url.origin };
}

/**
 * The WebAuthn user handle of a person: their id, never their address (authenticators may show or sync it).
 * A discoverable credential hands it back at sign-in, where it must name the passkey's owner.
 */
function userHandle(userId: number): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(`team-${userId}`);
}

/** The challenge the browser signed, read from clientDataJSON (base64url JSON), or null when unreadable. */
function signedChallenge(clientDataJSON: string): string | null {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, "base64url").toString("utf8")) as unknown;
    const challenge = (data as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === "string" && challenge.length > 0 && challenge.length <= 200
      ? challenge
      : null;
  } catch {
    return null;
  }
}

function transportsOf(list: readonly string[] | undefined): AuthenticatorTransportFuture[] {
  return (list ?? []).filter((t) => TRANSPORTS.includes(t)) as AuthenticatorTransportFuture[];
}

const secondFactorKey = (pending: string) => `2f:${tokenHash(pending)}`;

/** Challenges of this module past their five minutes are of no use to anyone: removed as new ones come. */
async function pruneChallenges(db: Db, now: Date) {
  await db
    .delete(teamChallenges)
    .where(and(inArray(teamChallenges.purpose, ["register", "sign-in"]), lt(teamChallenges.expiresAt, now)));
}

/** Takes (deletes) a challenge row; null when there is none or it has expired. */
async function takeChallenge(
  db: Db,
  where: { id: string; tenantId: string; purpose: "register" | "sign-in" },
  now = new Date(),
) {
  const [row] = await db
    .delete(teamChallenges)
    .where(
      and(
        eq(teamChallenges.id, where.id),
        eq(teamChallenges.tenantId, where.tenantId),
        eq(teamChallenges.purpose, where.purpose),
      ),
    )
    .returning();
  return row && row.expiresAt > now ? row : null;
}

async function activePerson(db: Db, tenantId: string, userId: number): Promise<Person | undefined> {
  const [person] = await db
    .select()
    .from(teamUsers)
    .where(and(eq(teamUsers.tenantId, tenantId), eq(teamUsers.id, userId), isNull(teamUsers.removedAt)))
    .limit(1);
  return person;
}

async function passkeysOf(db: Db, tenantId: string, userId: number) {
  return db
    .select()
    .from(teamPasskeys)
    .where(and(eq(teamPasskeys.tenantId, tenantId), eq(teamPasskeys.userId, userId)))
    .orderBy(asc(teamPasskeys.createdAt), asc(teamPasskeys.id));
}

function toTeamPasskey(row: typeof teamPasskeys.$inferSelect): TeamPasskey {
  return {
    id: row.id,
    name: row.name,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  };
}

function tenantOf(request: FastifyRequest): string {
  return parseInput(tenantQuerySchema, request.query ?? {}).tenant_id;
}

const failed = () => new HttpError(400, TEAM_MESSAGES.passkeyFailed);

/** /admin/auth/passkey/*: sign-in with a passkey, alone or after a password. No session needed. */
export const passkeyPublicRoutes: FastifyPluginAsync = async (app: FastifyInstance) => {
  const { db, config } = app;
  const rp = relyingParty(config.SITE_URL);

  /** Counts a failed passkey sign-in (throttle and audit trail) and answers 400. */
  async function fail(
    request: FastifyRequest,
    tenantId: string,
    who: { email: string; userId?: number | null } | null,
    reason: string,
  ): Promise<never> {
    await recordSignInFailure(db, request, {
      tenantId,
      email: who?.email ?? UNKNOWN_ACCOUNT,
      userId: who?.userId ?? null,
      reason: `Passkey: ${reason}`,
    });
    throw failed();
  }

  app.post(
    "/passkey/options",
    {
      schema: docs({
        summary:
          "Starts a passkey sign-in: without `pending`, any passkey of the site (discoverable); with it, one of that person's passkeys as the second factor",
        tags: ["team"],
        body: passkeyOptionsRequestSchema,
        response: z.unknown(),
        errors: [400, 429],
      }),
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const tenantId = tenantOf(request);
      const { pending } = parseInput(passkeyOptionsRequestSchema, request.body ?? {});
      const now = new Date();
      await pruneChallenges(db, now);

      if (!pending) {
        if (await signInThrottled(db, tenantId, UNKNOWN_ACCOUNT, request.ip, now)) {
          throw new HttpError(429, TEAM_MESSAGES.throttled);
        }
        const options = await generateAuthenticationOptions({
          rpID: rp.rpID,
          allowCredentials: [],
          // The passkey is the only proof here, so it must check it is its owner (PIN, fingerprint).
          userVerification: "required",
          timeout: CHALLENGE_MS,
        });
        await db.insert(teamChallenges).values({
          id: options.challenge,
          tenantId,
          purpose: "sign-in",
          userId: null,
          challenge: options.challenge,
          expiresAt: new Date(now.getTime() + CHALLENGE_MS),
        });
        return options;
      }

      // The second factor. The pending sign-in is taken the first time; its challenge row then stands for
      // it, so asking again (the person cancelled the prompt) gives a fresh challenge until it expires.
      const key = secondFactorKey(pending);
      let userId: number | null = null;
      let expiresAt = new Date(now.getTime() + CHALLENGE_MS);
      const person = await pendingSecondFactor(db, pending, now);
      if (person && person.tenantId === tenantId) {
        userId = person.id;
      } else if (!person) {
        const [mine] = await db
          .select()
          .from(teamChallenges)
          .where(
            and(
              eq(teamChallenges.id, key),
              eq(teamChallenges.tenantId, tenantId),
              eq(teamChallenges.purpose, "sign-in"),
              gt(teamChallenges.expiresAt, now),
            ),
          )
          .limit(1);
        if (mine?.userId) {
          userId = mine.userId;
          expiresAt = mine.expiresAt;
        }
      }
      const owner = userId === null ? undefined : await activePerson(db, tenantId, userId);
      if (!owner) {
        return fail(
          request,
          tenantId,
          person ? { email: person.email, userId: person.id } : null,
          "pending sign-in unknown or expired",
        );
      }
      if (await signInThrottled(db, tenantId, owner.email, request.ip, now)) {
        throw new HttpError(429, TEAM_MESSAGES.throttled);
      }
      const keys = await passkeysOf(db, tenantId, owner.id);
      if (keys.length === 0)
        return fail(request, tenantId, { email: owner.email, userId: owner.id }, "no passkey");
      const options = await generateAuthenticationOptions({
        rpID: rp.rpID,
        allowCredentials: keys.map((k) => ({ id: k.credentialId, transports: transportsOf(k.transports) })),
        // The password was the first proof; the passkey's presence is the second.
        userVerification: "preferred",
        timeout: CHALLENGE_MS,
      });
      await db
        .insert(teamChallenges)
        .values({
          id: key,
          tenantId,
          purpose: "sign-in",
          userId: owner.id,
          challenge: options.challenge,
          expiresAt,
        })
        .onConflictDoUpdate({ target: teamChallenges.id, set: { challenge: options.challenge } });
      return options;
    },
  );

  app.post(
    "/passkey/verify",
    {
      schema: docs({
        summary:
          "Finishes a passkey sign-in (alone, or with `pending` as the second factor): starts a session and answers its token",
        tags: ["team"],
        body: passkeySignInRequestSchema,
        response: z.unknown(),
        errors: [400, 429],
      }),
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const tenantId = tenantOf(request);
      const now = new Date();
      const parsed = passkeySignInRequestSchema.safeParse(request.body ?? {});
      if (!parsed.success) return fail(request, tenantId, null, "malformed answer");
      const { response, pending } = parsed.data;

      // Whose account this attempt is on, known before anything is verified, so that an account over the
      // throttle's limit is refused without learning whether this attempt would have been right: for a
      // second factor, the person of the pending sign-in; for a passkey alone, the passkey's owner.
      const [passkey] = await db
        .select()
        .from(teamPasskeys)
        .where(and(eq(teamPasskeys.tenantId, tenantId), eq(teamPasskeys.credentialId, response.id)))
        .limit(1);
      const owner = passkey ? await activePerson(db, tenantId, passkey.userId) : undefined;
      let account = owner;
      if (pending) {
        const [waiting] = await db
          .select({ userId: teamChallenges.userId })
          .from(teamChallenges)
          .where(and(eq(teamChallenges.id, secondFactorKey(pending)), eq(teamChallenges.tenantId, tenantId)))
          .limit(1);
        account = waiting?.userId ? await activePerson(db, tenantId, waiting.userId) : undefined;
      }
      if (await signInThrottled(db, tenantId, account?.email ?? UNKNOWN_ACCOUNT, request.ip, now)) {
        throw new HttpError(429, TEAM_MESSAGES.throttled);
      }
      const who = account ? { email: account.email, userId: account.id } : null;

      const challengeId = pending
        ? secondFactorKey(pending)
        : signedChallenge(response.response.clientDataJSON);
      const challenge = challengeId
        ? await takeChallenge(db, { id: challengeId, tenantId, purpose: "sign-in" }, now)
        : null;
      if (!challenge) return fail(request, tenantId, who, "challenge unknown, used or expired");
      // A second factor's challenge names its person; a passkey alone's names nobody.
      if (pending ? challenge.userId === null : challenge.userId !== null) {
        return fail(request, tenantId, who, "challenge of another kind of sign-in");
      }
      if (!passkey) return fail(request, tenantId, who, "unknown passkey");
      if (!owner) return fail(request, tenantId, who, "person removed");
      if (challenge.userId !== null && challenge.userId !== owner.id) {
        return fail(request, tenantId, who, "passkey of another person");
      }
      const handle = response.response.userHandle;
      if (handle && handle !== Buffer.from(userHandle(owner.id)).toString("base64url")) {
        return fail(request, tenantId, who, "user handle of another person");
      }

      let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
      try {
        verification = await verifyAuthenticationResponse({
          response: response as unknown as AuthenticationResponseJSON,
          expectedChallenge: challenge.challenge,
          expectedOrigin: rp.origin,
          expectedRPID: rp.rpID,
          credential: {
            id: passkey.credentialId,
            publicKey: new Uint8Array(passkey.publicKey),
            counter: passkey.counter,
            transports: transportsOf(passkey.transports),
          },
          requireUserVerification: !pending,
        });
      } catch (err) {
        request.log.info({ err: (err as Error).message }, "passkey sign-in refused");
        return fail(request, tenantId, who, "not verified");
      }
      if (!verification.verified) return fail(request, tenantId, who, "not verified");

      await db
        .update(teamPasskeys)
        .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: now })
        .where(eq(teamPasskeys.id, passkey.id));
      // As after a right password: the account's failures are wiped, the next slip does not start at nine.
      await db
        .delete(teamSignInFailures)
        .where(and(eq(teamSignInFailures.tenantId, tenantId), eq(teamSignInFailures.email, owner.email)));
      const session = await completeSignIn(app, request, owner, pending ? "password+passkey" : "passkey");
      return { ...session, me: await toTeamMe(db, owner) };
    },
  );
};

/** /admin/me/passkeys: a signed-in person's own passkeys (never a machine key's: "self"). */
export const passkeyGatedRoutes: FastifyPluginAsync = async (app: FastifyInstance) => {
  const { db, config } = app;
  const rp = relyingParty(config.SITE_URL);

  const me = (request: FastifyRequest) => {
    const p = request.principal;
    // "self" routes let only people through (lib/auth/access.ts); this narrows the type.
    if (p?.kind !== "user") throw new HttpError(403, TEAM_MESSAGES.forbidden);
    return p;
  };

  app.get("/me/passkeys", doc("Your passkeys", "self"), async (request): Promise<TeamPasskey[]> => {
    const p = me(request);
    return (await passkeysOf(db, p.tenantId, p.userId)).map(toTeamPasskey);
  });

  app.post(
    "/me/passkeys/options",
    doc("Starts adding a passkey to your account", "self", { audit: false }),
    async (request) => {
      const p = me(request);
      const now = new Date();
      await pruneChallenges(db, now);
      const [tenant] = await db
        .select({ name: tenants.name })
        .from(tenants)
        .where(eq(tenants.id, p.tenantId));
      const existing = await passkeysOf(db, p.tenantId, p.userId);
      const options = await generateRegistrationOptions({
        rpName: tenant?.name ?? "Team",
        rpID: rp.rpID,
        userName: p.email,
        userDisplayName: p.name,
        userID: userHandle(p.userId),
        timeout: CHALLENGE_MS,
        attestationType: "none",
        // The same authenticator twice would be one passkey under two names.
        excludeCredentials: existing.map((k) => ({
          id: k.credentialId,
          transports: transportsOf(k.transports),
        })),
        // Discoverable (resident) credentials: the passkey alone signs in, with no e-mail typed.
        authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
      });
      await db.insert(teamChallenges).values({
        id: options.challenge,
        tenantId: p.tenantId,
        purpose: "register",
        userId: p.userId,
        challenge: options.challenge,
        expiresAt: new Date(now.getTime() + CHALLENGE_MS),
      });
      return options;
    },
  );

  app.post(
    "/me/passkeys/verify",
    doc("Adds the passkey the browser made to your account", "self", { audit: "passkey.add" }),
    async (request): Promise<TeamPasskey> => {
      const p = me(request);
      const { response, name } = parseInput(passkeyRegisterRequestSchema, request.body ?? {});
      const challengeId = signedChallenge(response.response.clientDataJSON);
      const challenge = challengeId
        ? await takeChallenge(db, { id: challengeId, tenantId: p.tenantId, purpose: "register" })
        : null;
      if (!challenge || challenge.userId !== p.userId) throw failed();

      let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
      try {
        verification = await verifyRegistrationResponse({
          response: response as unknown as RegistrationResponseJSON,
          expectedChallenge: challenge.challenge,
          expectedOrigin: rp.origin,
          expectedRPID: rp.rpID,
          // Presence is enough to add one; a sign-in with the passkey alone asks for verification.
          requireUserVerification: false,
        });
      } catch (err) {
        request.log.info({ err: (err as Error).message }, "passkey registration refused");
        throw failed();
      }
      if (!verification.verified) throw failed();
      const { credential } = verification.registrationInfo;
      try {
        const [row] = await db
          .insert(teamPasskeys)
          .values({
            tenantId: p.tenantId,
            userId: p.userId,
            credentialId: credential.id,
            publicKey: Buffer.from(credential.publicKey),
            counter: credential.counter,
            transports: transportsOf(credential.transports ?? response.response.transports),
            name,
          })
          .returning();
        const added = toTeamPasskey(row!);
        request.auditChange = { targetType: "passkey", targetId: added.id, summary: name, after: added };
        return added;
      } catch (err) {
        if (isUniqueViolation(err)) throw new HttpError(409, PASSKEY_MESSAGES.alreadyAdded);
        throw err;
      }
    },
  );

  app.delete(
    "/me/passkeys/:id",
    doc("Removes one of your passkeys", "self", { audit: "passkey.remove" }),
    async (request) => {
      const p = me(request);
      const { id } = parseInput(idParamSchema, request.params);
      const mine = await passkeysOf(db, p.tenantId, p.userId);
      const target = mine.find((k) => k.id === id);
      // Another person's passkey is as unknown as one that never existed.
      if (!target) throw notFound("Passkey not found");
      const person = await activePerson(db, p.tenantId, p.userId);
      if (!person?.passwordHash && mine.length === 1) throw new HttpError(409, PASSKEY_MESSAGES.lastWayIn);
      await db.delete(teamPasskeys).where(eq(teamPasskeys.id, target.id));
      const removed = toTeamPasskey(target);
      request.auditChange = {
        targetType: "passkey",
        targetId: removed.id,
        summary: removed.name,
        before: removed,
      };
      return { removed: true };
    },
  );
};
