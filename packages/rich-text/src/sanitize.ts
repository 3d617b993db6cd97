import sanitizeHtml from "sanitize-html";

/** Whether an href leaves the site: an absolute http(s) address, read as a browser reads it. */
function isExternal(href: string | undefined): boolean {
  // Browsers skip control characters and spaces inside a scheme ("ht\ttps:"), and "https:evil.example"
  // without slashes still goes to another host.
  // eslint-disable-next-line no-control-regex
  return /^https?:/i.test((href ?? "").replace(/[\x00-\x20]+/g, ""));
}

/**
 * The one allow-list of rich text (post bodies, job descriptions): what the API stores, what the admin
 * preview shows and what the public pages render. Everything else is dropped: scripts, event handlers,
 * inline styles, iframes, forms, and javascript:, data: and protocol-relative (//host) URLs. Every
 * attribute the sanitizer adds is derived from the element alone, so sanitizing its own output changes
 * nothing and stored, previewed and rendered HTML are the same bytes.
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
    a: ["href", "title", "rel", "target"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    pre: ["tabindex"],
    code: ["class"],
    span: ["class"],
  },
  // Only a code block's language (Markdown's ```ts) and highlighting tokens; no layout or utility classes.
  allowedClasses: { code: [/^language-[a-z0-9+#-]+$/], span: [/^hljs-[a-z0-9-]+$/] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  // Site-relative links and images (/blog/…, /media/…) stay; protocol-relative ones (//evil.example) do not.
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    // The page's h1 is the post's (or position's) title: an h1 in the body becomes an h2.
    h1: "h2",
    // rel and target follow from the href alone, whatever the author wrote.
    a: (tagName, { rel: _rel, target: _target, ...attribs }) => ({
      tagName,
      attribs: isExternal(attribs.href)
        ? { ...attribs, rel: "noopener noreferrer nofollow", target: "_blank" }
        : attribs,
    }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy" } }),
    // A code block scrolls sideways on a phone; keyboard users reach it (and scroll it) by Tab.
    pre: (tagName, attribs) => ({ tagName, attribs: { ...attribs, tabindex: "0" } }),
  },
};

const MAX_EXTRA_PASSES = 4;

/**
 * Rich-text HTML → the HTML that may be stored and shown. Idempotent: `sanitizeRichText(sanitizeRichText(x))`
 * is `sanitizeRichText(x)`, so re-sanitizing stored HTML on render never changes it.
 *   sanitizeRichText('<h1 onclick="x()">Hi</h1><a href="https://example.com">out</a>')
 *   // '<h2>Hi</h2><a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">out</a>'
 */
export function sanitizeRichText(html: string): string {
  // A dropped tag keeps its children, which can land where the parser closes elements implicitly:
  // "<td><math><tr>" keeps "<td><tr>", which the next parse reads as "<td></td><tr>". Parsing the result
  // again until nothing changes (one more pass in practice) makes the output a fixed point.
  let out = sanitizeHtml(html, OPTIONS).trim();
  for (let pass = 0; pass < MAX_EXTRA_PASSES; pass++) {
    const again = sanitizeHtml(out, OPTIONS).trim();
    if (again === out) break;
    out = again;
  }
  return out;
}
