import type { Metadata } from "next";
import { privacyQuerySchema, type PrivacyHeld } from "@site/contract";
import { DownloadLink } from "@/components/admin/shell/download-link";
import { PageHeading } from "@/components/admin/shell/page-heading";
import { describeCounts } from "@/components/admin/privacy/privacy-counts";
import { PrivacyErase } from "@/components/admin/privacy/privacy-erase.client";
import { PrivacyHeldRows } from "@/components/admin/privacy/privacy-held";
import { PrivacySearch } from "@/components/admin/privacy/privacy-search";
import { requirePermission } from "@/lib/admin/session";
import { stringParam, type SearchParams } from "@/lib/admin/search-params";
import { adminFetch } from "@/lib/api/admin";

export const metadata: Metadata = { title: "Privacy requests" };

/**
 * A person's privacy request: what is held about their address, all of it as one file, and erasing it.
 * Each lookup, download and erasure is recorded in the audit trail.
 */
export default async function AdminPrivacyPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requirePermission("privacy");
  const typed = stringParam(await searchParams, "email");
  const parsed = typed === undefined ? undefined : privacyQuerySchema.safeParse({ email: typed });
  const email = parsed?.success ? parsed.data.email : undefined;
  const held = email ? await adminFetch<PrivacyHeld>("/privacy", { email }) : undefined;
  const total = held ? Object.values(held.counts).reduce((a, b) => a + b, 0) : 0;
  return (
    <>
      <PageHeading
        title="Privacy requests"
        description="When someone asks what the company holds about them, or asks for it to be deleted: find it by their email address, send them the file, erase it."
      />
      <PrivacySearch
        email={typed}
        error={parsed && !parsed.success ? parsed.error.issues[0]?.message : undefined}
      />
      {held ? (
        <section aria-labelledby="privacy-result" className="flex flex-col gap-6">
          <div className="flex flex-col gap-4 rounded-card border border-ink-200 bg-white p-5 shadow-card sm:flex-row sm:items-center sm:justify-between">
            <div>
              <h2 id="privacy-result" className="font-display text-xl font-bold text-ink-950">
                Held for <span className="break-all">{held.email}</span>
              </h2>
              <p className="mt-1 text-ink-700" role="status" data-testid="privacy-counts">
                {total === 0
                  ? "Nothing is held for this address."
                  : `${describeCounts(held.counts).replace(/^./, (c) => c.toUpperCase())}.`}
              </p>
            </div>
            {total > 0 ? (
              <div className="flex flex-wrap gap-2">
                <DownloadLink
                  href={`/api/admin/privacy/export?${new URLSearchParams({ email: held.email })}`}
                >
                  Download everything (JSON)
                </DownloadLink>
                <PrivacyErase email={held.email} counts={held.counts} />
              </div>
            ) : null}
          </div>
          <PrivacyHeldRows held={held} />
        </section>
      ) : null}
    </>
  );
}
