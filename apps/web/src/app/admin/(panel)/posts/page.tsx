import type { Metadata } from "next";
import Link from "next/link";
import {
  type AdminDeletedItem,
  ADMIN_POST_SORTS,
  ADMIN_POST_FILTERS,
  adminPostState,
  adminPostsQuerySchema,
  can,
  formatDate,
  type AdminAuthor,
  type AdminCategory,
  type AdminPost,
  type AdminPostCounts,
  type AdminPostFilter,
  type Paged,
} from "@site/contract";
import { ArchiveButton } from "@/components/admin/editing/archive-button.client";
import { DeleteButton } from "@/components/admin/editing/delete-button.client";
import { DeletedList } from "@/components/admin/editing/deleted-list.client";
import { summaryOf } from "@/components/admin/shell/error-summary";
import { ListCount, ListSearch } from "@/components/admin/lists/list-search";
import { PageHeading } from "@/components/admin/shell/page-heading";
import { POST_BULK_FORM, PostBulkBar } from "@/components/admin/posts/post-bulk.client";
import { PostStatusButton } from "@/components/admin/posts/post-status-button.client";
import { StatusBadge } from "@/components/admin/shell/status-badge";
import { listParams, pageIf } from "@/components/admin/lists/list-params";
import { StatusTabs } from "@/components/admin/lists/status-tabs";
import { buttonClasses } from "@/components/ui/button";
import { pageHref, Pagination } from "@/components/ui/pagination";
import { dateTime } from "@/lib/admin/format";
import { adminFetch } from "@/lib/api/admin";
import type { SearchParams } from "@/lib/admin/search-params";
import { requirePermission } from "@/lib/admin/session";

export const metadata: Metadata = { title: "Posts" };

const PAGE_SIZE = 20;

const STATE_TABS: { status: AdminPostFilter | undefined; label: string }[] = [
  { status: undefined, label: "All" },
  { status: "PUBLISHED", label: "Published" },
  { status: "SCHEDULED", label: "Scheduled" },
  { status: "DRAFT", label: "Drafts" },
  { status: "ARCHIVED", label: "Archived" },
];

const SORT_LABELS: Record<(typeof ADMIN_POST_SORTS)[number], string> = {
  updated: "Last changed",
  published: "Publication date",
  title: "Title (A to Z)",
};

const IDS = { q: "posts-q", author: "posts-author", category: "posts-category", sort: "posts-sort" } as const;

const KEYS = ["status", "q", "author", "category", "sort"] as const;

/** One post as a card: its title and state (a scheduled post with its moment), who, when, where. */
function PostCard({ post, canPublish }: { post: AdminPost; canPublish: boolean }) {
  const state = adminPostState(post);
  return (
    <li className="flex flex-col gap-3 rounded-card border border-ink-200 bg-white p-4 shadow-card sm:flex-row sm:items-start sm:justify-between sm:p-5">
      <div className="flex min-w-0 items-start gap-3">
        {canPublish ? (
          <input
            type="checkbox"
            name="ids"
            value={post.id}
            form={POST_BULK_FORM}
            aria-label={`Tick ${post.title}`}
            className="mt-1 size-5 shrink-0 accent-brand-600"
          />
        ) : null}
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Link
              href={`/admin/posts/${post.id}`}
              className="font-semibold break-words text-brand-700 underline-offset-2 hover:underline"
            >
              {post.title}
            </Link>
            {post.archived_at ? (
              <StatusBadge status="ARCHIVED" />
            ) : (
              <StatusBadge
                status={state}
                detail={state === "SCHEDULED" && post.publish_at ? dateTime(post.publish_at) : undefined}
              />
            )}
          </div>
          <p className="mt-1 text-sm text-ink-700">
            {post.author.full_name}
            {post.categories.length ? ` · ${post.categories.map((c) => c.category_name).join(", ")}` : ""}
          </p>
          <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-ink-600">
            {post.published_date ? (
              <span>
                Published <time dateTime={post.published_date}>{formatDate(post.published_date)}</time>
              </span>
            ) : null}
            <span>
              Changed <time dateTime={post.updated_date}>{formatDate(post.updated_date)}</time>
            </span>
            {post.comment_counts.pending ? (
              <Link href="/admin/comments" className="text-accent-700 underline-offset-2 hover:underline">
                {post.comment_counts.pending} comments pending
              </Link>
            ) : (
              <span>{post.comment_counts.approved} comments</span>
            )}
          </p>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {/* An archived post is unarchived before it is published again. */}
        {canPublish && !post.archived_at ? (
          <PostStatusButton id={post.id} title={post.title} status={post.status} />
        ) : null}
        {canPublish ? (
          <ArchiveButton kind="post" id={post.id} title={post.title} archived={Boolean(post.archived_at)} />
        ) : null}
        {/* Taking a published post off the blog is for those who may publish. */}
        {canPublish || post.status !== "PUBLISHED" ? (
          <DeleteButton kind="post" id={post.id} title={post.title} size="sm" />
        ) : null}
      </div>
    </li>
  );
}

/**
 * The posts: tabs by state with their counts, a search by title or address, author, category and
 * order, all in the address (a plain GET form: it works without JavaScript and can be bookmarked);
 * each post a card at every width.
 */
export default async function AdminPostsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const me = await requirePermission("posts.edit");
  const {
    page,
    values: filter,
    parsed,
    errors,
  } = listParams(await searchParams, KEYS, adminPostsQuerySchema, PAGE_SIZE);
  const [posts, counts, authors, categories, deleted] = await Promise.all([
    pageIf(parsed, (query) => adminFetch<Paged<AdminPost>>("/blog-posts", query)),
    adminFetch<AdminPostCounts>("/blog-posts/counts"),
    adminFetch<AdminAuthor[]>("/authors"),
    adminFetch<AdminCategory[]>("/categories"),
    adminFetch<AdminDeletedItem[]>("/blog-posts/deleted"),
  ]);
  const status = ADMIN_POST_FILTERS.find((s) => s === filter.status);
  const searching = Boolean(filter.q || filter.author || filter.category);
  const canPublish = can(me.roles, "posts.publish");
  return (
    <>
      <PageHeading
        title="Posts"
        description="Published posts, scheduled ones and drafts; archived ones under Archived."
        actions={
          <Link href="/admin/posts/new" className={buttonClasses({ size: "sm" })}>
            New post
          </Link>
        }
      />
      <StatusTabs
        label="Post status"
        tabs={STATE_TABS}
        current={status}
        counts={counts}
        pathname="/admin/posts"
        filter={filter}
      />
      <ListSearch
        action="/admin/posts"
        label="Find posts"
        submit="Show posts"
        errors={summaryOf(errors, IDS)}
        keep={{ status }}
        sort={{
          id: IDS.sort,
          value: filter.sort,
          options: ADMIN_POST_SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] })),
          error: errors.sort,
        }}
        clearHref={searching || filter.sort ? pageHref("/admin/posts", 1, { status }) : undefined}
        q={{ id: IDS.q, label: "Title or address", value: filter.q, error: errors.q }}
        filters={[
          {
            id: IDS.author,
            name: "author",
            label: "Author",
            placeholder: "Every author",
            value: filter.author,
            options: authors.map((a) => ({ value: a.slug, label: a.full_name })),
            error: errors.author,
          },
          {
            id: IDS.category,
            name: "category",
            label: "Category",
            placeholder: "Every category",
            value: filter.category,
            options: categories.map((c) => ({ value: String(c.category_id), label: c.category_name })),
            error: errors.category,
          },
        ]}
      />
      {parsed.success ? (
        <>
          <ListCount total={posts.totalElements} noun={["post", "posts"]} searching={searching} />
          {posts.content.length ? (
            <section aria-label="Posts">
              {canPublish ? (
                <PostBulkBar
                  key={`${status ?? "all"}-${page}-${filter.q ?? ""}-${filter.author ?? ""}-${filter.category ?? ""}-${filter.sort ?? ""}`}
                  count={posts.content.length}
                  archived={status === "ARCHIVED"}
                />
              ) : null}
              <ol className="flex flex-col gap-3">
                {posts.content.map((p) => (
                  <PostCard key={p.id} post={p} canPublish={canPublish} />
                ))}
              </ol>
            </section>
          ) : (
            <p className="rounded-card border border-dashed border-ink-200 bg-ink-50 px-6 py-10 text-center text-ink-600">
              {searching ? "No posts match this search." : "No posts here yet."}
            </p>
          )}
          <Pagination
            className="mt-8"
            page={page}
            totalPages={posts.totalPages}
            pathname="/admin/posts"
            query={filter}
            label="Post pages"
          />
        </>
      ) : null}
      <DeletedList kind="post" items={deleted} />
    </>
  );
}
