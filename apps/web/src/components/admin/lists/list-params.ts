import type { z } from "zod";
import { fieldErrors, type Paged } from "@site/contract";
import { pageParam, stringParam, type SearchParams } from "@/lib/admin/search-params";

/**
 * A list page's address read once (issue 31, item 7): its 1-based page, each filter's value (empty
 * ones left out), and the contract's check of both as the API will read them, so a bad filter is a
 * message beside its field, not an error page.
 *
 *   const { page, values, parsed, errors } = listParams(params, ["q", "status"], adminCareersQuerySchema, 25);
 *   const careers = await pageIf(parsed, (query) => adminFetch<Paged<AdminCareer>>("/careers", query));
 */
export function listParams<K extends string, S extends z.ZodType>(
  params: SearchParams,
  keys: readonly K[],
  schema: S,
  size: number,
) {
  const page = pageParam(params);
  const values = Object.fromEntries(keys.map((k) => [k, stringParam(params, k) || undefined])) as Partial<
    Record<K, string>
  >;
  const parsed = schema.safeParse({ ...values, page: page - 1, size });
  const errors = (parsed.success ? {} : fieldErrors(parsed.error)) as Partial<Record<K, string>>;
  return { page, values, parsed, errors };
}

/** The page `read` fetches with the checked query, or an empty one when the address did not pass. */
export function pageIf<Q, T>(
  parsed: { success: true; data: Q } | { success: false },
  read: (query: Q) => Promise<Paged<T>>,
): Promise<Paged<T>> {
  return parsed.success
    ? read(parsed.data)
    : Promise.resolve({ content: [], totalElements: 0, totalPages: 0 });
}
