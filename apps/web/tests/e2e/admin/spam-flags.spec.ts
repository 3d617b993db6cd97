/**
 * What the team sees of issue 20's spam checks and double opt-in: a comment with more than two links
 * waits in the moderation queue with the reason it was flagged, and the newsletter list tells a
 * confirmed address from one awaiting its confirmation.
 */
import { expect, test } from "@playwright/test";
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
    const sent = await request.post(`/api/blog/comments?blog_post_id=${post!.id}`, {
      data: {
        comment_sender_name: "Link Seller",
        comment_sender_email: `links-${stamp}@example.com`,
        sender_comment_content: content,
      },
    });
    expect(sent.status()).toBe(200);
    const email = `optin-${stamp}@example.com`;
    expect((await request.post("/api/leads/newsletter", { data: { email } })).status()).toBe(200);

    // The queue is oldest first: the new comment is on its last page.
    const pending = await apiPendingComments(request);
    const position = pending.findIndex((c) => c.sender_comment_content === content);
    expect(position).toBeGreaterThanOrEqual(0);
    expect(pending[position]!.flag_reason).toBe("Contains 3 links (more than 2)");

    await signIn(page);
    await page.goto(`/admin/comments?page=${Math.floor(position / QUEUE_PAGE_SIZE) + 1}`);
    const card = page.getByTestId("admin-comment").filter({ hasText: `Great read (${stamp})` });
    await expect(card.getByTestId("comment-flag")).toHaveText(
      "Flagged as possible spam: Contains 3 links (more than 2)",
    );
    await expectNoAxeViolations(page);

    await page.goto("/admin/leads?type=newsletter");
    const row = page.getByRole("row").filter({ hasText: email });
    await expect(row).toContainText("Awaiting confirmation");
  });
});
