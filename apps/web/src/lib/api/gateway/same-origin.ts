import "server-only";
import { env } from "@/env";

/** The site's public origin (SITE_URL), which this site's own pages send their writes from. */
export const SITE_ORIGIN = new URL(env.SITE_URL).origin;

/**
 * True when a browser sent this request from another site. Browsers say where a request comes from
 * in Sec-Fetch-Site (all current ones); older ones send Origin on every POST, PUT and DELETE, which is
 * compared with the site's public address. A request with neither did not come from a browser page,
 * so it carries no visitor's cookies or address to abuse; where a session cookie rides along,
 * `proofRequired` refuses it too.
 *
 *   crossSite(req, "https://cobaltline.example")  // Sec-Fetch-Site: cross-site → true
 */
export function crossSite(req: Request, siteOrigin: string, proofRequired = false): boolean {
  const site = req.headers.get("sec-fetch-site");
  // "none": the visitor's own action (typed address, bookmark), never another page's.
  if (site) return site !== "same-origin" && site !== "none";
  const origin = req.headers.get("origin");
  if (origin === null) return proofRequired;
  return origin !== siteOrigin;
}
