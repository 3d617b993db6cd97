import Link from "next/link";
import type { TeamMe } from "@site/contract";
import { LogoMark } from "@/components/layout/logo";
import { siteConfig } from "@/config/site";
import { rolesText, sectionsFor } from "@/lib/admin/sections";
import { AdminNav, type AdminNavItem } from "./admin-nav.client";

const SIGN_OUT_CLASSES =
  "h-9 rounded-full border border-white/30 px-4 text-sm font-semibold text-white hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-brand-300 focus-visible:outline-none";

/**
 * The admin area's own header: who is signed in and with which roles, the sections those roles open
 * (nothing else is offered), and sign-out, a plain form that works without JavaScript.
 */
export function AdminHeader({ me, pendingComments }: { me: TeamMe; pendingComments?: number }) {
  const items: AdminNavItem[] = sectionsFor(me.roles).map((s) => ({
    href: s.href,
    label: s.label,
    badge: s.href === "/admin/comments" ? pendingComments : undefined,
  }));
  return (
    <header className="bg-ink-950 text-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-5 py-4">
        <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
          <Link
            href="/admin"
            className="inline-flex items-center gap-2.5 rounded-lg font-display text-lg font-bold focus-visible:ring-2 focus-visible:ring-brand-300 focus-visible:outline-none"
          >
            <LogoMark className="size-8" />
            <span>
              {siteConfig.name} <span className="font-medium text-ink-300">admin</span>
            </span>
          </Link>
          <div className="ml-auto flex min-w-0 items-center gap-4">
            <Link
              href="/admin/account"
              className="min-w-0 rounded-lg text-right text-sm leading-tight focus-visible:ring-2 focus-visible:ring-brand-300 focus-visible:outline-none"
            >
              <span className="sr-only">Signed in as </span>
              <span className="block truncate font-semibold text-white" data-testid="signed-in-name">
                {me.name}
              </span>
              <span className="block truncate text-ink-300">
                <span className="sr-only">, roles: </span>
                <span data-testid="signed-in-roles">{rolesText(me.roles)}</span>
              </span>
            </Link>
            <form action="/api/admin/sign-out" method="post">
              <button type="submit" className={SIGN_OUT_CLASSES}>
                Sign out
              </button>
            </form>
          </div>
        </div>
        <AdminNav items={items} />
      </div>
    </header>
  );
}
