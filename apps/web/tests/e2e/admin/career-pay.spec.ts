import { expect, test, type Page } from "@playwright/test";
import type { AdminCareer, Paged } from "@site/contract";
import { E2E_API_URL } from "../helpers/e2e-env";
import { E2E_ADMIN_TOKEN, signIn } from "./admin-helpers";

const toast = (page: Page) => page.locator(".Toastify");

/** Pay ranges (issue 21): an open position needs one; the public page and its JobPosting carry it. */
test.describe("pay ranges", () => {
  test("an OPEN position without a range is refused; one with a range shows it and carries baseSalary", async ({
    page,
    request,
  }) => {
    const title = `Site Reliability Engineer ${Date.now()}`;
    await signIn(page);
    await page.goto("/admin/careers/new");
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Arrangement").fill("full time remote");
    await page.getByLabel("Job description").fill("## What you will do\n\nKeep the pagers quiet.");
    await expect(page.getByRole("radio", { name: "Open" })).toBeChecked();

    // No amounts: the editor refuses, names the reason under the minimum, and nothing is sent.
    const sent: string[] = [];
    page.on("request", (req) => {
      // Writes only: the editor's live preview of the description (POST …/careers/preview) stores nothing.
      if (
        req.method() === "POST" &&
        req.url().includes("/careers") &&
        !req.url().includes("/careers/preview")
      )
        sent.push(req.url());
    });
    await page.getByRole("button", { name: "Create position" }).click();
    const minimum = page.getByLabel("Minimum");
    await expect(page.getByText("Set a pay range for an open position")).toBeVisible();
    await expect(minimum).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/admin\/careers\/new$/);
    expect(sent).toEqual([]);

    // Upside down: refused too.
    await minimum.fill("150000");
    await page.getByLabel("Maximum").fill("120000");
    await page.getByRole("button", { name: "Create position" }).click();
    await expect(page.getByText("The minimum cannot be above the maximum")).toBeVisible();
    expect(sent).toEqual([]);

    // The API says the same to a caller that skips the form.
    const direct = await request.post(`${E2E_API_URL}/admin/careers?tenant_id=default`, {
      headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
      data: { title, position_arrangement: "FULL_TIME", job_description: "x", status: "OPEN" },
    });
    expect(direct.status()).toBe(400);
    expect((await direct.json()).errors).toEqual({ pay_min: "Set a pay range for an open position" });

    await minimum.fill("120,000");
    await page.getByLabel("Maximum").fill("150000");
    await page.getByLabel("Currency").selectOption("USD");
    await page.getByLabel("Paid per").selectOption("YEAR");
    await expect(page.getByText("Shown as $120,000 – $150,000 a year")).toBeVisible();
    await page.getByRole("button", { name: "Create position" }).click();
    await expect(toast(page)).toContainText(`Saved ${title}.`);
    await expect(page).toHaveURL(/\/admin\/careers\/\d+$/);
    const id = Number(page.url().split("/").pop());
    await expect(page.getByLabel("Minimum")).toHaveValue("120000");

    await page.goto(`/about/career/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId("career-pay")).toHaveText("$120,000 – $150,000 a year");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const posting = blocks.map((b) => JSON.parse(b)).find((d) => d["@type"] === "JobPosting");
    expect(posting?.title).toBe(title);
    expect(posting.baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: "USD",
      value: { "@type": "QuantitativeValue", minValue: 120000, maxValue: 150000, unitText: "YEAR" },
    });

    // An hourly contract: the team edits the range and the page follows.
    await page.goto(`/admin/careers/${id}`);
    await page.getByLabel("Minimum").fill("60");
    await page.getByLabel("Maximum").fill("75");
    await page.getByLabel("Paid per").selectOption("HOUR");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(toast(page)).toContainText(`Saved ${title}.`);
    await expect
      .poll(async () => {
        await page.goto(`/about/career/${id}`);
        return page.getByTestId("career-pay").textContent();
      })
      .toBe("$60 – $75 an hour");
    const hourly = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((b) => JSON.parse(b))
      .find((d) => d["@type"] === "JobPosting");
    expect(hourly.baseSalary.value).toMatchObject({ minValue: 60, maxValue: 75, unitText: "HOUR" });

    // Off the careers page again, so the other specs keep finding the seeded openings first.
    const res = await request.get(`${E2E_API_URL}/admin/careers?tenant_id=default&size=100`, {
      headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    });
    const saved = ((await res.json()) as Paged<AdminCareer>).content.find((c) => c.id === id)!;
    const hidden = await request.put(`${E2E_API_URL}/admin/careers/${id}?tenant_id=default`, {
      headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
      data: { ...saved, published: false },
    });
    expect(hidden.status()).toBe(200);
  });
});
