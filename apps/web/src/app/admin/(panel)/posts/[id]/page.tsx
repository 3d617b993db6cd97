import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import {
  can,
  type AdminAuthor,
  type AdminCategory,
  type AdminPost,
  type AdminPreviewLink,
} from "@site/contract";
import { PageHeading } from "@/components/admin/shell/page-heading";
import { PostEditor } from "@/components/admin/posts/post-editor.client";
import { PostPreviewLinks } from "@/components/admin/posts/post-preview-links.client";
import { SeoPanel } from "@/components/admin/seo/seo-panel.client";
import { buttonClasses } from "@/components/ui/button";
import { env } from "@/env";
import { adminFetch } from "@/lib/api/admin";
import { ApiError } from "@/lib/api/client";
import { requirePermission } from "@/lib/admin/session";

export const metadata: Metadata = { title: "Edit post" };

export default async function AdminEditPostPage({ params }: { params: Promise<{ id: string }> }) {
  const me = await requirePermission("posts.edit");
  const { id } = await params;
  if (!/^[1-9][0-9]{0,9}$/.test(id)) notFound();
  const [post, authors, categories] = await Promise.all([
    adminFetch<AdminPost>(`/blog-posts/${id}`).catch((err) => {
      if (err instanceof ApiError && err.status === 404) notFound();
      throw err;
    }),
    adminFetch<AdminAuthor[]>("/authors"),
    adminFetch<AdminCategory[]>("/categories"),
  ]);
  // Preview links are for drafts: a published post is on the blog itself.
  const previewLinks =
    post.status === "DRAFT" ? await adminFetch<AdminPreviewLink[]>(`/blog-posts/${id}/preview-links`) : [];
  return (
    <>
      <PageHeading
        title={post.title}
        description="Editing a post. Changes to a published post show on the blog as soon as they are saved."
        actions={
          <Link href={`/admin/posts/${post.id}/history`} className={buttonClasses({ variant: "outline" })}>
            History
          </Link>
        }
      />
      {post.status === "DRAFT" ? (
        <div className="mb-6">
          <PostPreviewLinks id={post.id} links={previewLinks} siteUrl={env.SITE_URL} />
        </div>
      ) : null}
      {/* Not keyed by the last change: remounted after a save, the form lost what was typed while the
          page was read again. It keeps its own values; what it shows is what was typed (body_source). */}
      <PostEditor
        post={post}
        authors={authors}
        categories={categories}
        canPublish={can(me.roles, "posts.publish")}
      />
      <SeoPanel
        path={`/blog-posts/${post.id}/seo`}
        initial={post}
        fallback={{ title: post.title, description: post.summary }}
        readOnly={post.status === "PUBLISHED" && !can(me.roles, "posts.publish")}
      />
    </>
  );
}
