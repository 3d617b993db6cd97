import type { BreadcrumbEntry } from "./entities";

const UMLAUTS: [RegExp, string][] = [
  [/oe/g, "ö"],
  [/ae/g, "ä"],
  [/ue/g, "ü"],
  [/Oe/g, "Ö"],
  [/Ae/g, "Ä"],
  [/Ue/g, "Ü"],
];
const SPECIAL: Record<string, string> = { "mvp development": "MVP development" };

/** One URL segment as a crumb's text: dashes to spaces, oe/ae/ue to umlauts, known special cases. */
export function segmentToText(segment: string): string {
  let text: string;
  try {
    text = decodeURIComponent(segment);
  } catch {
    text = segment;
  }
  text = text.replace(/-/g, " ");
  for (const [re, to] of UMLAUTS) text = text.replace(re, to);
  return SPECIAL[text.toLowerCase()] ?? text;
}

/**
 * Crumbs for a path (spec §2): Home, then one per segment; the last shows the page title when given.
 *   buildBreadcrumbs("/services/mvp-development")
 *   → [{text:"Home",href:"/"},{text:"services",href:"/services"},{text:"MVP development",href:"/services/mvp-development"}]
 */
export function buildBreadcrumbs(pathname: string, pageTitle?: string): BreadcrumbEntry[] {
  const path = pathname.split(/[?#]/)[0] ?? "";
  const segments = path.split("/").filter(Boolean);
  const crumbs: BreadcrumbEntry[] = [{ text: "Home", href: "/" }];
  segments.forEach((segment, i) => {
    crumbs.push({ text: segmentToText(segment), href: `/${segments.slice(0, i + 1).join("/")}` });
  });
  if (pageTitle && crumbs.length > 1) crumbs[crumbs.length - 1]!.text = pageTitle;
  return crumbs;
}
