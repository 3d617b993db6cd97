import Link from "next/link";

export type TabLink = { href: string; label: string; current: boolean; count?: number };

/** Filters as links (comment status, lead type): each is a real address the team can bookmark. */
export function TabLinks({ label, tabs }: { label: string; tabs: TabLink[] }) {
  return (
    <nav aria-label={label} className="mb-5">
      <ul className="flex flex-wrap gap-2">
        {tabs.map((t) => (
          <li key={t.href}>
            <Link
              href={t.href}
              aria-current={t.current ? "page" : undefined}
              className={`inline-flex h-9 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors focus-visible:ring-2 focus-visible:ring-brand-300 focus-visible:outline-none ${
                t.current
                  ? "border-brand-600 bg-brand-600 text-white"
                  : "border-ink-300 bg-white text-ink-800 hover:border-ink-400 hover:bg-ink-50"
              }`}
            >
              {t.label}
              {t.count !== undefined ? <span className="text-xs opacity-80">{t.count}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A list's tabs by status with their counts: "All" (`status` undefined) and one per status, each
 * address from `href`, which keeps the rest of the list's filter.
 *
 *   <TabLinks label="Position status" tabs={countTabs(TABS, status, counts, (s) => listHref({ ...filter, status: s }))} />
 */
export function countTabs<S extends string>(
  tabs: { status: S | undefined; label: string }[],
  current: S | undefined,
  counts: Record<S, number> & { all: number },
  href: (status: S | undefined) => string,
): TabLink[] {
  return tabs.map((t) => ({
    href: href(t.status),
    label: t.label,
    current: current === t.status,
    count: t.status ? counts[t.status] : counts.all,
  }));
}
