/**
 * /admin/auth/*: what a person calls before they have a session. Sign-in with e-mail and password
 * (throttled per account and per address, the same answer and about the same time for an unknown address
 * as for a wrong password), sign-out, and the links of e-mails: an invitation or the owner's setup
 * (accept: the account is created), a password reset. A success answers a session token for the site's
 * cookie; the passkey routes (passkeys.routes.ts) take over when a person has a passkey.
 *
 * These routes sit outside the access gate; each names its tenant in `?tenant_id` like every API call,
 * and an unknown tenant is 404 before anything else. Answers are never cached (they carry tokens).
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { and, count, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import {
  API_ERRORS,
  TEAM_MESSAGES,
  resetRequestSchema,
  signInRequestSchema,
  tokenPasswordSchema,
  type TeamRole,
} from "@site/contract";
import { teamPasskeys, teamSessions, teamSignInFailures, teamUsers } from "../../../db/schema";
import { recordAudit } from "../../../lib/auth/audit";
import { findValidLink, revokeLinksOf, useLink, type LinkRow } from "../../../lib/auth/links";
import { hashPassword, verifyPassword } from "../../../lib/auth/passwords";
import {
  createOrReactivatePerson,
  findPersonByEmail,
  sortedRoles,
  toTeamMe,
  type PersonRow,
} from "../../../lib/auth/people";
import { credentialOf, endSessionsOf } from "../../../lib/auth/principal";
import { createPendingSecondFactor } from "../../../lib/auth/second-factor";
import { completeSignIn, recordSignInFailure, takeSignInAttempt } from "../../../lib/auth/sign-in";
import { requestPasswordReset } from "../../../lib/auth/password-reset";
import { tokenHash } from "../../../lib/auth/tokens";
import { docs } from "../../../lib/docs";
import { HttpError, parseInput } from "../../../lib/http-error";

const linkQuerySchema = z.object({ token: z.string().max(200).optional() });

/** The first start's setup link knows no address yet (server.ts): whoever opens it gives one. */
const acceptSchema = tokenPasswordSchema.extend({ email: resetRequestSchema.shape.email.optional() });

const linkInvalid = () => new HttpError(404, TEAM_MESSAGES.linkInvalid);

function doc(summary: string, extra: { body?: z.ZodType; query?: z.ZodObject; errors?: number[] } = {}) {
  return {
    schema: docs({
      summary,
      tags: ["team"],
      response: z.unknown(),
      errors: [400, 404, ...(extra.errors ?? [])],
      ...(extra.body ? { body: extra.body } : {}),
      ...(extra.query ? { query: extra.query } : {}),
    }),
  };
}

/** The person an active link (invitation, setup, reset) stands for, as the site shows it before the form. */
type LinkInfo = { kind: LinkRow["kind"]; email: string | null; name: string | null; roles: TeamRole[] };

export async function authRoutes(app: FastifyInstance) {
  const { db, config } = app;
  /** The answer of every way in: a session token for the cookie and who signed in. */
  async function signedIn(
    request: FastifyRequest,
    person: PersonRow,
    method: Parameters<typeof completeSignIn>[3],
  ) {
    const session = await completeSignIn(app, request, person, method);
    return { ...session, me: await toTeamMe(db, person) };
  }

  app.post(
    "/sign-in",
    doc(
      "Signs in with e-mail and password: a session token, or a pending sign-in when a passkey must follow",
      {
        body: signInRequestSchema,
        errors: [401, 429],
      },
    ),
    async (request) => {
      const tenantId = request.tenantId;
      const { email, password } = parseInput(signInRequestSchema, request.body ?? {});
      const now = new Date();
      const attempt = await takeSignInAttempt(db, tenantId, email, request.ip, now);
      if (attempt === null) {
        await recordAudit(db, {
          tenantId,
          actor: { label: email },
          action: "sign_in.throttled",
          targetType: "person",
          summary: "Refused: too many failed attempts",
          ip: request.ip,
          requestId: request.id,
        });
        throw new HttpError(429, TEAM_MESSAGES.throttled);
      }
      const person = await findPersonByEmail(db, tenantId, email);
      const active = person && !person.removedAt ? person : undefined;
      // An unknown or removed address costs one argon2 verification too (verifyPassword of nothing).
      const right = await verifyPassword(active?.passwordHash, password);
      if (!active || !right) {
        await recordSignInFailure(db, request, {
          tenantId,
          email,
          userId: person?.id ?? null,
          reason: !person ? "Unknown address" : person.removedAt ? "Removed person" : "Wrong password",
          attempt,
        });
        throw new HttpError(401, TEAM_MESSAGES.signInFailed);
      }
      // A success wipes the account's failures (this attempt's row among them): the next typo does not
      // start at nine.
      await db
        .delete(teamSignInFailures)
        .where(and(eq(teamSignInFailures.tenantId, tenantId), eq(teamSignInFailures.email, email)));

      const [{ n: passkeys } = { n: 0 }] = await db
        .select({ n: count() })
        .from(teamPasskeys)
        .where(eq(teamPasskeys.userId, active.id));
      if (Number(passkeys) > 0) {
        const pending = await createPendingSecondFactor(db, active, now);
        return { second_factor: "passkey" as const, pending, message: TEAM_MESSAGES.secondFactor };
      }
      return signedIn(request, active, "password");
    },
  );

  app.post(
    "/sign-out",
    doc("Ends the session of `Authorization: Session <token>` (answers 200 also when it had already ended)"),
    async (request) => {
      const credential = credentialOf(request.headers.authorization);
      if (credential?.scheme !== "session") return { ended: false };
      const [ended] = await db
        .update(teamSessions)
        .set({ endedAt: new Date() })
        .where(
          and(
            eq(teamSessions.tenantId, request.tenantId),
            eq(teamSessions.tokenHash, tokenHash(credential.token)),
            isNull(teamSessions.endedAt),
          ),
        )
        .returning({ id: teamSessions.id, userId: teamSessions.userId });
      if (!ended) return { ended: false };
      const [person] = await db.select().from(teamUsers).where(eq(teamUsers.id, ended.userId)).limit(1);
      await recordAudit(db, {
        tenantId: request.tenantId,
        actor: { label: person?.email ?? "unknown", userId: ended.userId },
        action: "sign_out",
        targetType: "session",
        targetId: ended.id,
        ip: request.ip,
        requestId: request.id,
      });
      return { ended: true };
    },
  );

  app.get(
    "/link",
    doc("What a link of an e-mail stands for (invitation, setup, reset), while it can be used", {
      query: linkQuerySchema,
    }),
    async (request): Promise<LinkInfo> => {
      const { token } = parseInput(linkQuerySchema, request.query ?? {});
      if (!token) throw linkInvalid();
      const link = await findValidLink(db, request.tenantId, token, ["invite", "setup", "reset"]);
      if (!link) throw linkInvalid();
      if (link.kind === "reset") {
        const person = await findPersonByEmail(db, request.tenantId, link.email);
        if (!person || person.removedAt) throw linkInvalid();
        return { kind: "reset", email: person.email, name: person.name, roles: sortedRoles(person.roles) };
      }
      return { kind: link.kind, email: link.email || null, name: link.name, roles: sortedRoles(link.roles) };
    },
  );

  app.post(
    "/accept",
    doc("Accepts an invitation or the owner's setup link: creates the account and signs it in", {
      body: acceptSchema,
      errors: [409],
    }),
    async (request) => {
      const tenantId = request.tenantId;
      const input = parseInput(acceptSchema, request.body ?? {});
      const link = await findValidLink(db, tenantId, input.token, ["invite", "setup"]);
      if (!link) throw linkInvalid();
      const email = link.email || input.email;
      if (!email) throw new HttpError(400, API_ERRORS.validation, { email: TEAM_MESSAGES.emailInvalid });
      const name = input.name ?? link.name;
      if (!name) throw new HttpError(400, API_ERRORS.validation, { name: TEAM_MESSAGES.nameRequired });
      const roles = (link.kind === "setup" ? ["owner"] : link.roles) as TeamRole[];
      const passwordHash = await hashPassword(input.password);

      const person = await db.transaction(async (tx) => {
        if (!(await useLink(tx, link))) throw linkInvalid();
        const created = await createOrReactivatePerson(tx, { tenantId, email, name, roles, passwordHash });
        if (!created) throw new HttpError(409, TEAM_MESSAGES.alreadyMember);
        // Other invitations to the address have nothing left to do.
        await revokeLinksOf(tx, tenantId, "invite", email);
        await recordAudit(tx, {
          tenantId,
          actor: { label: email, userId: created.id },
          action: link.kind === "setup" ? "setup.accept" : "invitation.accept",
          targetType: "person",
          targetId: created.id,
          summary:
            link.kind === "setup"
              ? `${email} created the owner account with the setup link`
              : `${email} accepted the invitation as ${roles.join(", ")}`,
          after: { email, name, roles },
          ip: request.ip,
          requestId: request.id,
        });
        return created;
      });
      return signedIn(request, person, link.kind === "setup" ? "setup" : "invitation");
    },
  );

  app.post(
    "/reset-request",
    {
      ...doc(
        "Sends a password reset link to the address when it belongs to the team; the same answer either way",
        {
          body: resetRequestSchema,
          errors: [429],
        },
      ),
      // Each call may send an e-mail: anonymous writes are limited per client like the site's forms.
      config: { rateLimit: app.writeLimit },
    },
    async (request) => {
      const tenantId = request.tenantId;
      const { email } = parseInput(resetRequestSchema, request.body ?? {});
      if (await requestPasswordReset(db, config, { tenantId, email, ip: request.ip, reqId: request.id })) {
        app.jobs.wake();
      }
      return { message: TEAM_MESSAGES.resetSent };
    },
  );

  app.post(
    "/reset",
    doc("Sets a new password with a reset link: ends every session of the person and starts a new one", {
      body: tokenPasswordSchema,
    }),
    async (request) => {
      const tenantId = request.tenantId;
      const input = parseInput(tokenPasswordSchema, request.body ?? {});
      const link = await findValidLink(db, tenantId, input.token, ["reset"]);
      if (!link) throw linkInvalid();
      const passwordHash = await hashPassword(input.password);
      const person = await db.transaction(async (tx) => {
        if (!(await useLink(tx, link))) throw linkInvalid();
        const [updated] = await tx
          .update(teamUsers)
          .set({ passwordHash })
          .where(
            and(
              eq(teamUsers.tenantId, tenantId),
              eq(teamUsers.email, link.email),
              isNull(teamUsers.removedAt),
            ),
          )
          .returning();
        if (!updated) throw linkInvalid();
        const ended = await endSessionsOf(tx, tenantId, updated.id);
        // The person proved they own the address: the account's failed attempts no longer count.
        await tx
          .delete(teamSignInFailures)
          .where(and(eq(teamSignInFailures.tenantId, tenantId), eq(teamSignInFailures.email, updated.email)));
        await recordAudit(tx, {
          tenantId,
          actor: { label: updated.email, userId: updated.id },
          action: "password.reset",
          targetType: "person",
          targetId: updated.id,
          summary: `New password set with a reset link; ${ended} session${ended === 1 ? "" : "s"} ended`,
          ip: request.ip,
          requestId: request.id,
        });
        return updated;
      });
      return signedIn(request, person, "reset");
    },
  );
}
