import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { can, type AdminPost, type AdminRevision, type AdminRevisionSummary } from "@site/contract";
import { PageHeading } from "@/components/admin/shell/page-heading";
import { RestoreVersion } from "@/components/admin/editing/restore-version.client";
import { VersionCompare } from "@/components/admin/editing/version-compare";
import { postFields } from "@/components/admin/editing/version-diff";
import { chosenVersions, VersionHistory } from "@/components/admin/editing/version-history";
import { buttonClasses } from "@/components/ui/button";
import { adminFetch } from "@/lib/api/admin";
import { ApiError } from "@/lib/api/client";
import { type SearchParams } from "@/lib/admin/search-params";
import { requirePermission } from "@/lib/admin/session";

export const metadata: Metadata = { title: "Post history" };

const NUMBER = /^[1-9][0-9]{0,9}$/;

/**
 * A post's versions (issue 21): every save with who and when. Two chosen are compared side by side
 * (without a choice, the last two); each can be restored.
 */
export default async function PostHistoryPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const me = await requirePermission("posts.edit");
  const { id } = await params;
  if (!NUMBER.test(id)) notFound();
  const query = await searchParams;
  const [post, versions] = await Promise.all([
    adminFetch<AdminPost>(`/blog-posts/${id}`).catch((err) => {
      if (err instanceof ApiError && err.status === 404) notFound();
      throw err;
    }),
    adminFetch<AdminRevisionSummary[]>(`/blog-posts/${id}/revisions`),
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
    ? await Promise.all(numbers.map((n) => adminFetch<AdminRevision>(`/blog-posts/${id}/revisions/${n}`)))
    : null;
  const fields = pair ? postFields(pair[0]!, pair[1]!) : null;
  const published = post.status === "PUBLISHED";
  const canRestore = !published || can(me.roles, "posts.publish");

  return (
    <>
      <PageHeading
        title={`History: ${post.title}`}
        description="Every save of this post is kept with who saved it and when. Compare two versions, and restore one: restoring saves it as a new version."
        actions={
          <Link href={`/admin/posts/${post.id}`} className={buttonClasses({ variant: "outline" })}>
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
        caption="Versions of this post, newest first; choose an older and a newer one to compare"
        whatLabel="Title"
      >
        {pair && fields ? (
          <VersionCompare
            older={pair[0]!}
            newer={pair[1]!}
            fields={fields.text}
            others={fields.others}
            restore={
              canRestore
                ? (n) => (
                    <RestoreVersion
                      path={`/blog-posts/${post.id}/revisions/${n}/restore`}
                      number={n}
                      next={`/admin/posts/${post.id}`}
                      explain={`Its title, summary, body and other fields become the post's content, saved as a new version; the versions in between stay in the history.${published ? " The post is published: the blog shows the restored version at once." : ""}`}
                      done={`Version ${n} restored: it is the post's content now.`}
                    />
                  )
                : undefined
            }
          />
        ) : null}
      </VersionHistory>
    </>
  );
}
