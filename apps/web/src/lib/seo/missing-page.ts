import "server-only";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { after } from "next/server";
import { reportNotFound } from "@/lib/api/redirects";

/**
 * A page that is not there: logs the address for the team's 404 log (after the answer is sent; the
 * API keeps the path without its query and the referrer's host alone), then answers 404 as notFound().
 * Called from a page's body only (never from generateMetadata, which would count it twice).
 *
 *   if (!post) missingPage(`/blog/${slug}`);
 */
export async function missingPage(path: string): Promise<never> {
  const referrer = (await headers()).get("referer");
  after(() => reportNotFound({ path, referrer }));
  notFound();
}
