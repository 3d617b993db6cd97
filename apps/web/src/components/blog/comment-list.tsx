import { formatDate, type Comment } from "@site/contract";
import { siteConfig } from "@/config/site";

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return (
    ((parts[0]?.[0] ?? "") + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? "") : "")).toUpperCase() ||
    "?"
  );
}

/**
 * Published comments with the company's replies. Everything a visitor wrote is rendered as text,
 * never as HTML, so markup in a comment shows as the characters it is.
 */
export function CommentList({ comments }: { comments: Comment[] }) {
  if (!comments.length) {
    return (
      <p className="rounded-card border border-dashed border-ink-200 px-5 py-6 text-center text-ink-600">
        No comments yet. Start the conversation below.
      </p>
    );
  }
  return (
    <ol className="flex flex-col gap-5">
      {comments.map((comment) => (
        <li key={comment.comment_id} data-testid="comment">
          <article className="rounded-card border border-ink-100 bg-white p-5 shadow-card sm:p-6">
            <header className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 font-display text-sm font-bold text-brand-800"
              >
                {initials(comment.comment_sender_name)}
              </span>
              <div className="min-w-0">
                <h3 className="truncate font-sans text-base font-semibold tracking-normal text-ink-950">
                  {comment.comment_sender_name}
                </h3>
                <time dateTime={comment.created_date} className="text-sm text-ink-600">
                  {formatDate(comment.created_date)}
                </time>
              </div>
            </header>
            <p className="mt-3 leading-7 break-words whitespace-pre-line text-ink-800">
              {comment.sender_comment_content}
            </p>
            {comment.author_comment_content ? (
              <div
                className="mt-4 rounded-xl border-l-4 border-brand-600 bg-brand-50 px-4 py-3"
                data-testid="comment-reply"
              >
                <p className="text-sm font-semibold text-brand-800">Reply from {siteConfig.name}</p>
                <p className="mt-1 leading-7 break-words whitespace-pre-line text-ink-800">
                  {comment.author_comment_content}
                </p>
              </div>
            ) : null}
          </article>
        </li>
      ))}
    </ol>
  );
}
