import "server-only";
import { cache } from "react";
import { connection } from "next/server";
import { z } from "zod";
import {
  careerSchema,
  careerSummarySchema,
  type ApplicationStatusView,
  type Career,
  type CareerSummary,
} from "@site/contract";
import { ApiError, apiFetch, CACHE_TAGS } from "./client";

/**
 * The published openings. Rendering waits for a request (never at build time, so
 * `next build` needs no API); the read itself is cached for up to a minute and by the "careers" tag.
 */
export async function getPublishedCareers(): Promise<CareerSummary[]> {
  await connection();
  const data = await apiFetch<unknown>("/job-applications/published/tenants", { tags: [CACHE_TAGS.careers] });
  return z.array(careerSummarySchema).parse(data);
}

/**
 * One opening, or null when the API does not know the id (its 404). Memoized per render; cached by
 * the "careers" and "career:<id>" tags, so the page (rendered on first visit, then kept) refreshes
 * when the API reports a change.
 */
export const getCareer = cache(async (id: number): Promise<Career | null> => {
  try {
    const data = await apiFetch<unknown>(`/job-applications/${id}/tenants`, {
      tags: [CACHE_TAGS.careers, CACHE_TAGS.career(id)],
    });
    return careerSchema.parse(data);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
});

/** "42" → 42; anything that is not a positive whole number → null (the page answers 404). */
export function parseCareerId(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * A candidate's application status by the token of their status link (issue 32), never cached (it
 * changes when the team moves the application); null for a token the API does not accept.
 */
export async function getApplicationStatus(token: string): Promise<ApplicationStatusView | null> {
  try {
    return await apiFetch<ApplicationStatusView>("/applicants/status", {
      query: { token },
      cache: "no-store",
    });
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) return null;
    throw err;
  }
}
