import type { Metadata } from "next";
import Link from "next/link";
import {
  COMMENT_FLAG_FILTERS,
  COMMENT_FLAG_LABELS,
  COMMENT_STATUSES,
  formatDate,
  type AdminComment,
  type CommentStatus,
  type Paged,
} from "@site/contract";
import { CommentActions } from "@/components/admin/comments/comment-actions.client";
import { COMMENT_BULK_FORM, CommentBulkBar } from "@/components/admin/comments/comment-bulk.client";
import { PageHeading } from "@/components/admin/shell/page-heading";
import { StatusBadge } from "@/components/admin/shell/status-badge";
import { TabLinks } from "@/components/admin/shell/tab-links";
import { pageHref, Pagination } from "@/components/ui/pagination";
import { adminFetch } from "@/lib/api/admin";
import { buttonClasses } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { TextInput } from "@/components/ui/text-input";
import { pageParam, stringParam, type SearchParams } from "@/lib/admin/search-params";
import { requirePermission } from "@/lib/admin/session";

export const metadata: Metadata = { title: "Comments" };

const PAGE_SIZE = 20;
const LABELS: Record<CommentStatus, string> = {
  PENDING: "Pending",
  APPROVED: "Approved",
  REJECTED: "Rejected",
};

export default async function AdminCommentsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requirePermission("comments");
  const params = await searchParams;
  const status = COMMENT_STATUSES.find((s) => s === params.status) ?? "PENDING";
  const page = pageParam(params);
  const q = (stringParam(params, "q") ?? "").trim().slice(0, 100) || undefined;
  const flag = COMMENT_FLAG_FILTERS.find((f) => f === params.flag);
  const comments = await adminFetch<Paged<AdminComment>>("/comments", {
    status,
    q,
    flag,
    page: page - 1,
    size: PAGE_SIZE,
  });
  const listHref = (s: CommentStatus) =>
    pageHref("/admin/comments", 1, { status: s === "PENDING" ? undefined : s, q, flag });
  return (
    <>
      <PageHeading
        title="Comments"
        description="Visitors' comments stay hidden until approved here. Approving or replying updates the post at once."
      />
      <TabLinks
        label="Comment status"
        tabs={COMMENT_STATUSES.map((s) => ({
          href: listHref(s),
          label: LABELS[s],
          current: s === status,
          count: s === status ? comments.totalElements : undefined,
        }))}
      />
      <form
        method="get"
        action="/admin/comments"
        role="search"
        aria-label="Find comments"
        className="mb-5 flex flex-wrap items-end gap-3"
      >
        {status !== "PENDING" ? <input type="hidden" name="status" value={status} /> : null}
        <FormField id="comments-q" label="Words, name or e-mail" className="w-full max-w-md">
          <TextInput type="search" name="q" defaultValue={q ?? ""} />
        </FormField>
        <FormField id="comments-flag" label="Spam reason" className="w-full max-w-xs">
          <Select
            name="flag"
            defaultValue={flag ?? ""}
            placeholder="Any comment"
            options={COMMENT_FLAG_FILTERS.map((f) => ({ value: f, label: COMMENT_FLAG_LABELS[f] }))}
          />
        </FormField>
        <button type="submit" className={buttonClasses({ size: "sm" })}>
          Search
        </button>
        {q || flag ? (
          <Link
            href={pageHref("/admin/comments", 1, { status: status === "PENDING" ? undefined : status })}
            className={buttonClasses({ variant: "ghost", size: "sm" })}
          >
            Clear the search
          </Link>
        ) : null}
      </form>
      {comments.content.length === 0 ? (
        <p
          role="status"
          className="rounded-card border border-dashed border-ink-200 bg-white px-6 py-10 text-center text-ink-600"
        >
          {q || flag
            ? `No ${LABELS[status].toLowerCase()} comments match${q ? ` "${q}"` : ""}${flag ? ` with the spam reason "${COMMENT_FLAG_LABELS[flag]}"` : ""}.`
            : status === "PENDING"
              ? "No comments are waiting for review."
              : `No ${LABELS[status].toLowerCase()} comments.`}
        </p>
      ) : (
        <>
          <CommentBulkBar
            key={`${status}-${page}`}
            count={comments.content.length}
            approve={status !== "APPROVED"}
            reject={status !== "REJECTED"}
          />
          <ol className="flex flex-col gap-4" aria-label={`${LABELS[status]} comments`}>
            {comments.content.map((c) => (
              <li key={c.comment_id}>
                <article
                  aria-labelledby={`comment-${c.comment_id}-title`}
                  data-testid="admin-comment"
                  className="rounded-card border border-ink-200 bg-white p-5 shadow-card"
                >
                  <header className="flex flex-wrap items-start justify-between gap-3">
                    <div className="flex items-start gap-3">
                      <input
                        type="checkbox"
                        name="ids"
                        value={c.comment_id}
                        form={COMMENT_BULK_FORM}
                        aria-label={`Tick ${c.comment_sender_name}'s comment`}
                        className="mt-1 size-5 shrink-0 accent-brand-600"
                      />
                      <div>
                        <h2 id={`comment-${c.comment_id}-title`} className="font-semibold text-ink-950">
                          {c.comment_sender_name}{" "}
                          <span className="font-normal text-ink-600">
                            &lt;
                            <a
                              className="underline-offset-2 hover:underline"
                              href={`mailto:${c.comment_sender_email}`}
                            >
                              {c.comment_sender_email}
                            </a>
                            &gt;
                          </span>
                        </h2>
                        <p className="mt-0.5 text-sm text-ink-600">
                          on{" "}
                          <Link
                            href={`/blog/${c.post.slug}`}
                            target="_blank"
                            className="font-medium text-brand-600 underline-offset-2 hover:underline"
                          >
                            {c.post.title}
                          </Link>{" "}
                          · <time dateTime={c.created_date}>{formatDate(c.created_date)}</time>
                        </p>
                      </div>
                    </div>
                    <StatusBadge status={c.status} />
                  </header>
                  {c.flag_reason ? (
                    <p
                      data-testid="comment-flag"
                      className="mt-3 rounded-xl bg-white px-4 py-2 text-sm font-semibold text-warning-600 ring-1 ring-warning-600/40"
                    >
                      Flagged as possible spam: {c.flag_reason}
                    </p>
                  ) : null}
                  <p className="mt-3 whitespace-pre-line text-ink-800">{c.sender_comment_content}</p>
                  {c.author_comment_content ? (
                    <div className="mt-3 rounded-xl border-l-4 border-brand-500 bg-brand-50 px-4 py-3">
                      <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">
                        Our reply
                      </p>
                      <p className="mt-1 whitespace-pre-line text-ink-800">{c.author_comment_content}</p>
                    </div>
                  ) : null}
                  <CommentActions
                    id={c.comment_id}
                    status={c.status}
                    sender={c.comment_sender_name}
                    reply={c.author_comment_content}
                  />
                </article>
              </li>
            ))}
          </ol>
        </>
      )}
      <Pagination
        className="mt-8"
        page={page}
        totalPages={comments.totalPages}
        pathname="/admin/comments"
        query={{ status: status === "PENDING" ? undefined : status, q, flag }}
        label="Comment pages"
      />
    </>
  );
}
