/**
 * The visitor's choice of what may run beyond what the site needs (issue 20: consent). It lives in
 * the browser alone, in one cookie that scripts can read: the consent script
 * (components/consent/consent-script.ts) reads and writes it, and the "Do Not Sell or Share" page's
 * opt-out writes it for a visitor without script. No page is rendered differently for it, so pages
 * stay cacheable.
 *
 *   serializeConsent({ analytics: true, advertising: false, recording: false })
 *     // "analytics:1|advertising:0|recording:0"
 */
export const CONSENT_COOKIE = "cobaltline_consent";
/** How long a choice is remembered: a year, then the banner asks again. */
export const CONSENT_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * What may be switched on, and the tools each switches: analytics (Google Analytics and Tag Manager),
 * advertising (the social pixel and Consent Mode's ad signals) and session recording.
 */
export const CONSENT_CATEGORIES = ["analytics", "advertising", "recording"] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
export type ConsentChoice = Record<ConsentCategory, boolean>;

export const REFUSE_ALL: ConsentChoice = { analytics: false, advertising: false, recording: false };

// The two functions below are also sent to the browser as they are (components/consent/consent-script.ts
// serializes them into the page): each uses nothing from outside its own body.

export function serializeConsent(choice: ConsentChoice): string {
  return (["analytics", "advertising", "recording"] as const)
    .map((category) => category + ":" + (choice[category] ? 1 : 0))
    .join("|");
}

/** The stored choice, or null when there is none (or it cannot be read: then the visitor is asked again). */
export function parseConsent(value: string | undefined): ConsentChoice | null {
  if (!value) return null;
  const flags: Record<string, string | undefined> = {};
  for (const pair of value.split("|")) flags[pair.split(":")[0]!] = pair.split(":")[1];
  const choice = { analytics: false, advertising: false, recording: false };
  for (const category of ["analytics", "advertising", "recording"] as const) {
    const flag = flags[category];
    if (flag !== "0" && flag !== "1") return null;
    choice[category] = flag === "1";
  }
  return choice;
}
