import type { Metadata } from "next";
import { can, type AdminAuthor, type AdminCategory } from "@site/contract";
import { PageHeading } from "@/components/admin/shell/page-heading";
import { PostEditor } from "@/components/admin/posts/post-editor.client";
import { adminFetch } from "@/lib/api/admin";
import { requirePermission } from "@/lib/admin/session";

export const metadata: Metadata = { title: "New post" };

export default async function AdminNewPostPage() {
  const me = await requirePermission("posts.edit");
  const [authors, categories] = await Promise.all([
    adminFetch<AdminAuthor[]>("/authors"),
    adminFetch<AdminCategory[]>("/categories"),
  ]);
  return (
    <>
      <PageHeading
        title="New post"
        description="Write in Markdown or HTML; the preview shows the post as visitors will read it."
      />
      <PostEditor authors={authors} categories={categories} canPublish={can(me.roles, "posts.publish")} />
    </>
  );
}
