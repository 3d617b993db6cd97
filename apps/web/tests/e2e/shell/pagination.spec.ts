import { expect, test } from "@playwright/test";
import { E2E_NO_API } from "../helpers/e2e-env";

// The blog list is the site's paginated page; it needs the API's seeded posts (more than one page).
if (!E2E_NO_API)
  test.describe("pagination", () => {
    test("Prev is disabled on the first page, Next on the last, and page 1 drops the parameter", async ({
      page,
    }) => {
      await page.goto("/blog");
      const pager = page.getByRole("navigation", { name: /pagination|pages/i });
      await expect(pager).toBeVisible();
      await expect(pager.getByRole("button", { name: "Prev" })).toBeDisabled();
      await expect(pager.locator('[aria-current="page"]')).toHaveText("1");

      await pager.getByRole("link", { name: "Next" }).click();
      await expect(page).toHaveURL(/[?&]page=\d+/);
      await expect(pager.locator('[aria-current="page"]')).toHaveText("2");
      await expect(pager.getByRole("link", { name: "Prev" })).toBeEnabled();

      await pager.getByRole("link", { name: "Page 1" }).click();
      await expect(page).not.toHaveURL(/[?&]page=/);
      await expect(pager.getByRole("button", { name: "Prev" })).toBeDisabled();

      // The last page: the highest number the pager offers, then Next until it is disabled.
      for (let guard = 0; guard < 20; guard++) {
        const next = pager.getByRole("link", { name: "Next" });
        if ((await next.count()) === 0) break;
        await next.click();
        await expect(pager.locator('[aria-current="page"]')).toBeVisible();
      }
      await expect(pager.getByRole("button", { name: "Next" })).toBeDisabled();
      await expect(page).toHaveURL(/[?&]page=\d+/);
    });

    test("a small screen shows three page numbers @mobile", async ({ page }) => {
      await page.goto("/blog?page=3");
      const pager = page.getByRole("navigation", { name: /pagination|pages/i });
      const visibleNumbers = pager.getByRole("link", { name: /^(Page \d+|\d+)$/ });
      await expect(visibleNumbers).toHaveCount(3);
    });
  });
