/**
 * Names of the site's cached API reads. The site tags each read with them (apps/web `src/lib/api`) and the
 * API names them when content changes, so the site expires exactly those pages.
 *   CACHE_TAGS.post("edge-ai") // "post:edge-ai"
 */
export const CACHE_TAGS = {
  posts: "posts",
  post: (slug: string) => `post:${slug}`,
  authors: "authors",
  author: (slug: string) => `author:${slug}`,
  categories: "categories",
  careers: "careers",
  career: (id: string | number) => `career:${id}`,
  /** One kind of marketing content (its every entry): "marketing:faq", "marketing:service". */
  marketing: (kind: string) => `marketing:${kind}`,
  /** The site's redirects (issue 32), read whole by the proxy. */
  redirects: "redirects",
  /** The marketing pages' SEO fields (issue 32), read whole by their metadata. */
  pageSeo: "page-seo",
} as const;
