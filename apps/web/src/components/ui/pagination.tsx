import { PAGINATION_RANGE } from "@site/contract";

export type PaginationProps = {
  /** The current page, 1-based (what the URL's `page` parameter says; absent means 1). */
  page: number;
  totalPages: number;
  /** The path the links point at, e.g. "/blog". */
  pathname: string;
  /** Other query parameters to keep in every link (filters, sort...). */
  query?: Record<string, string | undefined>;
  /** The query parameter that holds the page. */
  pageParam?: string;
  /** How many page numbers to show (spec §9: 5, and 3 below 576 px). */
  range?: number;
  smallRange?: number;
  /** Client-side paging: called instead of navigating (the links keep real hrefs for crawlers). */
  onPageChange?: (page: number) => void;
  label?: string;
  className?: string;
};

/** The window of page numbers around the current page: pageWindow(7, 10, 5) → [5, 6, 7, 8, 9]. */
export function pageWindow(page: number, totalPages: number, range: number): number[] {
  const size = Math.max(1, Math.min(range, totalPages));
  const start = Math.max(1, Math.min(page - Math.floor(size / 2), totalPages - size + 1));
  return Array.from({ length: size }, (_, i) => start + i);
}

/** The link of one page: page 1 drops the parameter (spec §2), others set it. */
export function pageHref(
  pathname: string,
  page: number,
  query: Record<string, string | undefined> = {},
  pageParam = "page",
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (key !== pageParam && value !== undefined && value !== "") params.set(key, value);
  }
  if (page > 1) params.set(pageParam, String(page));
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

const ITEM =
  "inline-flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm font-semibold transition-colors";

/**
 * Page links with Prev / Next (spec §2, §4): Prev is disabled on the first page and Next on the
 * last; the page parameter is removed for page 1. Shows 5 numbers, 3 on small screens.
 */
export function Pagination({
  page,
  totalPages,
  pathname,
  query = {},
  pageParam = "page",
  range = PAGINATION_RANGE.default,
  smallRange = PAGINATION_RANGE.small,
  onPageChange,
  label = "Pagination",
  className = "",
}: PaginationProps) {
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), totalPages);
  const wide = pageWindow(current, totalPages, range);
  const narrow = new Set(pageWindow(current, totalPages, smallRange));

  const link = (target: number, children: React.ReactNode, extra: string, aria?: Record<string, string>) => (
    <a
      href={pageHref(pathname, target, query, pageParam)}
      className={`${ITEM} ${extra}`}
      onClick={
        onPageChange
          ? (event) => {
              // A new tab or window (a modifier or the middle button) is the browser's to open.
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
                return;
              event.preventDefault();
              onPageChange(target);
            }
          : undefined
      }
      {...aria}
    >
      {children}
    </a>
  );

  const arrow = (direction: "prev" | "next") => {
    const disabled = direction === "prev" ? current <= 1 : current >= totalPages;
    const text = direction === "prev" ? "Prev" : "Next";
    const icon = (
      <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true">
        <path
          d={direction === "prev" ? "M12.5 4.5 7 10l5.5 5.5" : "M7.5 4.5 13 10l-5.5 5.5"}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    );
    const content =
      direction === "prev" ? (
        <>
          {icon}
          {text}
        </>
      ) : (
        <>
          {text}
          {icon}
        </>
      );
    if (disabled) {
      return (
        <button type="button" disabled className={`${ITEM} gap-1 text-ink-400`}>
          {content}
        </button>
      );
    }
    return link(
      direction === "prev" ? current - 1 : current + 1,
      content,
      "gap-1 text-ink-800 hover:bg-ink-100",
      { rel: direction },
    );
  };

  return (
    <nav aria-label={label} className={`flex justify-center ${className}`}>
      <ul className="flex items-center gap-1">
        <li>{arrow("prev")}</li>
        {wide.map((n) => (
          <li key={n} className={narrow.has(n) ? "" : "hidden sm:block"}>
            {n === current
              ? link(n, n, "bg-brand-600 text-white shadow-sm", { "aria-current": "page" })
              : link(n, n, "text-ink-800 hover:bg-ink-100", { "aria-label": `Page ${n}` })}
          </li>
        ))}
        <li>{arrow("next")}</li>
      </ul>
    </nav>
  );
}
