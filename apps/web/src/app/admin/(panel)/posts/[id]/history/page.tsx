import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { can, type AdminPost, type AdminRevision, type AdminRevisionSummary } from "@site/contract";
import { HistoryPage, titleAndRestore } from "@/components/admin/editing/history-page";
import { postFields } from "@/components/admin/editing/version-diff";
import { type SearchParams } from "@/lib/admin/search-params";
import { requirePermission } from "@/lib/admin/session";

export const metadata: Metadata = { title: "Post history" };

/**
 * A post's versions (issue 21): every save with who and when, two compared, one restored. A published
 * post's version is restored only by who may publish.
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
  if (!/^[1-9][0-9]{0,9}$/.test(id)) notFound();
  return (
    <HistoryPage<AdminPost, AdminRevisionSummary, AdminRevision>
      query={await searchParams}
      kind={{
        api: `/blog-posts/${id}`,
        list: "revisions",
        what: titleAndRestore,
        compare: postFields,
        words: (post) => {
          const published = post.status === "PUBLISHED";
          return {
            title: `History: ${post.title}`,
            description:
              "Every save of this post is kept with who saved it and when. Compare two versions, and restore one: restoring saves it as a new version.",
            editor: `/admin/posts/${post.id}`,
            caption: "Versions of this post, newest first; choose an older and a newer one to compare",
            whatLabel: "Title",
            restore:
              !published || can(me.roles, "posts.publish")
                ? {
                    explain: `Its title, summary, body and other fields become the post's content, saved as a new version; the versions in between stay in the history.${published ? " The post is published: the blog shows the restored version at once." : ""}`,
                    done: (n) => `Version ${n} restored: it is the post's content now.`,
                  }
                : undefined,
          };
        },
      }}
    />
  );
}
