import { expect, test } from "@playwright/test";
import { gradientPng, signIn } from "./admin-helpers";

// Strikethrough, fenced code with a language, a table, an external and a site-relative link: the
// Markdown features where the API's and the site's allow-lists used to disagree.
const BODY = [
  "## Shipping notes",
  "",
  "Our estimate ~~was six weeks~~ is four weeks.",
  "",
  "```ts",
  "const weeks: number = 4;",
  "```",
  "",
  "| Phase | Weeks |",
  "| --- | ---: |",
  "| Discovery | 1 |",
  "| Build | 3 |",
  "",
  "Read [the release checklist](https://example.com/release-checklist) or [our other posts](/blog).",
].join("\n");

test.describe("rich text @desktop", () => {
  test("the admin preview is byte for byte the public post, strikethrough, code, table and links included", async ({
    page,
  }) => {
    const stamp = Date.now();
    const title = `Markdown That Survives Publishing ${stamp}`;
    const slug = `markdown-that-survives-publishing-${stamp}`;
    await signIn(page);
    await page.goto("/admin/posts/new");
    await expect(page.getByRole("heading", { level: 1, name: "New post" })).toBeVisible();

    await page.getByRole("textbox", { name: /^Title/ }).fill(title);
    await expect(page.getByLabel("Slug")).toHaveValue(slug);
    await page.getByLabel("Summary").fill("What the team previews is what readers get, formatting and all.");
    await page.getByRole("checkbox", { name: "Software Development" }).check();
    await page
      .getByLabel("Hero image")
      .setInputFiles({ name: "hero.png", mimeType: "image/png", buffer: gradientPng() });
    await expect(page.getByTestId("hero-preview")).toHaveAttribute("src", /^\/media\/blog\/[0-9a-f-]+\.png$/);
    await page.getByLabel("Image description (alt text)").fill("A gradient from cobalt to coral");
    await page.getByLabel("Image title").fill("Shipping notes");
    await page.getByRole("textbox", { name: /^Body/ }).fill(BODY);

    const preview = page.getByTestId("body-preview");
    await expect(preview.locator("del")).toHaveText("was six weeks");
    await expect(preview.locator("a", { hasText: "our other posts" })).toBeVisible();
    await expect(page.getByText("Updating...")).toHaveCount(0);
    const previewHtml = await preview.evaluate((el) => el.innerHTML);

    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.locator(".Toastify")).toContainText(`Published "${title}"`);

    // A visitor: no team session.
    await page.context().clearCookies();
    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const body = page.getByTestId("post-body");
    expect(await body.evaluate((el) => el.innerHTML)).toBe(previewHtml);

    await expect(body.locator("del")).toHaveText("was six weeks");
    await expect(body.locator('pre[tabindex="0"] code.language-ts')).toHaveText("const weeks: number = 4;");
    const table = body.getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveText(["Phase", "Weeks"]);
    await expect(table.getByRole("row")).toHaveCount(3);
    const external = body.getByRole("link", { name: "the release checklist" });
    await expect(external).toHaveAttribute("href", "https://example.com/release-checklist");
    await expect(external).toHaveAttribute("target", "_blank");
    await expect(external).toHaveAttribute("rel", "noopener noreferrer nofollow");
    const internal = body.getByRole("link", { name: "our other posts" });
    await expect(internal).toHaveAttribute("href", "/blog");
    await expect(internal).not.toHaveAttribute("target", /.*/);
  });
});
