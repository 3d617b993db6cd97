/**
 * The reporter as the consent script loads it (public/vitals/reporter.js, built by scripts/build.mjs):
 * the page view's path comes in the script element's data-path, taken when the page loaded, since the
 * visitor may have moved on within the site before allowing analytics.
 */
import { CONSENT_COOKIE, parseConsent } from "@/lib/consent";
import { reportVitals } from "./vitals-reporter";

/** Whether the visitor's stored choice still allows analytics (the banner may change it on this page). */
function analyticsAllowed(): boolean {
  const match = document.cookie.match(new RegExp(`(?:^|; )${CONSENT_COOKIE}=([^;]*)`));
  return parseConsent(match ? match[1] : undefined)?.analytics === true;
}

const script = document.currentScript as HTMLScriptElement | null;
reportVitals(script?.dataset.path || location.pathname, analyticsAllowed);
