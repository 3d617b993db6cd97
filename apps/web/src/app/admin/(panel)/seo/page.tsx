import type { Metadata } from "next";
import type { PageSeoRow } from "@site/contract";
import { PageHeading } from "@/components/admin/shell/page-heading";
import { PageSeoList } from "@/components/admin/seo/page-seo-list";
import { adminFetch } from "@/lib/api/admin";
import { requirePermission } from "@/lib/admin/session";

export const metadata: Metadata = { title: "Search and sharing" };

/**
 * Every marketing page's SEO title, description and social image in one list (issue 32). A list of
 * pages rather than a panel in the content editor: most pages (home, services, about, the legal pages)
 * are built from several entries or from none, while search engines see one address each.
 */
export default async function AdminPageSeoPage() {
  await requirePermission("content");
  const { content } = await adminFetch<{ content: PageSeoRow[] }>("/page-seo");
  return (
    <>
      <PageHeading
        title="Search and sharing"
        description="What search engines and shared links show for each marketing page. Posts and openings have their own, in their editors."
      />
      <PageSeoList rows={content} />
    </>
  );
}
