import "server-only";
import { cookies } from "next/headers";
import { API_ERRORS, TEAM_MESSAGES, signInRequestSchema } from "@site/contract";
import {
  SESSION_COOKIE,
  SESSION_COOKIE_OPTIONS,
  SIGN_IN_PATH,
  sessionAuthorization,
  sessionToken,
} from "@/lib/admin/session";
import { apiUrl } from "../client";
import type { GatewayInput } from "./types";

/** What an API answer that opens a session holds (sign-in, accepting a link, a reset, a passkey). */
type SessionAnswer = { token: string; expires_at?: string } & Record<string, unknown>;

const opensSession = (data: unknown): data is SessionAnswer =>
  typeof data === "object" &&
  data !== null &&
  typeof (data as { token?: unknown }).token === "string" &&
  (data as { token: string }).token.length > 0;

/** Ends a session at the API (best effort: the cookie goes whatever the API says). */
async function endAtApi(token: string, headers: Headers): Promise<void> {
  headers.set("authorization", sessionAuthorization(token));
  try {
    await fetch(apiUrl("/admin/auth/sign-out"), { method: "POST", headers, cache: "no-store" });
  } catch {
    // The API is down: the session lapses by its own expiry; the browser forgets it now.
  }
}

/**
 * The answer of an /admin/auth/* call that holds a session `token`: the token goes into the httpOnly
 * session cookie and out of the answer, so the page's JavaScript never holds it. A session this browser
 * had before (another person's, or an older one) is ended at the API first. Other answers pass unchanged.
 */
export async function keepSession(res: Response, out: Headers, apiHeaders: () => Headers): Promise<Response> {
  if (res.status !== 200 || !(res.headers.get("content-type") ?? "").includes("application/json")) {
    return new Response(res.body, { status: res.status, headers: out });
  }
  let data: unknown;
  try {
    data = await res.json();
  } catch {
    return Response.json({ message: API_ERRORS.unavailable }, { status: 503, headers: out });
  }
  if (!opensSession(data)) return Response.json(data, { headers: out });
  const { token, ...rest } = data;
  const previous = await sessionToken();
  if (previous && previous !== token) await endAtApi(previous, apiHeaders());
  (await cookies()).set(SESSION_COOKIE, token, SESSION_COOKIE_OPTIONS);
  return Response.json(rest, { headers: out });
}

/** Ends this browser's session: at the API, then the cookie. */
async function signOut(apiHeaders: Headers): Promise<void> {
  const token = await sessionToken();
  if (token) await endAtApi(token, apiHeaders);
  (await cookies()).delete({ name: SESSION_COOKIE, path: "/" });
}

/** DELETE /api/admin/session and POST /api/admin/auth/sign-out: signs out, for a page's script. */
export async function signOutJson(
  _req: Request,
  _input: GatewayInput,
  apiHeaders: Headers,
): Promise<Response> {
  await signOut(apiHeaders);
  return Response.json({ ok: true });
}

/** POST /api/admin/sign-out: the admin header's sign-out form (no script needed), back to the sign-in page. */
export async function signOutForm(
  _req: Request,
  _input: GatewayInput,
  apiHeaders: Headers,
): Promise<Response> {
  await signOut(apiHeaders);
  return new Response(null, { status: 303, headers: { location: `${SIGN_IN_PATH}?signed-out=1` } });
}

/**
 * Why a sign-in without script came back to the form (?error=), in words the page shows. The e-mail is
 * not sent back in the address: it would sit in the history and the access logs.
 */
export const SIGN_IN_FORM_ERRORS = {
  failed: TEAM_MESSAGES.signInFailed,
  throttled: TEAM_MESSAGES.throttled,
  email: TEAM_MESSAGES.emailInvalid,
  password: "Please enter your password",
  unavailable: API_ERRORS.unavailable,
} as const;
export type SignInFormError = keyof typeof SIGN_IN_FORM_ERRORS;

const back = (query: string) =>
  new Response(null, { status: 303, headers: { location: `${SIGN_IN_PATH}?${query}` } });

/**
 * POST /api/admin/sign-in: the sign-in form as a browser sends it without script (urlencoded). Asks the
 * API as the scripted form does; on success the session cookie is set and the browser goes to the
 * overview; a second factor goes to the form's passkey step; anything else back to the form, with the
 * reason in ?error=.
 */
export async function signInForm(
  req: Request,
  { body }: GatewayInput,
  apiHeaders: Headers,
): Promise<Response> {
  const parsed = signInRequestSchema.safeParse(body ?? {});
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path[0] === "email" ? "email" : "password";
    return back(`error=${field}`);
  }
  apiHeaders.set("content-type", "application/json");
  // The session is listed with the visitor's browser, as the scripted sign-in's is.
  const agent = req.headers.get("user-agent");
  if (agent) apiHeaders.set("user-agent", agent);
  let res: Response;
  try {
    res = await fetch(apiUrl("/admin/auth/sign-in"), {
      method: "POST",
      headers: apiHeaders,
      body: JSON.stringify(parsed.data),
      cache: "no-store",
    });
  } catch {
    return back("error=unavailable");
  }
  if (res.status === 429) return back("error=throttled");
  if (res.status === 401 || res.status === 400) return back("error=failed");
  if (res.status !== 200) return back("error=unavailable");
  const data = (await res.json().catch(() => null)) as
    (SessionAnswer & { second_factor?: string; pending?: string }) | null;
  if (data && typeof data.pending === "string" && data.second_factor) {
    return back(`second-factor=${encodeURIComponent(data.pending)}`);
  }
  if (!opensSession(data)) return back("error=unavailable");
  const previous = await sessionToken();
  if (previous && previous !== data.token) {
    const headers = new Headers(apiHeaders);
    headers.delete("content-type");
    headers.delete("user-agent");
    await endAtApi(previous, headers);
  }
  (await cookies()).set(SESSION_COOKIE, data.token, SESSION_COOKIE_OPTIONS);
  return new Response(null, { status: 303, headers: { location: "/admin" } });
}
