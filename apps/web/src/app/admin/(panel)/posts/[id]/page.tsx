import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { can, type AdminAuthor, type AdminCategory, type AdminPost } from "@site/contract";
import { PageHeading } from "@/components/admin/page-heading";
import { PostEditor } from "@/components/admin/post-editor.client";
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
  return (
    <>
      <PageHeading
        title={post.title}
        description="Editing a post. Changes to a published post show on the blog as soon as they are saved."
      />
      {/* Keyed by the last change, so the form starts from what was saved after each save. */}
      <PostEditor
        key={post.updated_date}
        post={post}
        authors={authors}
        categories={categories}
        canPublish={can(me.roles, "posts.publish")}
      />
    </>
  );
}
