import { GENERIC_ERROR, RequestError } from "@/lib/request";

export const SESSION_ENDED = "Your session has ended. Please sign in again.";

type Method = "GET" | "POST" | "PUT" | "DELETE";

/**
 * The admin area's browser calls: /api/admin/<path>, which forwards them to the admin API with the
 * session cookie's token. Like the site's request helper, only 200 is success; a RequestError carries
 * the server's message. A lapsed session says so; the next page load goes to the sign-in page.
 *
 *   await adminRequest(`/comments/${id}/approve`, { method: "POST" });
 */
export async function adminRequest<T = unknown>(
  path: string,
  options: { method?: Method; json?: unknown; body?: FormData; signal?: AbortSignal } = {},
): Promise<T> {
  const { method = "POST", json, body, signal } = options;
  let res: Response;
  try {
    res = await fetch(`/api/admin${path}`, {
      method,
      signal,
      headers: json !== undefined ? { "content-type": "application/json" } : undefined,
      body: json !== undefined ? JSON.stringify(json) : body,
    });
  } catch (err) {
    if ((err as Error).name === "AbortError") throw err;
    throw new RequestError(0, GENERIC_ERROR);
  }
  let data: unknown = null;
  try {
    data = await res.json();
  } catch {
    data = null;
  }
  if (res.status === 401) {
    // The handler has dropped the cookie; the next page load goes to the sign-in page.
    throw new RequestError(401, SESSION_ENDED);
  }
  if (res.status !== 200) {
    const d = (data ?? {}) as { message?: string; errors?: Record<string, string> };
    throw new RequestError(res.status, d.message || GENERIC_ERROR, d.errors);
  }
  return data as T;
}
