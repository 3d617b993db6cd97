import type { Metadata } from "next";
import Link from "next/link";
import type { AdminMarketingKind } from "@site/contract";
import { PageHeading } from "@/components/admin/shell/page-heading";
import { adminFetch } from "@/lib/api/admin";
import { requirePermission } from "@/lib/admin/session";

export const metadata: Metadata = { title: "Content" };

/** The kinds of marketing content the team edits, each with its entries and unpublished drafts. */
export default async function AdminContentPage() {
  await requirePermission("content");
  const kinds = await adminFetch<AdminMarketingKind[]>("/content");
  return (
    <>
      <PageHeading
        title="Content"
        description="The marketing pages' copy. Save a draft, preview it as visitors will see it, then publish: the public pages change at once."
      />
      <ul className="grid gap-4 md:grid-cols-2">
        {kinds.map((k) => (
          <li key={k.kind} className="rounded-card border border-ink-200 bg-white p-5">
            <h2 className="text-lg font-bold text-ink-950">
              <Link
                href={`/admin/content/${k.kind}`}
                className="text-brand-600 underline-offset-2 hover:underline"
              >
                {k.label}
              </Link>
            </h2>
            <p className="mt-1 text-ink-700">{k.description}</p>
            <p className="mt-3 text-sm text-ink-600">
              {k.entries} {k.entries === 1 ? "entry" : "entries"}
              {k.changed ? `, ${k.changed} with unpublished changes` : ", all published"}
            </p>
            {k.count_note ? <p className="mt-1 text-sm text-ink-600">{k.count_note}</p> : null}
          </li>
        ))}
      </ul>
    </>
  );
}
