import "server-only";
import type { Metadata } from "next";
import { marketingSeoPage } from "@site/contract";
import { pageMetadata } from "@/components/seo/page-metadata";
import { getPagesSeo } from "@/lib/api/page-seo";
import { siteConfig } from "@/config/site";
import { withSeo } from "./with-seo";

const DEFAULT_IMAGE_ALT = `${siteConfig.name}: custom software development in Laguna Hills, California`;

/**
 * A marketing page's metadata from the team's SEO fields (issue 32, "Search and sharing"): the title,
 * description and social image saved for `path`, each falling back to the page's default (the contract's
 * MARKETING_SEO_PAGES, which the seed also writes) or, for an entry's page (a service's, an industry's, a
 * case study's, any kind declaring `pageName`), to `own`: its title and summary. `extra` is laid over the result (a page's own robots).
 *
 *   export const generateMetadata = () => marketingMetadata("/services");
 *   marketingMetadata(servicePath(s.slug), { title: s.title, description: s.summary })
 */
export async function marketingMetadata(
  path: string,
  own: { title?: string; description?: string } = {},
  extra: Metadata = {},
): Promise<Metadata> {
  const page = marketingSeoPage(path);
  const saved = (await getPagesSeo()).get(path);
  const input = withSeo(
    {
      path,
      title: page?.title ?? own.title,
      description: page?.description ?? own.description,
      // The home page's title is whole ("Cobaltline | …"): no " | Cobaltline" after it.
      absoluteTitle: path === "/",
    },
    saved,
  );
  // A page that names its own Open Graph loses the site's file-based image (app/opengraph-image.tsx):
  // without a social image of its own it names that one.
  const images = input.images ?? [
    { url: "/opengraph-image", width: 1200, height: 630, alt: DEFAULT_IMAGE_ALT },
  ];
  return { ...pageMetadata({ ...input, images }), ...extra };
}
