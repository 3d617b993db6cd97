import "server-only";
import type { Metadata } from "next";
import { env } from "@/env";
import { siteConfig } from "@/config/site";
import { findRoute, isNoindexPath } from "@/content/routes";

export type PageMetadataInput = {
  /** The page's path, e.g. "/services/devops-solutions" or "/blog/my-post". Becomes the canonical URL. */
  path: string;
  /** Defaults to the route's title in content/routes.ts. */
  title?: string;
  description?: string;
  /** Defaults to the route's noindex flag (true for /products, /author, /system). */
  noindex?: boolean;
  /** Site-relative or absolute images for Open Graph; defaults to the site's OG image. */
  images?: { url: string; width?: number; height?: number; alt?: string }[];
  type?: "website" | "article" | "profile";
  /** Article fields for blog posts. */
  publishedTime?: string;
  authors?: string[];
  /** A title used as is, without the " | Cobaltline" suffix (the home page). */
  absoluteTitle?: boolean;
};

/**
 * A page's metadata: title, description, canonical URL and Open Graph / Twitter defaults, all
 * built from SITE_URL. Pages export it as
 *   export const metadata = pageMetadata({ path: "/services", description: "..." });
 * (or return it from generateMetadata for dynamic pages).
 */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const route = findRoute(input.path);
  const title = input.title ?? route?.title ?? siteConfig.name;
  const description = input.description ?? siteConfig.description;
  const noindex = input.noindex ?? isNoindexPath(input.path);
  const url = new URL(input.path, env.SITE_URL).toString();
  const fullTitle = input.absoluteTitle ? title : `${title} | ${siteConfig.name}`;
  return {
    title: input.absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: url },
    robots: noindex ? { index: false, follow: true } : { index: true, follow: true },
    openGraph: {
      type: input.type === "profile" ? "profile" : input.type === "article" ? "article" : "website",
      url,
      siteName: siteConfig.name,
      title: fullTitle,
      description,
      locale: "en_US",
      ...(input.images ? { images: input.images } : {}),
      ...(input.type === "article" && input.publishedTime
        ? { publishedTime: input.publishedTime, authors: input.authors }
        : {}),
    },
    twitter: {
      card: "summary_large_image",
      title: fullTitle,
      description,
      ...(input.images ? { images: input.images.map((i) => i.url) } : {}),
    },
  };
}
