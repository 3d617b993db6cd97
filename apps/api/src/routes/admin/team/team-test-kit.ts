/**
 * What the team's API tests share: calls as the site makes them (a session or a key, from an address of
 * the test's choosing), people with real argon2id passwords, signing in, and the audit trail's rows.
 */
import { randomBytes, randomInt } from "node:crypto";
import { expect } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import type { TeamMe } from "@site/contract";
import { auditEntries, teamUsers } from "../../../db/schema";
import { hashPassword } from "../../../lib/auth/passwords";
import { startSmtp } from "../../../lib/notify/smtp-test-server";
import { createAdminTestContext, type AdminTestContext } from "../admin-test-context";

export const PASSWORD = "a long enough passphrase";

/** The site the team's e-mails link to in these tests. */
export const SITE_URL = "https://team.example.test";

export type TeamWithMail = {
  ctx: AdminTestContext;
  smtp: Awaited<ReturnType<typeof startSmtp>>;
  close: () => Promise<void>;
};

/** The app on a fresh tenant whose e-mails (invitations, resets) go to a real SMTP server of its own. */
export async function teamWithMail(): Promise<TeamWithMail> {
  const smtp = await startSmtp();
  const ctx = await createAdminTestContext({
    SITE_URL,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    NOTIFY_FROM: "website@cobaltline.example",
  });
  return {
    ctx,
    smtp,
    close: async () => {
      await ctx.close();
      await smtp.close();
    },
  };
}

/** An address of its own per call site, so one test's failures never throttle another (failures count per address). */
export const newIp = () => `10.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`;

export type Call = { body?: unknown; session?: string; key?: string; ip?: string };
export type Member = { id: number; email: string; name: string; password: string };
export type SignedIn = { token: string; expires_at: string; me: TeamMe };

/** The helpers on a context made later (in beforeAll): `const { call } = teamTestKit(() => ctx)`. */
export function teamTestKit(context: () => AdminTestContext) {
  function call(
    method: "GET" | "POST" | "PUT" | "DELETE",
    path: string,
    options: Call = {},
    query: Record<string, string> = {},
  ) {
    const authorization = options.session
      ? `Session ${options.session}`
      : options.key
        ? `Bearer ${options.key}`
        : undefined;
    const ctx = context();
    return ctx.app.inject({
      method,
      url: `/admin${path}`,
      query: { tenant_id: ctx.tenantId, ...query },
      remoteAddress: options.ip ?? "10.0.0.1",
      headers: authorization ? { authorization } : {},
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
  }

  /** A person of this tenant with a real argon2id password. */
  async function member(roles: string[] = ["editor"], password = PASSWORD): Promise<Member> {
    const email = `m-${randomBytes(4).toString("hex")}@example.test`;
    const name = "Morgan Example";
    const ctx = context();
    const [row] = await ctx.handle.db
      .insert(teamUsers)
      .values({ tenantId: ctx.tenantId, email, name, roles, passwordHash: await hashPassword(password) })
      .returning();
    return { id: row!.id, email, name, password };
  }

  async function signIn(who: { email: string; password: string }, ip = newIp()): Promise<SignedIn> {
    const res = await call("POST", "/auth/sign-in", {
      body: { email: who.email, password: who.password },
      ip,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SignedIn>();
  }

  /** The tenant's audit rows of an action (of one target), newest first. */
  async function auditOf(action: string, targetId?: number) {
    const ctx = context();
    return ctx.handle.db
      .select()
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.tenantId, ctx.tenantId),
          eq(auditEntries.action, action),
          targetId === undefined ? undefined : eq(auditEntries.targetId, String(targetId)),
        ),
      )
      .orderBy(desc(auditEntries.id));
  }

  return { call, member, signIn, auditOf };
}
