import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import {
  type AdminContentVersion,
  type AdminContentVersionSummary,
  type AdminMarketingEntry,
  isMarketingKind,
  MARKETING_KINDS,
  isEntryKey,
  entryEditPath,
} from "@site/contract";
import { PageHeading } from "@/components/admin/shell/page-heading";
import { RestoreVersion } from "@/components/admin/editing/restore-version.client";
import { VersionCompare } from "@/components/admin/editing/version-compare";
import { jsonFields } from "@/components/admin/editing/version-diff";
import { chosenVersions, VersionHistory } from "@/components/admin/editing/version-history";
import { buttonClasses } from "@/components/ui/button";
import { adminFetch } from "@/lib/api/admin";
import { ApiError } from "@/lib/api/client";
import { type SearchParams } from "@/lib/admin/search-params";
import { requirePermission } from "@/lib/admin/session";

export const metadata: Metadata = { title: "Content history" };

const STATE = { draft: "Draft saved", published: "Published" } as const;

/**
 * A content entry's versions (issue 21), whatever its kind: every save of the draft, every publish and
 * every restore, with who and when. Two chosen are compared field by field, each changed text word by
 * word (without a choice, the last two); restoring one saves it as the draft, as a new version.
 */
export default async function ContentHistoryPage({
  params,
  searchParams,
}: {
  params: Promise<{ kind: string; key: string }>;
  searchParams: Promise<SearchParams>;
}) {
  await requirePermission("content");
  const { kind, key } = await params;
  if (!isMarketingKind(kind) || !isEntryKey(kind, key)) notFound();
  const query = await searchParams;
  const path = `/content/${kind}/${key}`;
  const [entry, versions] = await Promise.all([
    adminFetch<AdminMarketingEntry>(path).catch((err) => {
      if (err instanceof ApiError && err.status === 404) notFound();
      throw err;
    }),
    adminFetch<AdminContentVersionSummary[]>(`${path}/versions`),
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
    ? await Promise.all(numbers.map((n) => adminFetch<AdminContentVersion>(`${path}/versions/${n}`)))
    : null;
  const fields = pair ? jsonFields(pair[0]!.data, pair[1]!.data) : null;
  const label = MARKETING_KINDS[kind].label;
  const editor = entryEditPath(entry.kind, entry.key);
  const note = (v: AdminContentVersionSummary) =>
    v.restored_from ? `Restored version ${v.restored_from} as the draft` : STATE[v.state];

  return (
    <>
      <PageHeading
        title={`History: ${label} (${key})`}
        description="Every save of the draft and every publish is kept with who and when. Compare two versions, and restore one: it becomes the draft, saved as a new version, and visitors see it once you publish."
        actions={
          <Link href={editor} className={buttonClasses({ variant: "outline" })}>
            Back to the editor
          </Link>
        }
      />
      <VersionHistory
        rows={versions.map((v) => ({ ...v, what: note(v) }))}
        from={from}
        to={to}
        compared={Boolean(pair)}
        caption={`Versions of ${label} (${key}), newest first; choose an older and a newer one to compare`}
        whatLabel="What"
      >
        {pair && fields ? (
          <VersionCompare
            older={{ ...pair[0]!, note: STATE[pair[0]!.state] }}
            newer={{ ...pair[1]!, note: STATE[pair[1]!.state] }}
            fields={fields.text}
            others={fields.others}
            note={
              fields.text.length + fields.others.length === 0
                ? "Both versions hold the same content."
                : `${fields.same} other ${fields.same === 1 ? "field is" : "fields are"} the same in both versions.`
            }
            restore={(n) => (
              <RestoreVersion
                path={`${path}/versions/${n}/restore`}
                number={n}
                next={editor}
                explain="Its content becomes the draft, saved as a new version; the versions in between stay in the history. Visitors keep seeing what is published until you publish."
                done={`Version ${n} restored as the draft. Publish it to show it to visitors.`}
              />
            )}
          />
        ) : null}
      </VersionHistory>
    </>
  );
}
