/**
 * The one editor of marketing content (issue 31), as an editor works in it at a phone's and a desktop's
 * width: the fields its kind declares, a person moved down with the keyboard (the focus stays on the
 * moved person's button, the move is said), a missing field named in the summary on top and beside the
 * field in the contract's words, the draft saved in the new order; axe-clean at 375 and 1440 px.
 */
import { expect, test } from "@playwright/test";
import type { TeamContent } from "@site/contract";
import { E2E_API_URL } from "../helpers/e2e-env";
import { signIn } from "./admin-helpers";
import { AUTH, T, axeAtBothWidths, newEditor, published, restore, saveDraft } from "./content-helpers";

test.describe("the schema-driven content editor (issue 31) @desktop", () => {
  test("an editor reorders the team with the keyboard, is told of a missing role, saves the draft; axe-clean at 375 and 1440 px", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const before = await published<TeamContent>(request, "team", "leadership");
    const [first, second] = before.items;
    try {
      const editor = await newEditor(request);
      await signIn(page, editor);
      for (const width of [375, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto("/admin/content/team");
        await expect(page.getByRole("heading", { level: 1, name: "Team" })).toBeVisible();
        // The declaration's fields, each with its label and the contract's limit.
        await expect(page.getByRole("group", { name: "Person 1", exact: true })).toBeVisible();
        await expect(page.getByLabel(/^Person's name 1/)).toHaveValue(first!.name);
        await expect(page.locator("#team-items-0-name")).toHaveAttribute("maxlength", "80");
        await expect(page.locator("#team-items-0-bio")).toHaveAttribute("maxlength", "400");
        // No sideways scroll at a phone's width.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
      await axeAtBothWidths(page, "content-editor-team");

      // Move the first person down from the keyboard: the focus follows the person, the move is said.
      await page.setViewportSize({ width: 375, height: 812 });
      await page.getByRole("button", { name: "Move down: person 1", exact: true }).focus();
      await page.keyboard.press("Enter");
      await expect(page.locator("#team-items-1-name")).toHaveValue(first!.name);
      await expect(page.locator("#team-items-0-name")).toHaveValue(second!.name);
      await expect(page.getByRole("button", { name: "Move down: person 2", exact: true })).toBeFocused();
      await expect(
        page.getByRole("status").filter({ hasText: "Person 1 moved down to position 2" }),
      ).toHaveCount(1);

      // A missing role: named on top (a link to the field) and beside it, in the contract's words.
      await page.locator("#team-items-1-role").fill("");
      await page.getByRole("button", { name: "Save draft" }).click();
      const summary = page
        .locator("#main")
        .getByRole("alert")
        .filter({ hasText: "These fields need attention" });
      await expect(summary.getByRole("link", { name: "Person 2: Person's role" })).toHaveAttribute(
        "href",
        "#team-items-1-role",
      );
      await expect(page.locator("#team-items-1-role-error")).toHaveText("Please enter the person's role");
      await axeAtBothWidths(page, "content-editor-team-errors");

      await page.locator("#team-items-1-role").fill(first!.role);
      await saveDraft(page);
      await expect(summary).toHaveCount(0);
      const res = await request.get(`${E2E_API_URL}/admin/content/team/leadership?${T}`, { headers: AUTH });
      const { draft } = (await res.json()) as { draft: TeamContent };
      expect(draft.items.slice(0, 2).map((p) => p.name)).toEqual([second!.name, first!.name]);
    } finally {
      await restore(request, "team", "leadership", before);
    }
  });
});
