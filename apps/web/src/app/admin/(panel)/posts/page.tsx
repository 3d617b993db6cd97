import type { Metadata } from "next";
import Link from "next/link";
import { ADMIN_POST_STATUSES, can, formatDate, type AdminPost, type Paged } from "@site/contract";
import { DataTable, type Column } from "@/components/admin/data-table";
import { PageHeading } from "@/components/admin/page-heading";
import { PostStatusButton } from "@/components/admin/post-status-button.client";
import { StatusBadge } from "@/components/admin/status-badge";
import { TabLinks } from "@/components/admin/tab-links";
import { buttonClasses } from "@/components/ui/button";
import { Pagination } from "@/components/ui/pagination";
import { adminFetch } from "@/lib/api/admin";
import { pageParam, stringParam, type SearchParams } from "@/lib/admin/search-params";
import { requirePermission } from "@/lib/admin/session";

export const metadata: Metadata = { title: "Posts" };

const PAGE_SIZE = 20;

const COLUMNS: Column<AdminPost>[] = [
  {
    header: "Title",
    cell: (p) => (
      <Link
        href={`/admin/posts/${p.id}`}
        className="font-semibold text-brand-600 underline-offset-2 hover:underline"
      >
        {p.title}
      </Link>
    ),
    className: "min-w-64",
  },
  { header: "Status", cell: (p) => <StatusBadge status={p.status} /> },
  {
    header: "Published",
    cell: (p) =>
      p.published_date ? <time dateTime={p.published_date}>{formatDate(p.published_date)}</time> : "—",
    className: "whitespace-nowrap",
  },
  { header: "Author", cell: (p) => p.author.full_name, className: "whitespace-nowrap" },
  { header: "Categories", cell: (p) => p.categories.map((c) => c.category_name).join(", ") || "—" },
  {
    header: "Comments",
    cell: (p) =>
      p.comment_counts.pending ? (
        <Link href="/admin/comments" className="text-accent-700 underline-offset-2 hover:underline">
          {p.comment_counts.pending} pending
        </Link>
      ) : (
        `${p.comment_counts.approved} approved`
      ),
    className: "whitespace-nowrap",
  },
];

/** Publishing and unpublishing, for roles that may publish (a contributor writes drafts only). */
const ACTIONS: Column<AdminPost> = {
  header: "Actions",
  cell: (p) => <PostStatusButton id={p.id} title={p.title} status={p.status} />,
};

export default async function AdminPostsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const me = await requirePermission("posts.edit");
  const params = await searchParams;
  const status = ADMIN_POST_STATUSES.find((s) => s === stringParam(params, "status"));
  const page = pageParam(params);
  const posts = await adminFetch<Paged<AdminPost>>("/blog-posts", {
    status,
    page: page - 1,
    size: PAGE_SIZE,
  });
  return (
    <>
      <PageHeading
        title="Posts"
        description="Drafts and published posts, most recently changed first."
        actions={
          <Link href="/admin/posts/new" className={buttonClasses({ size: "sm" })}>
            New post
          </Link>
        }
      />
      <TabLinks
        label="Post status"
        tabs={[
          { href: "/admin/posts", label: "All", current: !status },
          { href: "/admin/posts?status=PUBLISHED", label: "Published", current: status === "PUBLISHED" },
          { href: "/admin/posts?status=DRAFT", label: "Drafts", current: status === "DRAFT" },
        ]}
      />
      <DataTable
        caption="Posts"
        columns={can(me.roles, "posts.publish") ? [...COLUMNS, ACTIONS] : COLUMNS}
        rows={posts.content}
        rowKey={(p) => p.id}
        empty="No posts here yet."
      />
      <Pagination
        className="mt-8"
        page={page}
        totalPages={posts.totalPages}
        pathname="/admin/posts"
        query={{ status }}
        label="Post pages"
      />
    </>
  );
}
