import Link from "next/link";
import { LogoMark } from "@/components/layout/logo";
import { siteConfig } from "@/config/site";
import { AdminNav, type AdminNavItem } from "./admin-nav.client";

/** The admin area's own header: no public navigation, just the team's sections and sign-out. */
export function AdminHeader({ pendingComments }: { pendingComments: number }) {
  const items: AdminNavItem[] = [
    { href: "/admin", label: "Overview" },
    { href: "/admin/comments", label: "Comments", badge: pendingComments },
    { href: "/admin/leads", label: "Leads" },
    { href: "/admin/applicants", label: "Applicants" },
    { href: "/admin/posts", label: "Posts" },
    { href: "/admin/careers", label: "Careers" },
    { href: "/admin/taxonomy", label: "Authors & categories" },
  ];
  return (
    <header className="bg-ink-950 text-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-5 py-4 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex items-center justify-between gap-6">
          <Link
            href="/admin"
            className="inline-flex items-center gap-2.5 rounded-lg font-display text-lg font-bold focus-visible:ring-2 focus-visible:ring-brand-300 focus-visible:outline-none"
          >
            <LogoMark className="size-8" />
            <span>
              {siteConfig.name} <span className="font-medium text-ink-300">admin</span>
            </span>
          </Link>
          <form action="/api/admin/sign-out" method="post" className="lg:hidden">
            <button
              type="submit"
              className="h-9 rounded-full border border-white/30 px-4 text-sm font-semibold text-white hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-brand-300 focus-visible:outline-none"
            >
              Sign out
            </button>
          </form>
        </div>
        <div className="flex items-center gap-4">
          <AdminNav items={items} />
          <form action="/api/admin/sign-out" method="post" className="hidden lg:block">
            <button
              type="submit"
              className="h-9 rounded-full border border-white/30 px-4 text-sm font-semibold text-white hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-brand-300 focus-visible:outline-none"
            >
              Sign out
            </button>
          </form>
        </div>
      </div>
    </header>
  );
}
