import "server-only";
import type { Author } from "@site/contract";
import { ApiError, CACHE_TAGS, apiFetch } from "./client";

/** Every author with an article count (spec §7). */
export function getAuthors() {
  return apiFetch<Author[]>("/blog-authors", { tags: [CACHE_TAGS.authors] });
}

/** One author, or null when there is no author with that slug. */
export async function getAuthor(slug: string): Promise<Author | null> {
  try {
    return await apiFetch<Author>("/blog-authors/author", {
      query: { author_slug: slug },
      tags: [CACHE_TAGS.author(slug), CACHE_TAGS.authors],
    });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}
