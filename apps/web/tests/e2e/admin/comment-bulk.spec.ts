/**
 * Moderating many comments at once (issue 31, item 7): twenty comments arrive on a post; the moderator
 * finds them by a word they share, ticks them all with one box and approves them in one action; the
 * queue no longer holds them, the Approved tab does, and each has its own entry in the audit trail.
 * The page is axe clean and never scrolls sideways at 375 and 1440 px.
 */
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../helpers/axe";
import { apiPublished } from "../blog/blog-data";
import { signIn } from "./admin-helpers";

test.describe("bulk moderation @desktop", () => {
  test("twenty comments found by a word and approved in one action", async ({ page, request }) => {
    const [post] = (await apiPublished(request, { size: 1 })).content;
    const word = `tidepool${Date.now().toString(36)}`;
    for (let i = 1; i <= 20; i++) {
      const sent = await request.post(`/api/blog/comments?blog_post_id=${post!.id}`, {
        data: {
          comment_sender_name: `Reader ${i}`,
          comment_sender_email: `reader-${i}-${word}@example.com`,
          sender_comment_content: `Thoughts number ${i} about ${word}.`,
        },
      });
      expect(sent.status()).toBe(200);
    }

    await signIn(page);
    await page.goto("/admin/comments");
    const find = page.getByRole("search", { name: "Find comments" });
    await find.getByLabel("Words, name or e-mail").fill(word);
    await find.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`q=${word}`));
    const cards = page.getByTestId("admin-comment");
    await expect(cards).toHaveCount(20);

    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: test.info().outputPath(`comments-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1440, height: 900 });

    const bar = page.getByRole("form", { name: "Moderate the ticked comments" });
    await bar.getByLabel("Select all 20 on this page").check();
    await expect(bar.getByRole("status")).toHaveText("20 comments ticked");
    // One left out by hand, then ticked again: the count follows the boxes.
    await cards.first().getByRole("checkbox").uncheck();
    await expect(bar.getByRole("status")).toHaveText("19 comments ticked");
    await cards.first().getByRole("checkbox").check();
    await bar.getByRole("button", { name: "Approve ticked" }).click();
    await expect(page.locator(".Toastify")).toContainText("Approved 20 comments.");
    await expect(cards).toHaveCount(0);
    await expect(page.getByText(`No pending comments match "${word}".`)).toBeVisible();

    await page
      .getByRole("navigation", { name: "Comment status" })
      .getByRole("link", { name: /^Approved/ })
      .click();
    await expect(page).toHaveURL(/status=APPROVED/);
    await expect(cards).toHaveCount(20);

    await page.goto("/admin/audit?action=comment.approve");
    const entries = page.getByRole("region", { name: "Audit trail" }).getByRole("listitem");
    await expect(entries.filter({ hasText: "(one of 20 at once)" }).first()).toContainText(/^Approved by/);
  });
});
