import "server-only";

/**
 * True when a request comes from this site's own pages: its Origin (sent by browsers on every POST, PUT
 * and DELETE) names the host it was sent to. A second guard behind the SameSite=Strict cookie.
 */
export function sameOrigin(req: Request): boolean {
  const origin = req.headers.get("origin");
  if (!origin) return false;
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host");
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
