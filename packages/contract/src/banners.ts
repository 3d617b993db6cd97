/** Promotional banner of a blog post, by lowercase banner_tag: each leads to its own page (spec §2). */
export const BANNER_TAG_PATHS = {
  "software development": "/services/software-development-consulting",
  "digital transformation": "/services/digital-transformation",
  "ui/ux design": "/services/product-design",
  voip: "/industry/telecom",
  devops: "/services/devops-solutions",
  "quality assurance": "/services/quality-assurance",
  outreach: "/services/outreach-automation-solution",
  healthcare: "/industry/healthcare",
  financial: "/industry/financial",
  legal: "/industry/legal",
} as const;
export type BannerTag = keyof typeof BANNER_TAG_PATHS;
export const BANNER_TAGS = Object.keys(BANNER_TAG_PATHS) as BannerTag[];

/** The page a post's banner_tag leads to (case-insensitive), or undefined for an unknown tag. */
export function bannerPath(tag: string | null | undefined): string | undefined {
  if (!tag) return undefined;
  return (BANNER_TAG_PATHS as Record<string, string>)[tag.trim().toLowerCase()];
}
