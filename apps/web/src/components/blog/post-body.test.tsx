import { describe, expect, it, vi } from "vitest";
import { render } from "@testing-library/react";

// The sanitizer is marked server-only; in this test it runs in the test process like on the server.
vi.mock("server-only", () => ({}));

const { PostBody } = await import("./post-body");

describe("PostBody", () => {
  it("renders stored HTML with every script vector removed, even if the API let one through", () => {
    const hostile = [
      "<h1>Title inside the body</h1>",
      "<p>Kept <strong>formatting</strong> and <a href='https://example.com/x'>links</a>.</p>",
      "<script>window.__xss = 1</script>",
      "<img src='https://example.com/a.png' onerror='window.__xss = 2' alt='a'>",
      "<p onclick='window.__xss = 3' style='color:red'>Click</p>",
      "<a href='javascript:window.__xss = 4'>bad link</a>",
      "<iframe src='https://example.com'></iframe>",
      "<svg><script>window.__xss = 5</script></svg>",
      "<object data='x.swf'></object><embed src='x.swf'>",
      "<form action='https://evil.example'><input name='q'></form>",
    ].join("");
    const { container } = render(<PostBody html={hostile} />);
    const body = container.querySelector("[data-testid=post-body]")!;
    expect(body.querySelector("script, iframe, svg, object, embed, form, input, h1")).toBeNull();
    expect(body.querySelectorAll("[onerror], [onclick], [style]")).toHaveLength(0);
    expect([...body.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual([
      "https://example.com/x",
      null,
    ]);
    expect(body.querySelector("h2")?.textContent).toBe("Title inside the body");
    expect(body.querySelector("a")?.getAttribute("rel")).toContain("noopener");
    expect(body.textContent).toContain("Kept formatting and links.");
  });

  it("makes a code block reachable by keyboard, since it scrolls sideways on a phone", () => {
    const { container } = render(
      <PostBody html={"<pre tabindex='-1'><code>const answer = 42;</code></pre><p tabindex='0'>text</p>"} />,
    );
    expect(container.querySelector("pre")?.getAttribute("tabindex")).toBe("0");
    expect(container.querySelector("p")?.hasAttribute("tabindex")).toBe(false);
  });
});
