/**
 * Where a lead came from (issue 32), carried by the form itself as hidden fields that the server renders
 * from the page's own address and the request's Referer: no cookie, no script. The landing page is the
 * page the visitor arrived on (the page before the form's, when they came from inside the site), the
 * referrer's host is the outside site that sent them, and the UTM parameters are those of the landing
 * page's address.
 */
import { rules, type FormRules } from "../form-check";

export const UTM_FIELDS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export type UtmField = (typeof UTM_FIELDS)[number];

const LANDING_MAX = 500;
const HOST_MAX = 253;
const UTM_MAX = 200;

/** The hidden fields' rules: each optional, capped, hidden characters dropped. */
export const ATTRIBUTION_RULES = {
  landing_page: rules.optional(LANDING_MAX, "drop"),
  referrer_host: rules.optional(HOST_MAX, "drop"),
  utm_source: rules.optional(UTM_MAX, "drop"),
  utm_medium: rules.optional(UTM_MAX, "drop"),
  utm_campaign: rules.optional(UTM_MAX, "drop"),
  utm_term: rules.optional(UTM_MAX, "drop"),
  utm_content: rules.optional(UTM_MAX, "drop"),
} as const satisfies FormRules;

export type AttributionField = keyof typeof ATTRIBUTION_RULES;
export type Attribution = Partial<Record<AttributionField, string>>;
export const ATTRIBUTION_FIELDS = Object.keys(ATTRIBUTION_RULES) as AttributionField[];

function parse(address: string, base?: string): URL | null {
  try {
    return new URL(address, base);
  } catch {
    return null;
  }
}

function clip(value: string | null | undefined, max: number): string | undefined {
  const text = value?.trim();
  return text ? text.slice(0, max) : undefined;
}

/**
 * The attribution of a form's page, from the page's address and the request's Referer:
 *
 *   attributionOf({ site: "https://www.example.com", page: "/contact",
 *     referer: "https://www.example.com/services/mvp?utm_source=newsletter" })
 *   // { landing_page: "/services/mvp", utm_source: "newsletter" }
 *   attributionOf({ site: "https://www.example.com", page: "/contact?utm_medium=cpc",
 *     referer: "https://www.search.example/results" })
 *   // { landing_page: "/contact", referrer_host: "www.search.example", utm_medium: "cpc" }
 *
 * A Referer of the site itself names the landing page (the visitor came in there and followed a link to
 * the form); any other names the referrer's host, and the form's own page is the landing page.
 */
export function attributionOf(input: {
  site: string;
  page: string;
  referer?: string | null;
  /** Other hosts the site answers on (the request's Host), counted as the site's own. */
  hosts?: readonly string[];
}): Attribution {
  const site = parse(input.site);
  const page = parse(input.page, input.site);
  const referer = input.referer ? parse(input.referer) : null;
  const own = new Set([site?.host, ...(input.hosts ?? [])].filter(Boolean));
  const inside =
    referer !== null &&
    own.has(referer.host) &&
    /^https?:$/.test(referer.protocol) &&
    referer.pathname !== page?.pathname;
  const landing = inside ? referer : page;
  const out: Attribution = {};
  if (landing) out.landing_page = clip(landing.pathname, LANDING_MAX);
  if (referer && !own.has(referer.host) && /^https?:$/.test(referer.protocol)) {
    out.referrer_host = clip(referer.hostname.toLowerCase(), HOST_MAX);
  }
  for (const field of UTM_FIELDS) {
    const value = clip(landing?.searchParams.get(field), UTM_MAX);
    if (value) out[field] = value;
  }
  return out;
}

/**
 * What a lead is counted under on the leads list: its UTM source, else the host that referred it, else
 * "direct".
 */
export function leadSourceOf(lead: { utm_source?: string | null; referrer_host?: string | null }): string {
  return lead.utm_source || lead.referrer_host || "direct";
}
