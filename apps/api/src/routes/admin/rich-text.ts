import { marked } from "marked";
import sanitizeHtml from "sanitize-html";
import { readTimeMinutes, type BodyFormat } from "@site/contract";

/**
 * The formatting a post or job description may keep: the same allow-list the site renders with
 * (apps/web/src/lib/sanitize.ts), so what the team previews is what visitors see. Scripts, event
 * handlers, inline styles, iframes and javascript: URLs never reach the database.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "br",
    "hr",
    "blockquote",
    "pre",
    "code",
    "span",
    "ul",
    "ol",
    "li",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "del",
    "sub",
    "sup",
    "mark",
    "small",
    "a",
    "img",
    "figure",
    "figcaption",
    "table",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
    "caption",
  ],
  allowedAttributes: {
    a: ["href", "title"],
    img: ["src", "alt", "title", "width", "height"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    code: ["class"],
    span: ["class"],
  },
  allowedClasses: { code: [/^language-[a-z0-9+#-]+$/], span: [/^hljs-[a-z-]+$/] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  // Site-relative links and images (/blog/…, /media/…) stay; protocol-relative ones (//evil.example) do not.
  allowProtocolRelative: false,
  // The page's h1 is the post's title: an h1 in the body becomes an h2.
  transformTags: { h1: "h2" },
  disallowedTagsMode: "discard",
};

/** Markdown or HTML as the team wrote it → sanitized HTML, ready to store. */
export function renderRichText(body: string, format: BodyFormat): string {
  const html = format === "markdown" ? (marked.parse(body, { async: false, gfm: true }) as string) : body;
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The stored HTML and its read time for a body. */
export function renderBody(body: string, format: BodyFormat): { html: string; readTime: number } {
  const html = renderRichText(body, format);
  return { html, readTime: readTimeMinutes(html) };
}
