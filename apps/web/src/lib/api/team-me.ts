import "server-only";
import type { TeamMe } from "@site/contract";
import { ApiError, apiUrl } from "./client";

/**
 * Who a session token stands for (GET /admin/me), or null when the API no longer accepts it (ended
 * elsewhere, expired, person removed). Never cached. Any other failure (the API down) throws.
 *
 *   const me = await readMe(sessionAuthorization(token));
 */
export async function readMe(authorization: string): Promise<TeamMe | null> {
  const res = await fetch(apiUrl("/admin/me"), { headers: { authorization }, cache: "no-store" });
  if (res.status === 401) return null;
  if (res.status !== 200) throw new ApiError(res.status, "The team's account could not be read");
  return (await res.json()) as TeamMe;
}
