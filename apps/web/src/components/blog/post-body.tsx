// Server-only: the sanitizer (sanitize-html and its HTML parser) stays out of browser bundles.
import "server-only";
import { sanitizeRichText } from "@site/rich-text";

/** Extra article styling on top of the site's prose: quotes, code, images, tables. */
const ARTICLE =
  "prose-site max-w-none text-[1.0625rem] leading-8 [&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-500 [&_blockquote]:bg-brand-50 [&_blockquote]:px-5 [&_blockquote]:py-3 [&_blockquote]:text-ink-800 [&_blockquote]:italic [&_code]:rounded [&_code]:bg-ink-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-[0.9em] [&_code]:text-ink-900 [&_figcaption]:mt-2 [&_figcaption]:text-center [&_figcaption]:text-sm [&_figcaption]:text-ink-600 [&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:text-lg [&_h4]:font-semibold [&_hr]:my-10 [&_hr]:border-ink-200 [&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl [&_li]:mb-1.5 [&_pre]:my-6 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-ink-950 [&_pre]:p-5 [&_pre]:text-sm [&_pre]:leading-6 [&_pre]:text-ink-100 [&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_pre_code]:text-inherit [&_strong]:text-ink-900 [&_table]:my-6 [&_table]:w-full [&_table]:border-collapse [&_table]:text-left [&_table]:text-[0.9375rem] [&_td]:border-b [&_td]:border-ink-100 [&_td]:px-3 [&_td]:py-2 [&_th]:border-b-2 [&_th]:border-ink-200 [&_th]:px-3 [&_th]:py-2 [&_th]:font-semibold [&_th]:text-ink-900";

/**
 * A post's body: stored HTML, sanitized again on render so a bad row can never become script. The API
 * stored it through the same sanitizer, which changes nothing the second time: the page shows the bytes
 * the admin preview showed.
 */
export function PostBody({ html }: { html: string }) {
  return (
    <div
      className={ARTICLE}
      data-testid="post-body"
      dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }}
    />
  );
}
