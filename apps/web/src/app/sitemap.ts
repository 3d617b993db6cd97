import type { MetadataRoute } from "next";
import {
  type Author,
  type BlogPostSummary,
  type CareerSummary,
  MARKETING_KINDS,
  type Paged,
} from "@site/contract";
import { env } from "@/env";
import { CACHE_TAGS, apiFetch } from "@/lib/api/client";
import { ROUTES } from "@/content/routes";
import { servicePath } from "@site/contract";

// Rebuilt hourly at the latest; its reads carry the content's cache tags, so the API's revalidation calls
// (a post published by hand or by its schedule, a new author, a career opened) refresh it at once.
export const revalidate = 3600;

const SITEMAP_PAGE_SIZE = 100;

/** The API may be down (e.g. during `next build`): the sitemap then lists the static pages only. */
async function safely<T>(load: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await load();
  } catch {
    return fallback;
  }
}

async function allPosts(): Promise<BlogPostSummary[]> {
  const posts: BlogPostSummary[] = [];
  for (let page = 0; page < 50; page++) {
    const batch = await apiFetch<Paged<BlogPostSummary>>("/blog-posts/published", {
      query: { page, size: SITEMAP_PAGE_SIZE },
      revalidate,
      tags: [CACHE_TAGS.posts],
    });
    posts.push(...batch.content);
    if (page + 1 >= batch.totalPages) break;
  }
  return posts;
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const url = (path: string) => new URL(path, env.SITE_URL).toString();
  const staticEntries: MetadataRoute.Sitemap = ROUTES.filter((r) => !("noindex" in r && r.noindex)).map(
    (r) => ({
      url: url(r.path),
      changeFrequency: r.path === "/blog" ? "daily" : "monthly",
      priority: r.path === "/" ? 1 : r.path.split("/").length > 2 ? 0.6 : 0.8,
    }),
  );

  const [posts, authors, careers, services] = await Promise.all([
    safely(allPosts, []),
    safely(
      () => apiFetch<Author[]>("/blog-authors", { revalidate, tags: [CACHE_TAGS.authors] }),
      [] as Author[],
    ),
    safely(
      () =>
        apiFetch<CareerSummary[]>("/job-applications/published/tenants", {
          revalidate,
          tags: [CACHE_TAGS.careers],
        }),
      [] as CareerSummary[],
    ),
    // The services the team has published (new ones in, deleted or unpublished ones out); null while the
    // API is down, when the static list of today's service pages stands.
    safely(
      async () =>
        (
          await apiFetch<{ entries: { key: string }[] }>("/marketing-content/service", {
            revalidate,
            tags: [MARKETING_KINDS.service.cacheTag],
          })
        ).entries.map((e) => servicePath(e.key)),
      null as string[] | null,
    ),
  ]);
  const isServicePage = (path: string) => path.startsWith("/services/");
  const servicePages: MetadataRoute.Sitemap = (services ?? []).map((path) => ({
    url: url(path),
    changeFrequency: "monthly",
    priority: 0.6,
  }));

  return [
    ...(services ? staticEntries.filter((e) => !isServicePage(new URL(e.url).pathname)) : staticEntries),
    ...servicePages,
    ...posts.map((p) => ({
      url: url(`/blog/${p.slug}`),
      lastModified: p.published_date,
      changeFrequency: "monthly" as const,
      priority: 0.7,
    })),
    ...(Array.isArray(authors) ? authors : []).map((a) => ({ url: url(`/author/${a.slug}`), priority: 0.4 })),
    ...(Array.isArray(careers) ? careers : [])
      .filter((c) => c.status === "OPEN")
      .map((c) => ({ url: url(`/about/career/${c.id}`), lastModified: c.updated_date, priority: 0.5 })),
  ];
}
