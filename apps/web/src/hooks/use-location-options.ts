"use client";

import { useEffect, useState } from "react";
import { request } from "@/lib/request";

type Result = { key: string; options: string[] };

/**
 * Loads one location list (countries, states or cities) from the site's own /api/locations handlers.
 * `query` null means "nothing to load yet" (no country chosen, or a closed position): no request, empty
 * list. A failed request yields an empty list silently (spec §8). Requests for a choice the visitor has
 * since changed are aborted, so a slow answer can never overwrite a newer one.
 */
export function useLocationOptions(
  path: string,
  query: Record<string, string> | null,
  field: "countryName" | "state_name" | "city_name",
  /** The list the server rendered for this query (nothing is fetched for it). */
  initial?: string[],
): { options: string[]; loading: boolean } {
  const key = query ? `${path}?${new URLSearchParams(query).toString()}` : null;
  const [result, setResult] = useState<Result | null>(key && initial ? { key, options: initial } : null);
  const held = result?.key;

  useEffect(() => {
    if (!key || held === key) return;
    const controller = new AbortController();
    const [url, search] = key.split("?");
    request<unknown>(url!, {
      method: "GET",
      query: Object.fromEntries(new URLSearchParams(search)),
      signal: controller.signal,
    })
      .then((data) => toNames(data, field))
      .catch(() => [] as string[])
      .then((options) => {
        if (!controller.signal.aborted) setResult({ key, options });
      });
    return () => controller.abort();
  }, [key, field, held]);

  const ready = key !== null && result?.key === key;
  return { options: ready ? result.options : [], loading: key !== null && !ready };
}

function toNames(data: unknown, field: string): string[] {
  if (!Array.isArray(data)) return [];
  const names = data
    .map((item) => (item && typeof item === "object" ? (item as Record<string, unknown>)[field] : undefined))
    .filter((name): name is string => typeof name === "string" && name.trim() !== "");
  return [...new Set(names)];
}
