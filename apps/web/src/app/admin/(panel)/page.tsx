import type { Metadata } from "next";
import Link from "next/link";
import type { AdminApplicant, AdminCareer, AdminComment, AdminPost, Paged } from "@site/contract";
import { PageHeading } from "@/components/admin/page-heading";
import { adminFetch } from "@/lib/api/admin";

export const metadata: Metadata = { title: "Overview" };

type Tile = { href: string; label: string; value: number; hint: string };

export default async function AdminOverviewPage() {
  const one = { size: 1 };
  const [pending, contact, design, newsletter, applicants, drafts, careers] = await Promise.all([
    adminFetch<Paged<AdminComment>>("/comments", { status: "PENDING", ...one }),
    adminFetch<Paged<unknown>>("/leads/contact", one),
    adminFetch<Paged<unknown>>("/leads/design-campaign", one),
    adminFetch<Paged<unknown>>("/leads/newsletter", one),
    adminFetch<Paged<AdminApplicant>>("/applicants", one),
    adminFetch<Paged<AdminPost>>("/blog-posts", { status: "DRAFT", ...one }),
    adminFetch<Paged<AdminCareer>>("/careers", { size: 100 }),
  ]);
  const openCareers = careers.content.filter((c) => c.status === "OPEN" && c.published).length;
  const tiles: Tile[] = [
    {
      href: "/admin/comments",
      label: "Comments waiting",
      value: pending.totalElements,
      hint: "Approve, reject or reply",
    },
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
    {
      href: "/admin/applicants",
      label: "Applicants",
      value: applicants.totalElements,
      hint: "With their resumes",
    },
    {
      href: "/admin/posts?status=DRAFT",
      label: "Draft posts",
      value: drafts.totalElements,
      hint: "Not yet published",
    },
    {
      href: "/admin/careers",
      label: "Open positions",
      value: openCareers,
      hint: `${careers.totalElements} in all`,
    },
  ];
  return (
    <>
      <PageHeading title="Overview" description="What needs the team's attention on the website." />
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
    </>
  );
}
