"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

export type AdminNavItem = { href: string; label: string; badge?: number };

/**
 * The admin area's sections the signed-in person's roles open (the header picks them); the current one
 * is marked for sighted and screen-reader users alike.
 */
export function AdminNav({ items }: { items: AdminNavItem[] }) {
  const pathname = usePathname();
  return (
    <nav aria-label="Admin sections">
      {/* On a wide screen an owner's fourteen sections take two lines; other roles' fit on one. */}
      <ul className="flex flex-wrap gap-1 xl:gap-0">
        {items.map((item) => {
          const current =
            item.href === "/admin"
              ? pathname === "/admin"
              : pathname === item.href || pathname.startsWith(`${item.href}/`);
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={current ? "page" : undefined}
                className={`inline-flex h-9 items-center gap-2 rounded-full px-4 text-sm whitespace-nowrap xl:px-3 font-semibold transition-colors focus-visible:ring-2 focus-visible:ring-brand-300 focus-visible:outline-none ${
                  current ? "bg-white text-ink-950" : "text-ink-200 hover:bg-white/10 hover:text-white"
                }`}
              >
                {item.label}
                {item.badge ? (
                  <span
                    className={`inline-flex min-w-5 items-center justify-center rounded-full px-1.5 text-xs ${
                      current ? "bg-accent-600 text-white" : "bg-accent-400 text-ink-950"
                    }`}
                  >
                    <span className="sr-only">(</span>
                    {item.badge}
                    <span className="sr-only"> pending)</span>
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
