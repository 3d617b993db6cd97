import "server-only";
import { forbidden, redirect } from "next/navigation";
import { ApiError, apiError, apiUrl } from "./client";
import { API_ERRORS } from "@site/contract";
import { SESSION_ENDED_PATH, sessionAuthorization, sessionToken, SIGN_IN_PATH } from "@/lib/admin/session";

type Query = Record<string, string | number | undefined>;

/**
 * A read of the admin API for a page of the admin area, in the signed-in person's session. Never cached:
 * the team sees the queue as it is now. A session the API no longer accepts sends the browser back to
 * sign in; a read the person's roles do not allow (their roles changed since the page's guard ran) shows
 * the "Your role does not allow this" page.
 *
 *   const queue = await adminFetch<Paged<AdminComment>>("/comments", { status: "PENDING" });
 */
export async function adminFetch<T>(path: string, query: Query = {}): Promise<T> {
  const token = await sessionToken();
  if (!token) redirect(SIGN_IN_PATH);
  const res = await fetch(apiUrl(`/admin${path}`, query), {
    headers: { authorization: sessionAuthorization(token) },
    cache: "no-store",
  });
  if (res.status === 401) redirect(SESSION_ENDED_PATH);
  if (res.status === 403) forbidden();
  if (res.status !== 200) throw await apiError(res);
  return (await res.json()) as T;
}

/**
 * A read of the API's public team calls (/admin/auth/*: what a link in an e-mail stands for), for the
 * pages a person opens before they have a session. Answers the API's status with its message.
 *
 *   const link = await adminPublicFetch<LinkInfo>("/auth/link", { token });
 */
export async function adminPublicFetch<T>(
  path: string,
  query: Query = {},
): Promise<{ ok: true; data: T } | { ok: false; error: ApiError }> {
  let res: Response;
  try {
    res = await fetch(apiUrl(`/admin${path}`, query), { cache: "no-store" });
  } catch {
    return { ok: false, error: new ApiError(503, API_ERRORS.unavailable) };
  }
  if (res.status !== 200) return { ok: false, error: await apiError(res) };
  return { ok: true, data: (await res.json()) as T };
}
