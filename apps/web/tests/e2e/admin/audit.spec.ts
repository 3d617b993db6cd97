/**
 * The audit trail as the team reads it (issue 31, item 8): the owner renames a draft and publishes it
 * in the editor, then finds "Edited by Olivia Owner" with the title's old words struck and the new ones
 * marked, and "Published by Olivia Owner" with the post's title linked to its editor; downloads the
 * filtered trail as CSV in the same words; and reads it as cards with no sideways scroll at 375 px,
 * axe clean at both widths.
 */
import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../helpers/axe";
import { E2E_OWNER, saveDraft, signIn } from "./admin-helpers";

test.describe("the audit trail @desktop", () => {
  test("a publish reads 'Published by <name>' with the title, the changed fields and a CSV of the same", async ({
    page,
    request,
  }) => {
    const stamp = Date.now().toString(36);
    const draft = await saveDraft(request, {
      title: `Audit draft ${stamp}`,
      slug: `e2e-audit-${stamp}`,
      body: "<p>Words for the trail.</p>",
    });
    const title = `Audit post ${stamp}`;

    await signIn(page);
    await page.goto(`/admin/posts/${draft.id}`);
    await page.getByRole("textbox", { name: /^Title/ }).fill(title);
    await page.getByRole("button", { name: "Save and publish" }).click();
    await expect(page.locator(".Toastify")).toContainText(`Published "${title}"`);

    const trail = page.getByRole("region", { name: "Audit trail" });
    /** The owner's entries of one action, as the filter form sends it; the one naming the post. */
    const entryOf = async (action: string) => {
      await page.goto("/admin/audit");
      const filter = page.getByRole("search", { name: "Filter the audit trail" });
      await filter.getByLabel("Action").selectOption({ label: action });
      await filter.getByLabel("Person").selectOption({ label: `${E2E_OWNER.name} (${E2E_OWNER.email})` });
      await filter.getByRole("button", { name: "Show entries" }).click();
      await expect(page).toHaveURL(/action=post\./);
      const entry = trail.getByRole("listitem").filter({ hasText: title });
      await expect(entry).toHaveCount(1);
      return entry;
    };

    // The rename: "Edited by Olivia Owner", the title's old and new words marked.
    const edited = await entryOf("Post: edited");
    await expect(edited).toContainText(`Edited by ${E2E_OWNER.name}`);
    await edited.getByText(/fields changed$/).click();
    const titleChange = edited.getByRole("term").filter({ hasText: /^Title$/ });
    await expect(titleChange).toHaveCount(1);
    const values = edited.getByRole("definition").filter({ has: page.locator("del", { hasText: "draft" }) });
    await expect(values.locator("ins")).toContainText("post");

    // The publish: "Published by Olivia Owner", the title linked to the post's editor, its status.
    const published = await entryOf("Post: published");
    await expect(published).toContainText(`Published by ${E2E_OWNER.name}`);
    await expect(published.getByRole("link", { name: title })).toHaveAttribute(
      "href",
      `/admin/posts/${draft.id}`,
    );
    await published.getByText("1 field changed").click();
    await expect(published.getByRole("term")).toHaveText("Status");
    await expect(published.locator("del")).toHaveText("[removed: DRAFT]");
    await expect(published.locator("ins")).toHaveText("[added: PUBLISHED]");

    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await expectNoAxeViolations(page);
      // Nothing wider than the screen: the page never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: test.info().outputPath(`audit-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1440, height: 900 });

    // The CSV of the filtered entries: the same words, the post's title, its change.
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download these entries (CSV)" }).click();
    const csv = await readFile((await (await download).path())!, "utf8");
    const line = csv.split("\r\n").find((l) => l.includes(title))!;
    expect(line).toContain(`"${E2E_OWNER.name}","Published","post.publish","Post","${draft.id}","${title}"`);
    expect(line).toContain('"Status: DRAFT → PUBLISHED"');
  });
});
