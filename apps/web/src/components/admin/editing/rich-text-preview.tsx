import type { ReactNode } from "react";
import type { PreviewState } from "./use-preview";

const ARTICLE =
  "prose-site max-w-none leading-7 [&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-500 [&_blockquote]:bg-brand-50 [&_blockquote]:px-4 [&_blockquote]:py-2 [&_code]:rounded [&_code]:bg-ink-100 [&_code]:px-1 [&_img]:h-auto [&_img]:max-w-full [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-ink-950 [&_pre]:p-4 [&_pre]:text-ink-100 [&_pre_code]:bg-transparent [&_table]:w-full [&_td]:border-b [&_td]:border-ink-100 [&_td]:px-2 [&_th]:border-b-2 [&_th]:border-ink-200 [&_th]:px-2 [&_th]:text-left";

/**
 * The live preview pane. Its HTML comes from the API's sanitizer (the same allow-list the public post
 * page uses), never from the textarea directly. `children` show it another way (a job description in
 * the opening's own page components), under `heading`; a post's pane also says its reading time.
 */
export function RichTextPreview({
  preview,
  label = "Preview",
  heading = label,
  children,
}: {
  preview: PreviewState;
  label?: string;
  heading?: string;
  children?: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      className="flex min-h-80 min-w-0 flex-col rounded-card border border-ink-200 bg-white"
    >
      <div className="flex items-center justify-between border-b border-ink-200 px-4 py-2 text-sm">
        <span className="font-semibold text-ink-900">{heading}</span>
        <span className="text-ink-600" aria-live="polite">
          {preview.status === "loading"
            ? "Updating..."
            : preview.status === "error"
              ? "The preview could not be updated"
              : preview.readTime && !children
                ? `${preview.readTime} min read`
                : ""}
        </span>
      </div>
      {children ??
        (preview.html ? (
          <div
            className={`${ARTICLE} overflow-auto p-5`}
            data-testid="body-preview"
            dangerouslySetInnerHTML={{ __html: preview.html }}
          />
        ) : (
          <p className="p-5 text-ink-600">Start writing to see the post as visitors will.</p>
        ))}
    </section>
  );
}
