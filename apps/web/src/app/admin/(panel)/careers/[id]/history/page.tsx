import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import type { AdminCareer, AdminCareerVersion, AdminCareerVersionSummary } from "@site/contract";
import { PageHeading } from "@/components/admin/shell/page-heading";
import { RestoreVersion } from "@/components/admin/editing/restore-version.client";
import { VersionCompare } from "@/components/admin/editing/version-compare";
import { careerFields } from "@/components/admin/editing/version-diff";
import { chosenVersions, VersionHistory } from "@/components/admin/editing/version-history";
import { buttonClasses } from "@/components/ui/button";
import { adminFetch } from "@/lib/api/admin";
import { ApiError } from "@/lib/api/client";
import { type SearchParams } from "@/lib/admin/search-params";
import { requirePermission } from "@/lib/admin/session";

export const metadata: Metadata = { title: "Position history" };

const NUMBER = /^[1-9][0-9]{0,9}$/;

/**
 * An opening's versions (issue 31, item 3), as a post's: each save that changed it with who and when.
 * Two chosen are compared side by side (without a choice, the last two); each can be restored.
 */
export default async function CareerHistoryPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<SearchParams>;
}) {
  await requirePermission("careers");
  const { id } = await params;
  if (!NUMBER.test(id)) notFound();
  const query = await searchParams;
  const [career, versions] = await Promise.all([
    adminFetch<AdminCareer>(`/careers/${id}`).catch((err) => {
      if (err instanceof ApiError && err.status === 404) notFound();
      throw err;
    }),
    adminFetch<AdminCareerVersionSummary[]>(`/careers/${id}/versions`),
  ]);
  const {
    from,
    to,
    pair: numbers,
  } = chosenVersions(
    query,
    versions.map((v) => v.number),
  );
  const pair = numbers
    ? await Promise.all(numbers.map((n) => adminFetch<AdminCareerVersion>(`/careers/${id}/versions/${n}`)))
    : null;
  const fields = pair ? careerFields(pair[0]!, pair[1]!) : null;

  return (
    <>
      <PageHeading
        title={`History: ${career.title}`}
        description="Every save that changed this position is kept with who saved it and when. Compare two versions, and restore one: restoring saves it as a new version."
        actions={
          <Link href={`/admin/careers/${career.id}`} className={buttonClasses({ variant: "outline" })}>
            Back to the editor
          </Link>
        }
      />
      <VersionHistory
        rows={versions.map((v) => ({
          ...v,
          what: (
            <>
              {v.title}
              {v.restored_from ? (
                <span className="block text-xs text-ink-600">Restored version {v.restored_from}</span>
              ) : null}
            </>
          ),
        }))}
        from={from}
        to={to}
        compared={Boolean(pair)}
        caption="Versions of this position, newest first; choose an older and a newer one to compare"
        whatLabel="Title"
      >
        {pair && fields ? (
          <VersionCompare
            older={pair[0]!}
            newer={pair[1]!}
            fields={fields.text}
            others={fields.others}
            note="Whether the position is open and listed is not part of a version: restoring keeps them as they are."
            restore={(n) => (
              <RestoreVersion
                path={`/careers/${career.id}/versions/${n}/restore`}
                number={n}
                next={`/admin/careers/${career.id}`}
                explain={`Its title, arrangement, pay range and job description become the position's, saved as a new version; the versions in between stay in the history.${career.published ? " The position is listed: the careers page shows the restored version at once." : ""}`}
                done={`Version ${n} restored: it is the position's content now.`}
              />
            )}
          />
        ) : null}
      </VersionHistory>
    </>
  );
}
