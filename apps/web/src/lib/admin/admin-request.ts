import { request, RequestError, type RequestOptions } from "@/lib/request";

export const SESSION_ENDED = "Your session has ended. Please sign in again.";

/**
 * The admin area's browser calls: /api/admin/<path>, which forwards them to the admin API with the
 * session cookie's token. The site's request helper (lib/request.ts) sends them, so only 200 is success
 * and a RequestError carries the server's message; a lapsed session says so, and the next page load goes
 * to the sign-in page (the handler has dropped the cookie).
 *
 *   await adminRequest(`/comments/${id}/approve`, { method: "POST" });
 */
export async function adminRequest<T = unknown>(
  path: string,
  options: Pick<RequestOptions, "method" | "json" | "body" | "signal"> = {},
): Promise<T> {
  try {
    return await request<T>(`/api/admin${path}`, options);
  } catch (err) {
    if (err instanceof RequestError && err.status === 401) throw new RequestError(401, SESSION_ENDED);
    throw err;
  }
}
