import "server-only";
import { redirect } from "next/navigation";
import { ApiError, apiUrl } from "./client";
import { requireAdminToken, SIGN_IN_PATH } from "@/lib/admin/session";

type Query = Record<string, string | number | undefined>;

/**
 * A read of the admin API for a page of the admin area, with the signed-in token. Never cached: the team
 * sees the queue as it is now. A token the API no longer accepts sends the browser back to sign in.
 *
 *   const queue = await adminFetch<Paged<AdminComment>>("/comments", { status: "PENDING" });
 */
export async function adminFetch<T>(path: string, query: Query = {}): Promise<T> {
  const token = await requireAdminToken();
  const res = await fetch(apiUrl(`/admin${path}`, query), {
    headers: { authorization: `Bearer ${token}` },
    cache: "no-store",
  });
  if (res.status === 401) redirect(`${SIGN_IN_PATH}?expired=1`);
  if (res.status !== 200) {
    let message = "An error occurred";
    try {
      message = ((await res.json()) as { message?: string }).message || message;
    } catch {
      // not JSON: keep the generic message
    }
    throw new ApiError(res.status, message);
  }
  return (await res.json()) as T;
}

/** Asks the API whether a token is the admin token (the sign-in check). */
export async function tokenAccepted(token: string): Promise<boolean | "unavailable"> {
  try {
    const res = await fetch(apiUrl("/admin/session"), {
      headers: { authorization: `Bearer ${token}` },
      cache: "no-store",
    });
    if (res.status === 200) return true;
    if (res.status === 401) return false;
    return "unavailable";
  } catch {
    return "unavailable";
  }
}
