import type { Metadata } from "next";
import type { AdminAuthor, AdminCategory } from "@site/contract";
import { AuthorManager } from "@/components/admin/posts/author-manager.client";
import { CategoryManager } from "@/components/admin/posts/category-manager.client";
import { PageHeading } from "@/components/admin/shell/page-heading";
import { adminFetch } from "@/lib/api/admin";
import { requirePermission } from "@/lib/admin/session";

export const metadata: Metadata = { title: "Authors & categories" };

export default async function AdminTaxonomyPage() {
  await requirePermission("taxonomy");
  const [authors, categories] = await Promise.all([
    adminFetch<AdminAuthor[]>("/authors"),
    adminFetch<AdminCategory[]>("/categories"),
  ]);
  return (
    <>
      <PageHeading
        title="Authors & categories"
        description="Who writes the posts, and the categories the blog filter offers."
      />
      <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
        <AuthorManager authors={authors} />
        <CategoryManager categories={categories} />
      </div>
    </>
  );
}
