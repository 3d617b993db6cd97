export type SearchParams = Record<string, string | string[] | undefined>;

/** The 1-based page of a list's URL (?page=3); anything else is page 1. */
export function pageParam(params: SearchParams): number {
  const raw = Array.isArray(params.page) ? params.page[0] : params.page;
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}

/** One string value of a query parameter. */
export function stringParam(params: SearchParams, name: string): string | undefined {
  const raw = params[name];
  return Array.isArray(raw) ? raw[0] : raw;
}
