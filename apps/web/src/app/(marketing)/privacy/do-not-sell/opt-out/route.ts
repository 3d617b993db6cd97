import { cookies } from "next/headers";
import { env } from "@/env";
import { SITE_ORIGIN, crossSite } from "@/lib/api/gateway/same-origin";
import { CONSENT_COOKIE, CONSENT_MAX_AGE_S, REFUSE_ALL, parseConsent, serializeConsent } from "@/lib/consent";

const SECURE = env.SITE_URL.startsWith("https:") ? "; Secure" : "";

/**
 * POST /privacy/do-not-sell/opt-out: records "do not sell or share" in this browser. Advertising is
 * switched off; analytics and session recording keep what the visitor chose, or are off when there was
 * no choice yet. The cookie is readable by the consent script, which applies it on every page. Only
 * this site's own page may ask (Sec-Fetch-Site or Origin, as for the gateway's form posts); the body
 * is never read.
 */
export async function POST(request: Request) {
  if (crossSite(request, SITE_ORIGIN, true)) {
    return Response.json({ message: "This request must come from this site's own page" }, { status: 403 });
  }
  const stored = (await cookies()).get(CONSENT_COOKIE)?.value;
  const choice = { ...(parseConsent(stored) ?? REFUSE_ALL), advertising: false };
  return new Response(null, {
    status: 303,
    headers: {
      location: "/privacy/do-not-sell?recorded=1",
      "set-cookie": `${CONSENT_COOKIE}=${serializeConsent(choice)}; Path=/; Max-Age=${CONSENT_MAX_AGE_S}; SameSite=Lax${SECURE}`,
      "cache-control": "no-store",
    },
  });
}
