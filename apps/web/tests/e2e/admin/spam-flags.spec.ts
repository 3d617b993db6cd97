/**
 * What the team sees of issue 20's spam checks and double opt-in: a comment with more than two links
 * waits in the moderation queue with the reason it was flagged, and the newsletter list tells a
 * confirmed address from one awaiting its confirmation.
 */
import { expect, test } from "@playwright/test";
import { TOASTS } from "@/content/toasts";
import { expectNoAxeViolations } from "../helpers/axe";
import { apiPublished } from "../blog/blog-data";
import { apiPendingComments, signIn } from "./admin-helpers";

const QUEUE_PAGE_SIZE = 20;

test.describe("spam flags and opt-in in the team's area @desktop", () => {
  test("a link-heavy comment is in the queue with its reason; a new address awaits confirmation", async ({
    page,
    request,
  }) => {
    const [post] = (await apiPublished(request, { size: 1 })).content;
    const stamp = Date.now();
    const content = `Great read (${stamp}). Visit https://cheap.example.com/a, www.deals.example.net and pills-now.shop/buy`;
    // Sent straight to the site's endpoint, as a spam script does: not from the post's form either.
    const sent = await request.post(`/api/blog/comments?blog_post_id=${post!.id}`, {
      data: {
        comment_sender_name: "Link Seller",
        comment_sender_email: `links-${stamp}@example.com`,
        sender_comment_content: content,
      },
    });
    expect(sent.status()).toBe(200);
    const reason = "Contains 3 links (more than 2); Sent without the post's comment form";
    const email = `optin-${stamp}@example.com`;
    expect((await request.post("/api/leads/newsletter", { data: { email } })).status()).toBe(200);

    // The queue is oldest first: the new comment is on its last page.
    const pending = await apiPendingComments(request);
    const position = pending.findIndex((c) => c.sender_comment_content === content);
    expect(position).toBeGreaterThanOrEqual(0);
    expect(pending[position]!.flag_reason).toBe(reason);

    await signIn(page);
    await page.goto(`/admin/comments?page=${Math.floor(position / QUEUE_PAGE_SIZE) + 1}`);
    const card = page.getByTestId("admin-comment").filter({ hasText: `Great read (${stamp})` });
    await expect(card.getByTestId("comment-flag")).toHaveText(`Flagged as possible spam: ${reason}`);
    await expectNoAxeViolations(page);

    await page.goto("/admin/leads?type=newsletter");
    const row = page.getByRole("row").filter({ hasText: email });
    await expect(row).toContainText("Awaiting confirmation");
  });

  test("a comment filled in faster than a person types is flagged; one typed by a person is not", async ({
    page,
    request,
  }) => {
    const [post] = (await apiPublished(request, { size: 1 })).content;
    const stamp = Date.now();
    const form = page.locator("#comment-form");
    const send = async (text: string, typed: boolean) => {
      await page.goto(`/blog/${post!.slug}`);
      const fill = (label: string, value: string) =>
        typed
          ? form.getByLabel(label).pressSequentially(value, { delay: 90 })
          : form.getByLabel(label).fill(value);
      await fill("Name", "Reader");
      await fill("Email", `reader-${stamp}@example.com`);
      await fill("Comment", text);
      await form.getByRole("button", { name: "Post comment" }).click();
      // Sent by the page's script (a dialog) or, if the click came before it ran, by the browser.
      await expect(page.getByRole("dialog").or(page.getByText(TOASTS.commentSent))).toBeVisible();
    };
    const botText = `Amazing article, I learned so much from it, thank you for sharing (${stamp}).`;
    const personText = `Thanks, this helped (${stamp}).`;
    await send(botText, false);
    await send(personText, true);

    const pending = await apiPendingComments(request);
    const find = (text: string) => pending.find((c) => c.sender_comment_content === text)!;
    expect(find(botText).flag_reason).toMatch(
      new RegExp(
        `^Sent \\d+\\.\\d s after the form was shown: faster than ${botText.length} characters can be typed$`,
      ),
    );
    expect(find(personText).flag_reason).toBeNull();
  });
});
