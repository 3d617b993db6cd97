import "server-only";
import { cache } from "react";
import { cookies } from "next/headers";
import { forbidden, redirect } from "next/navigation";
import { can, type TeamMe, type TeamPermission } from "@site/contract";
import { readMe } from "@/lib/api/team-me";

/**
 * The cookie that carries a team member's session: only the API's opaque session token, never who they
 * are or what they may do (GET /admin/me says that, on every page). httpOnly: the page's JavaScript never
 * sees it.
 */
export const SESSION_COOKIE = "cobaltline_session";

/**
 * Session cookie options. No Max-Age: the cookie is gone when the browser closes, so a shared computer
 * does not stay signed in, while the API's idle and absolute expiry decide how long the session itself
 * lives (a lapsed one answers 401 and the cookie is dropped then). Sent only over HTTPS (browsers also
 * accept Secure cookies from http://localhost, which development and the e2e run use); never on a request
 * another site starts (SameSite=Strict), which keeps the admin API out of cross-site forgery.
 */
export const SESSION_COOKIE_OPTIONS = {
  httpOnly: true,
  secure: true,
  sameSite: "strict",
  path: "/",
} as const;

export const SIGN_IN_PATH = "/admin/sign-in";
/** Where a page goes when the API no longer knows the session (ended elsewhere, expired, person removed). */
export const SESSION_ENDED_PATH = `${SIGN_IN_PATH}?expired=1`;

/** The session cookie's token, or undefined. */
export async function sessionToken(): Promise<string | undefined> {
  const jar = await cookies();
  const value = jar.get(SESSION_COOKIE)?.value;
  return value ? value : undefined;
}

/** The header the API takes a person's session in (a machine's key goes as `Bearer`). */
export function sessionAuthorization(token: string): string {
  return `Session ${token}`;
}

/**
 * The signed-in person (GET /admin/me), or null without a session or with one the API no longer accepts.
 * Cached per request with React's cache(): the layout, the header and the page's guard ask once between
 * them. Any other failure (the API down) throws, and the admin area's error page says so.
 */
export const currentMe = cache(async (): Promise<TeamMe | null> => {
  const token = await sessionToken();
  if (!token) return null;
  return readMe(sessionAuthorization(token));
});

/**
 * The signed-in person, or a redirect to the sign-in page: with the "session ended" note when a cookie
 * was there but the API refused it.
 */
export async function requireMe(): Promise<TeamMe> {
  const me = await currentMe();
  if (me) return me;
  redirect((await sessionToken()) ? SESSION_ENDED_PATH : SIGN_IN_PATH);
}

/**
 * A page's guard: the signed-in person when their roles give any of the permissions; without a session,
 * the sign-in page; otherwise the admin area's "Your role does not allow this" page, with status 403
 * (Next's forbidden(), rendered by app/admin/(panel)/forbidden.tsx).
 *
 *   const me = await requirePermission("posts.edit");
 */
export async function requirePermission(...anyOf: TeamPermission[]): Promise<TeamMe> {
  const me = await requireMe();
  if (!can(me.roles, ...anyOf)) forbidden();
  return me;
}
