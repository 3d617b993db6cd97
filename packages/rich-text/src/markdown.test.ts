import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { renderRichText } from "./markdown";
import { sanitizeRichText } from "./sanitize";

describe("renderRichText", () => {
  it("renders Markdown and drops anything that could run", () => {
    const html = renderRichText(
      "# Title\n\nText with <img src=x onerror=alert(1)> and [a link](javascript:alert(1)).\n\n<iframe src=//evil></iframe><style>p{}</style>",
      "markdown",
    );
    expect(html).toContain("<h2>Title</h2>");
    expect(html).not.toMatch(/onerror|javascript:|iframe|<style|alert/);
  });

  it("sanitizes HTML bodies with the same allow-list", () => {
    expect(renderRichText('<p style="color:red" class="x">Hi <a href="/blog">blog</a></p>', "html")).toBe(
      '<p>Hi <a href="/blog">blog</a></p>',
    );
  });

  it("keeps GitHub-flavoured strikethrough, fenced code with its language, tables and both kinds of link", () => {
    const html = renderRichText(
      [
        "Prices ~~went up~~ stayed put.",
        "",
        "```ts",
        "const answer: number = 42;",
        "```",
        "",
        "| Plan | Price |",
        "| --- | ---: |",
        "| Startup | $5k |",
        "",
        "Read [the guide](https://example.com/guide) or [our blog](/blog).",
      ].join("\n"),
      "markdown",
    );
    expect(html).toBe(
      [
        "<p>Prices <del>went up</del> stayed put.</p>",
        '<pre tabindex="0"><code class="language-ts">const answer: number = 42;\n</code></pre>',
        "<table>\n<thead>\n<tr>\n<th>Plan</th>\n<th>Price</th>\n</tr>\n</thead>\n<tbody><tr>\n<td>Startup</td>\n<td>$5k</td>\n</tr>\n</tbody></table>",
        '<p>Read <a href="https://example.com/guide" rel="noopener noreferrer nofollow" target="_blank">the guide</a> or <a href="/blog">our blog</a>.</p>',
      ].join("\n"),
    );
  });

  it("gives HTML that the site's render-time sanitizing leaves unchanged", () => {
    const markdown = fc
      .array(
        fc.oneof(
          fc.constantFrom(
            "# H",
            "~~x~~",
            "```js\nx<y\n```",
            "| a | b |\n| - | - |\n| 1 | 2 |",
            "[l](https://e.co)",
          ),
          fc.constantFrom(
            "[l](/x)",
            "![i](/media/a.png)",
            "> q",
            "- li",
            "<b onclick=x>b</b>",
            "<td><math><tr>",
          ),
          fc.string({ maxLength: 20 }),
        ),
        { maxLength: 10 },
      )
      .map((blocks) => blocks.join("\n\n"));
    fc.assert(
      fc.property(markdown, (body) => {
        const stored = renderRichText(body, "markdown");
        expect(sanitizeRichText(stored)).toBe(stored);
      }),
      { numRuns: 500 },
    );
  });
});
