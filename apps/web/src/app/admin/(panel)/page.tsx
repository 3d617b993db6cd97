import type { Metadata } from "next";
import Link from "next/link";
import {
  can,
  type AdminApplicant,
  type AdminCareer,
  type AdminComment,
  type AdminPost,
  type Paged,
  type TeamPermission,
} from "@site/contract";
import { PageHeading } from "@/components/admin/shell/page-heading";
import { requireMe } from "@/lib/admin/session";
import { adminFetch } from "@/lib/api/admin";

export const metadata: Metadata = { title: "Overview" };

type Tile = { href: string; label: string; value: number; hint: string };

/** A card of the overview: the permission whose reads it needs, and how it reads them. */
type Card = { needs: TeamPermission; tiles: () => Promise<Tile[]> };

const one = { size: 1 };

const CARDS: Card[] = [
  {
    needs: "comments",
    tiles: async () => {
      const pending = await adminFetch<Paged<AdminComment>>("/comments", { status: "PENDING", ...one });
      return [
        {
          href: "/admin/comments",
          label: "Comments waiting",
          value: pending.totalElements,
          hint: "Approve, reject or reply",
        },
      ];
    },
  },
  {
    needs: "leads",
    tiles: async () => {
      const [contact, design, newsletter] = await Promise.all([
        adminFetch<Paged<unknown>>("/leads/contact", one),
        adminFetch<Paged<unknown>>("/leads/design-campaign", one),
        adminFetch<Paged<unknown>>("/leads/newsletter", one),
      ]);
      return [
        {
          href: "/admin/leads?type=contact",
          label: "Contact messages",
          value: contact.totalElements,
          hint: "From the contact form",
        },
        {
          href: "/admin/leads?type=design-campaign",
          label: "UX review requests",
          value: design.totalElements,
          hint: "From /ux-review",
        },
        {
          href: "/admin/leads?type=newsletter",
          label: "Newsletter subscribers",
          value: newsletter.totalElements,
          hint: "Export as CSV",
        },
      ];
    },
  },
  {
    needs: "applicants",
    tiles: async () => {
      const applicants = await adminFetch<Paged<AdminApplicant>>("/applicants", one);
      return [
        {
          href: "/admin/applicants",
          label: "Applicants",
          value: applicants.totalElements,
          hint: "With their resumes",
        },
      ];
    },
  },
  {
    needs: "posts.edit",
    tiles: async () => {
      const drafts = await adminFetch<Paged<AdminPost>>("/blog-posts", { status: "DRAFT", ...one });
      return [
        {
          href: "/admin/posts?status=DRAFT",
          label: "Draft posts",
          value: drafts.totalElements,
          hint: "Not yet published",
        },
      ];
    },
  },
  {
    needs: "careers",
    tiles: async () => {
      const careers = await adminFetch<Paged<AdminCareer>>("/careers", { size: 100 });
      const open = careers.content.filter((c) => c.status === "OPEN" && c.published).length;
      return [
        {
          href: "/admin/careers",
          label: "Open positions",
          value: open,
          hint: `${careers.totalElements} in all`,
        },
      ];
    },
  },
];

/** What needs the team's attention, as far as the person's roles reach: no card they could not open. */
export default async function AdminOverviewPage() {
  const me = await requireMe();
  const tiles = (await Promise.all(CARDS.filter((c) => can(me.roles, c.needs)).map((c) => c.tiles()))).flat();
  return (
    <>
      <PageHeading
        title="Overview"
        description={`Welcome, ${me.name}. What needs your attention on the website.`}
      />
      {tiles.length === 0 ? (
        <p
          role="status"
          className="rounded-card border border-dashed border-ink-200 bg-white px-6 py-10 text-center text-ink-600"
        >
          Nothing here needs you. Your account and the sections above are what your roles open.
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {tiles.map((t) => (
            <li key={t.href}>
              <Link
                href={t.href}
                className="flex h-full flex-col rounded-card border border-ink-200 bg-white p-5 shadow-card transition-shadow hover:shadow-pop focus-visible:ring-4 focus-visible:ring-brand-200 focus-visible:outline-none"
              >
                <span className="text-sm font-semibold text-ink-600">{t.label}</span>
                <span className="mt-2 font-display text-4xl font-bold text-ink-950">{t.value}</span>
                <span className="mt-auto pt-3 text-sm text-brand-600">{t.hint}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
