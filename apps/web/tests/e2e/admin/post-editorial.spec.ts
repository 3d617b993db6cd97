/**
 * Editorial power for posts (issue 21) as the team and a reviewer see it: a preview link made in the
 * editor shows the draft, as the blog will, to a browser with no session (banner, noindex, never cached,
 * nothing that counts a view or a like), and stops working when revoked; a post's history compares two
 * versions word by word and restoring the older brings its text back into the editor.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../helpers/axe";
import { E2E_API_URL } from "../helpers/e2e-env";
import { likeButton } from "../blog/blog-data";
import { E2E_ADMIN_TOKEN, postForm, saveDraft, signIn } from "./admin-helpers";

const ADMIN = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
const T = "tenant_id=default";

/** axe at both widths of the spec, and a screenshot of each to look at. */
async function auditBothWidths(page: Page, name: string) {
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test.describe("editorial power for posts @desktop", () => {
  test("a preview link shows the draft to a browser without a session and stops working when revoked", async ({
    page,
    request,
    browser,
  }) => {
    const stamp = Date.now().toString(36);
    const draft = await saveDraft(request, {
      title: `Preview of a draft ${stamp}`,
      slug: `e2e-preview-${stamp}`,
      body: "<p>Words only the reviewers read for now.</p>",
    });

    await signIn(page);
    await page.goto(`/admin/posts/${draft.id}`);
    await page.getByRole("button", { name: "Share preview link" }).click();
    const links = page.getByRole("list", { name: "Active preview links" });
    await expect(links.getByRole("listitem")).toHaveCount(1);
    await expect(links).toContainText("Expires");
    await expect(links.getByRole("button", { name: "Copy link" })).toBeVisible();
    const address = await links.getByRole("textbox").inputValue();
    expect(address).toMatch(/\/blog\/preview\/\d+\.[A-Za-z0-9_-]{43}$/);
    const path = new URL(address).pathname;
    await auditBothWidths(page, "editor-preview-links");

    // Someone without an account: a fresh browser, no cookies.
    const reviewer = await browser.newContext();
    const visitor = await reviewer.newPage();
    const res = await visitor.goto(path);
    expect(res?.status()).toBe(200);
    expect(res?.headers()["cache-control"]).toContain("no-store");
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(draft.title);
    await expect(visitor.getByRole("note")).toHaveText("Preview: this draft is not published");
    await expect(visitor.getByText("Words only the reviewers read for now.")).toBeVisible();
    await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex, nofollow/);
    // Nothing on a preview counts: no like, rating, share or comment form.
    await expect(likeButton(visitor)).toHaveCount(0);
    await expect(visitor.getByRole("button", { name: /share/i })).toHaveCount(0);
    await expect(visitor.locator("form")).toHaveCount(0);
    await auditBothWidths(visitor, "preview-page");
    // The draft is still nobody else's to read.
    expect((await request.get(`/blog/${draft.slug}`)).status()).toBe(404);

    await links.getByRole("button", { name: "Revoke" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Revoke link" }).click();
    await expect(links).toHaveCount(0);
    const revoked = await visitor.reload();
    expect(revoked?.status()).toBe(404);
    await expect(visitor.getByText("Preview: this draft is not published")).toHaveCount(0);
    // An altered token is no link either.
    const altered = path.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    expect((await visitor.goto(altered))?.status()).toBe(404);
    await reviewer.close();
  });

  test("restoring an older version brings its text back", async ({ page, request }) => {
    const stamp = Date.now().toString(36);
    const form = await postForm(request, {
      title: `First title ${stamp}`,
      slug: `e2e-history-${stamp}`,
      body: "<p>The original opening, as first written.</p><p>A second paragraph.</p>",
    });
    const draft = await saveDraft(request, form);
    const edit = await request.put(`${E2E_API_URL}/admin/blog-posts/${draft.id}?${T}`, {
      headers: ADMIN,
      data: {
        ...form,
        title: `Rewritten title ${stamp}`,
        body: "<p>A hastier opening, rewritten.</p><p>A second paragraph.</p>",
      },
    });
    expect(edit.status(), await edit.text()).toBe(200);

    await signIn(page);
    await page.goto(`/admin/posts/${draft.id}`);
    await page.getByRole("link", { name: "History" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`History: Rewritten title ${stamp}`);
    const versions = page.getByRole("table");
    await expect(versions.getByRole("row")).toHaveCount(3);
    // The last two are compared: what version 2 removed and added, marked as such.
    const compare = page.getByTestId("version-compare");
    const body = compare.getByRole("region", { name: "Body" });
    await expect(body.locator("del")).toContainText(["original"]);
    await expect(body.locator("ins")).toContainText(["hastier"]);
    await expect(body.locator("del").first()).toContainText("removed:");
    await expect(compare.getByRole("region", { name: "Summary" })).toContainText("No change");
    await auditBothWidths(page, "post-history");

    // Choosing the pair by hand gives the same comparison its own address.
    await page.getByRole("radio", { name: "Compare from version 1" }).check();
    await page.getByRole("radio", { name: "Compare to version 2" }).check();
    await page.getByRole("button", { name: "Compare selected versions" }).click();
    await expect(page).toHaveURL(/[?&]from=1(&|$)/);
    await expect(page).toHaveURL(/[?&]to=2(&|$)/);

    await compare.getByRole("button", { name: "Restore this version" }).first().click();
    await page.getByRole("dialog").getByRole("button", { name: "Restore version 1" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/posts/${draft.id}$`));
    await expect(page.getByRole("textbox", { name: /^Title/ })).toHaveValue(`First title ${stamp}`);
    await expect(page.getByRole("textbox", { name: /^Body/ })).toHaveValue(
      /The original opening, as first written\./,
    );

    await page.getByRole("link", { name: "History" }).click();
    await expect(versions.getByRole("row")).toHaveCount(4);
    await expect(versions.getByRole("row").nth(1)).toContainText("Restored version 1");
  });
});
