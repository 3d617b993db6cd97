import "server-only";
import type { NotFoundReport, RedirectRule } from "@site/contract";
import { CACHE_TAGS, apiFetch } from "./client";

/**
 * Every redirect of the site, for the proxy (src/proxy.ts). A cached read tagged "redirects": the API
 * expires the tag whenever the team changes a redirect or a published post's slug, through the same
 * revalidation call that refreshes pages, so with the shared cache (REDIS_URL) every instance reads the
 * new rules at once. The API down: no redirects (the page answers as it would without them).
 */
export async function getRedirectRules(): Promise<RedirectRule[]> {
  try {
    const { rules } = await apiFetch<{ rules: RedirectRule[] }>("/redirects", {
      tags: [CACHE_TAGS.redirects],
    });
    return rules;
  } catch {
    return [];
  }
}

/** Tells the API a page answered 404 (the team's log); a failure is only logged. */
export async function reportNotFound(report: NotFoundReport): Promise<void> {
  try {
    await apiFetch("/not-found", { json: report });
  } catch (err) {
    console.error(JSON.stringify({ level: "warn", msg: "404 not logged", error: (err as Error).message }));
  }
}
