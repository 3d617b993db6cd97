import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { type PageSeoRow, pageSeoQuerySchema } from "@site/contract";
import { PageHeading } from "@/components/admin/shell/page-heading";
import { SeoPanel } from "@/components/admin/seo/seo-panel.client";
import { buttonClasses } from "@/components/ui/button";
import { adminFetch } from "@/lib/api/admin";
import { ApiError } from "@/lib/api/client";
import { requirePermission } from "@/lib/admin/session";

export const metadata: Metadata = { title: "Search and sharing of a page" };

type Props = { searchParams: Promise<{ path?: string | string[] }> };

/**
 * One marketing page's SEO title, description and social image (`?path=/services/mvp-development`): a
 * fixed page's, or a published service's, industry's or case study's (the API refuses any other path).
 */
export default async function AdminPageSeoEditPage({ searchParams }: Props) {
  await requirePermission("content");
  const { path } = await searchParams;
  if (typeof path !== "string" || !pageSeoQuerySchema.safeParse({ path }).success) notFound();
  const query = `path=${encodeURIComponent(path)}`;
  const page = await adminFetch<PageSeoRow>("/page-seo/page", { path }).catch((err: unknown) => {
    // An entry not (or no longer) published has no page to describe.
    if (err instanceof ApiError && err.status === 400) notFound();
    throw err;
  });
  return (
    <>
      <PageHeading
        title={page.name}
        description={
          <>
            The address <span className="break-all">{path}</span>. Saved fields show on the site at once.
          </>
        }
        actions={
          <>
            <Link href="/admin/seo" className={buttonClasses({ variant: "outline" })}>
              All pages
            </Link>
            <a href={path} className={buttonClasses({ variant: "outline" })}>
              View the page
            </a>
          </>
        }
      />
      {/* Not keyed by the last change: a save refreshes the page, and the focus stays on its button. */}
      <SeoPanel
        path={`/page-seo/page?${query}`}
        initial={page}
        fallback={{
          title: page.default_title ?? "the page's own title",
          description: page.default_description ?? "",
          descriptionName: page.default_description
            ? "the page's default description"
            : "the page's own summary",
        }}
      />
    </>
  );
}
