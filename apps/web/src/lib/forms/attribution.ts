import "server-only";
import { headers } from "next/headers";
import { attributionOf, type Attribution } from "@site/contract/forms";
import { env } from "@/env";

/** A page's query as Next gives it. */
export type PageQuery = Record<string, string | string[] | undefined>;

/**
 * Where the visit that shows this form came from, for the form's hidden fields (issue 32): the landing
 * page and its UTM parameters, and the referrer's host, read from this page's own address and the
 * request's Referer. No cookie and no script: the form carries them.
 *
 *   const attribution = await formAttribution("/contact", await searchParams);
 *   <ContactForm attribution={attribution} />
 */
export async function formAttribution(path: string, searchParams: PageQuery): Promise<Attribution> {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(searchParams)) {
    if (typeof value === "string" && name.startsWith("utm_")) query.set(name, value);
  }
  const head = await headers();
  const host = head.get("host");
  return attributionOf({
    site: env.SITE_URL,
    page: query.size ? `${path}?${query}` : path,
    referer: head.get("referer"),
    hosts: host ? [host] : [],
  });
}
