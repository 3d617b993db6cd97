import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { can, type AdminPost, type AdminRevision, type AdminRevisionSummary } from "@site/contract";
import { PageHeading } from "@/components/admin/page-heading";
import { VersionCompare } from "@/components/admin/version-compare";
import { buttonClasses } from "@/components/ui/button";
import { adminFetch } from "@/lib/api/admin";
import { ApiError } from "@/lib/api/client";
import { dateTime } from "@/lib/admin/format";
import { stringParam, type SearchParams } from "@/lib/admin/search-params";
import { requirePermission } from "@/lib/admin/session";

export const metadata: Metadata = { title: "Post history" };

const NUMBER = /^[1-9][0-9]{0,9}$/;

/**
 * A post's versions (issue 21): every save with who and when. Two chosen with the radio buttons (a GET
 * form, so it works without JavaScript and the comparison has its own address) are compared side by
 * side; each can be restored. Without a choice the last two are compared.
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
  const chosen = (name: string, fallback: number | undefined) => {
    const raw = stringParam(query, name);
    const n = raw && NUMBER.test(raw) ? Number(raw) : fallback;
    return versions.some((v) => v.number === n) ? n : undefined;
  };
  const from = chosen("from", versions[1]?.number);
  const to = chosen("to", versions[0]?.number);
  const pair =
    from !== undefined && to !== undefined && from !== to
      ? await Promise.all(
          [Math.min(from, to), Math.max(from, to)].map((n) =>
            adminFetch<AdminRevision>(`/blog-posts/${id}/revisions/${n}`),
          ),
        )
      : null;
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
      <form method="get" className="mb-8 flex flex-col gap-4">
        <div
          className="overflow-x-auto rounded-card border border-ink-200 bg-white shadow-card"
          tabIndex={0}
          role="region"
          aria-label="Versions"
        >
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">
              Versions of this post, newest first; choose an older and a newer one to compare
            </caption>
            <thead className="bg-ink-50 text-ink-700">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Version
                </th>
                <th scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                  Older
                </th>
                <th scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                  Newer
                </th>
                <th scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                  Saved
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  By
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Title
                </th>
              </tr>
            </thead>
            <tbody>
              {versions.map((v, i) => (
                <tr key={v.number} className="border-t border-ink-100">
                  <td className="px-4 py-3 font-semibold whitespace-nowrap text-ink-900">
                    {v.number}
                    {i === 0 ? <span className="ml-2 font-normal text-ink-600">(current)</span> : null}
                  </td>
                  <td className="px-4 py-3">
                    <input
                      type="radio"
                      name="from"
                      value={v.number}
                      defaultChecked={v.number === from}
                      aria-label={`Compare from version ${v.number}`}
                      className="size-5 accent-brand-600"
                    />
                  </td>
                  <td className="px-4 py-3">
                    <input
                      type="radio"
                      name="to"
                      value={v.number}
                      defaultChecked={v.number === to}
                      aria-label={`Compare to version ${v.number}`}
                      className="size-5 accent-brand-600"
                    />
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">
                    <time dateTime={v.created_at}>{dateTime(v.created_at)}</time>
                  </td>
                  <td className="px-4 py-3">{v.created_by}</td>
                  <td className="px-4 py-3">
                    {v.title}
                    {v.restored_from ? (
                      <span className="block text-xs text-ink-600">Restored version {v.restored_from}</span>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {versions.length > 1 ? (
          <div>
            <button type="submit" className={buttonClasses({ variant: "primary" })}>
              Compare selected versions
            </button>
          </div>
        ) : (
          <p className="text-ink-600">One version so far: the next save makes another to compare with.</p>
        )}
      </form>
      {pair ? (
        <VersionCompare
          older={pair[0]!}
          newer={pair[1]!}
          postId={post.id}
          canRestore={canRestore}
          published={published}
        />
      ) : versions.length > 1 ? (
        <p role="status" className="text-ink-600">
          Choose two different versions to compare.
        </p>
      ) : null}
    </>
  );
}
