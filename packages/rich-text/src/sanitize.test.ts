import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { sanitizeRichText } from "./sanitize";

describe("sanitizeRichText", () => {
  it("removes every script vector, even from a row the API let through", () => {
    const hostile = [
      "<h1>Title inside the body</h1>",
      "<p>Kept <strong>formatting</strong> and <a href='https://example.com/x'>links</a>.</p>",
      "<script>window.__xss = 1</script>",
      "<img src='https://example.com/a.png' onerror='window.__xss = 2' alt='a'>",
      "<p onclick='window.__xss = 3' style='color:red'>Click</p>",
      "<a href='javascript:window.__xss = 4'>bad link</a>",
      "<a href=' JaVa\tScRiPt:alert(5)'>spaced</a>",
      "<iframe src='https://example.com'></iframe>",
      "<svg><script>window.__xss = 5</script></svg>",
      "<object data='x.swf'></object><embed src='x.swf'>",
      "<form action='https://evil.example'><input name='q'></form>",
      "<style>p { color: red }</style>",
      "<img src='data:image/png;base64,AAAA' alt='inline'>",
    ].join("");
    const html = sanitizeRichText(hostile);
    expect(html).not.toMatch(/<script|<iframe|<svg|<object|<embed|<form|<input|<style|<h1/i);
    expect(html).not.toMatch(/onerror|onclick|style=|javascript:|data:|__xss/i);
    expect(html).toContain("<h2>Title inside the body</h2>");
    expect(html).toContain(
      '<p>Kept <strong>formatting</strong> and <a href="https://example.com/x" rel="noopener noreferrer nofollow" target="_blank">links</a>.</p>',
    );
    expect(html).toContain("<a>bad link</a>");
  });

  it("keeps strikethrough, tables, figures and the rest of an article's formatting", () => {
    const article =
      "<p><del>old</del> <s>gone</s> <mark>new</mark> H<sub>2</sub>O x<sup>2</sup> <u>u</u> <small>fine print</small></p>" +
      "<blockquote><p>Quoted</p></blockquote><hr>" +
      '<table><caption>Plans</caption><thead><tr><th scope="col">Plan</th></tr></thead>' +
      '<tbody><tr><td colspan="2">Startup</td></tr></tbody></table>' +
      '<figure><img src="/media/blog/a.png" alt="A chart" width="640" height="360"><figcaption>A chart</figcaption></figure>';
    expect(sanitizeRichText(article)).toBe(
      "<p><del>old</del> <s>gone</s> <mark>new</mark> H<sub>2</sub>O x<sup>2</sup> <u>u</u> <small>fine print</small></p>" +
        "<blockquote><p>Quoted</p></blockquote><hr />" +
        '<table><caption>Plans</caption><thead><tr><th scope="col">Plan</th></tr></thead>' +
        '<tbody><tr><td colspan="2">Startup</td></tr></tbody></table>' +
        '<figure><img src="/media/blog/a.png" alt="A chart" width="640" height="360" loading="lazy" /><figcaption>A chart</figcaption></figure>',
    );
  });

  it("keeps only language-* classes on code and hljs-* classes on span", () => {
    expect(
      sanitizeRichText(
        '<pre><code class="language-ts text-red-500">const <span class="hljs-keyword sr-only x">a</span> = 1;</code></pre>',
      ),
    ).toBe(
      '<pre tabindex="0"><code class="language-ts">const <span class="hljs-keyword">a</span> = 1;</code></pre>',
    );
    expect(sanitizeRichText('<p class="lead">Hi</p><span class="fixed inset-0">x</span>')).toBe(
      "<p>Hi</p><span>x</span>",
    );
  });

  it("opens external links in a new tab without the page's referrer or ranking; site links stay as written", () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_self" rel="opener">out</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">out</a>',
    );
    expect(sanitizeRichText('<a href="HTTP:example.com">bare</a>')).toContain('target="_blank"');
    expect(sanitizeRichText('<a href="/blog/edge-ai" target="_blank" rel="nofollow">in</a>')).toBe(
      '<a href="/blog/edge-ai">in</a>',
    );
    expect(sanitizeRichText('<a href="mailto:team@cobaltline.example">mail</a>')).toBe(
      '<a href="mailto:team@cobaltline.example">mail</a>',
    );
  });

  it("drops protocol-relative addresses, however the slashes are written", () => {
    for (const href of ["//evil.example", "/\\evil.example", "\\\\evil.example", " // evil.example"]) {
      expect(sanitizeRichText(`<a href="${href}">x</a><img src="${href}" alt="">`), href).toBe(
        '<a>x</a><img alt="" loading="lazy" />',
      );
    }
  });

  it("makes a code block reachable by keyboard, since it scrolls sideways on a phone, and nothing else", () => {
    expect(
      sanitizeRichText("<pre tabindex='-1'><code>const answer = 42;</code></pre><p tabindex='0'>text</p>"),
    ).toBe('<pre tabindex="0"><code>const answer = 42;</code></pre><p>text</p>');
  });

  it("lazy-loads every image", () => {
    expect(sanitizeRichText('<img src="https://example.com/a.png" alt="a" loading="eager">')).toBe(
      '<img src="https://example.com/a.png" alt="a" loading="lazy" />',
    );
  });
});

// Pieces of HTML that exercise every rule: allowed and dropped tags, every attribute the rules read or
// write, URLs of each kind, classes that pass and that do not, and text that needs escaping.
const TAGS = [
  ..."h1 h2 h3 h6 p br hr blockquote pre code span ul ol li strong em u s del sub sup mark small".split(" "),
  ..."a img figure figcaption table thead tbody tfoot tr th td caption".split(" "),
];
const DROPPED = [
  ..."script style iframe svg math foreignObject template textarea select option noscript xmp".split(" "),
  ..."plaintext title div form button dd dt colgroup col body html".split(" "),
];
const URLS = [
  "https://example.com/a?b=1&c=2",
  "http:example.com",
  " https://example.com",
  "/blog/post",
  "#top",
  "mailto:a@b.co",
  "//evil.example",
  "/\\evil.example",
  "javascript:alert(1)",
  "java\tscript:alert(1)",
  "data:text/html,x",
  "",
];
const attribute = fc.oneof(
  fc.constantFrom("href", "src").chain((name) => fc.constantFrom(...URLS).map((url) => `${name}="${url}"`)),
  fc
    .constantFrom("language-ts", "language-c++", "hljs-string", "text-red-500", "x", "language-", "hljs-A")
    .chain((a) => fc.constantFrom("", " hljs-number", " other").map((b) => `class="${a}${b}"`)),
  fc.constantFrom(
    'target="_blank"',
    'target="_self"',
    'rel="opener"',
    'loading="eager"',
    'tabindex="-1"',
    'style="color:red"',
    'onclick="x()"',
    'onerror="x()"',
    'colspan="2"',
    "colspan",
    'scope="col"',
    'alt="a &amp; b"',
    'title="say &quot;hi&quot;"',
    "width=10",
  ),
);
const text = fc.oneof(
  fc.constantFrom("a & b", "1 < 2 > 0", '"quoted"', "it's", "&amp;", "&lt;b&gt;", "&nbsp;", " ", "\n", "\t"),
  fc.string({ maxLength: 12 }),
  fc.string({ unit: "grapheme", maxLength: 6 }),
);
const piece = fc.oneof(
  fc
    .tuple(fc.constantFrom(...TAGS, ...DROPPED), fc.array(attribute, { maxLength: 3 }))
    .map(([tag, attrs]) => `<${[tag, ...attrs].join(" ")}>`),
  fc.constantFrom(...TAGS, ...DROPPED).map((tag) => `</${tag}>`),
  fc.constantFrom("<br>", "<hr/>", "<img>", "<!-- note -->", "<!doctype html>", "<", ">", "</", "<a href=x"),
  text,
);
const fragment = fc.array(piece, { maxLength: 24 }).map((pieces) => pieces.join(""));

describe("sanitizeRichText is idempotent", () => {
  it("changes nothing in its own output (what the API stores is what the site renders)", () => {
    fc.assert(
      fc.property(fragment, (html) => {
        const once = sanitizeRichText(html);
        expect(sanitizeRichText(once)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });

  it("also for arbitrary strings", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (html) => {
        const once = sanitizeRichText(html);
        expect(sanitizeRichText(once)).toBe(once);
      }),
      { numRuns: 1000 },
    );
  });

  it("leaves nothing that could run in what it keeps", () => {
    fc.assert(
      fc.property(fragment, (html) => {
        const out = sanitizeRichText(html);
        expect(out).not.toMatch(new RegExp(`<(${[...DROPPED, "h1"].join("|")})\\b`, "i"));
        // Text cannot hold a raw "<", so these look inside tags only.
        expect(out).not.toMatch(/<[^>]*\s(on\w+|style)=/i);
        expect(out).not.toMatch(/<[^>]*(href|src)="\s*(javascript|data|java\s*script):/i);
        expect(out).not.toMatch(/<[^>]*(href|src)="\s*[/\\]{2}/);
      }),
      { numRuns: 1000 },
    );
  });
});
