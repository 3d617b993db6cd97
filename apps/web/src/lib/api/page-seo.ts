import "server-only";
import { cache } from "react";
import { connection } from "next/server";
import type { PageSeo } from "@site/contract";
import { CACHE_TAGS, apiFetch } from "./client";

/**
 * The marketing pages' SEO fields as the team saved them (issue 32), by path: one cached read for every
 * page, tagged "page-seo", which the API expires when a page's fields are saved. Read per request (never
 * at build time); the API down: none, and each page keeps its defaults.
 */
export const getPagesSeo = cache(async (): Promise<Map<string, PageSeo>> => {
  await connection();
  try {
    const { pages } = await apiFetch<{ pages: PageSeo[] }>("/page-seo", { tags: [CACHE_TAGS.pageSeo] });
    return new Map(pages.map((p) => [p.path, p]));
  } catch {
    return new Map();
  }
});
