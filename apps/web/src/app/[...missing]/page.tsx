import { missingPage } from "@/lib/seo/missing-page";

type Props = { params: Promise<{ missing: string[] }> };

export const dynamic = "force-dynamic";

/**
 * Any address no page of the site has (every route is more specific than this one): it answers the
 * designed 404 (app/not-found.tsx) and is counted in the team's 404 log. Redirects answer before any
 * page, in src/proxy.ts.
 */
export default async function MissingPage({ params }: Props) {
  const { missing } = await params;
  return missingPage(`/${missing.map(encodeSegment).join("/")}`);
}

/** A segment as it reads in an address ("caf%C3%A9"), whether Next handed it decoded or not. */
function encodeSegment(segment: string): string {
  try {
    return encodeURIComponent(decodeURIComponent(segment));
  } catch {
    return encodeURIComponent(segment);
  }
}
