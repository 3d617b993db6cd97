import { expect, test, type Page } from "@playwright/test";
import { arrangementToWords, formatDate } from "@site/contract";
import { TOASTS } from "@/content/toasts";
import { UI_TEXT } from "@/content/ui-text";
import { expectNoAxeViolations } from "../helpers/axe";
import { careerWithStatus, publishedCareers } from "./careers-data";

async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const data = JSON.parse(text) as { "@type": string } | { "@type": string }[];
    return (Array.isArray(data) ? data : [data]).map((d) => d["@type"]);
  });
}

async function jobPosting(page: Page): Promise<Record<string, unknown> | undefined> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((t) => JSON.parse(t) as Record<string, unknown>).find((d) => d["@type"] === "JobPosting");
}

test.describe("careers pages", () => {
  test("the list shows every published opening with arrangement, date and status", async ({
    page,
    request,
  }) => {
    const careers = await publishedCareers(request);
    await page.goto("/about/career");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const list = page.getByRole("list", { name: "Open positions" });
    await expect(list.getByRole("listitem")).toHaveCount(careers.length);
    for (const career of careers) {
      const item = list
        .getByRole("listitem")
        .filter({ has: page.getByRole("link", { name: career.title, exact: true }) });
      await expect(item).toContainText(arrangementToWords(career.position_arrangement));
      await expect(item).toContainText(formatDate(career.posted_date));
      await expect(item).toContainText(career.status === "CLOSED" ? "Closed" : "Open");
    }
    const first = careers.find((c) => c.status === "OPEN")!;
    await list.getByRole("link", { name: first.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/about/career/${first.id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.title);
  });

  test("an open position: details, description, company text, share, JobPosting", async ({
    page,
    request,
  }) => {
    const career = await careerWithStatus(request, "OPEN");
    await page.addInitScript(() => Object.defineProperty(navigator, "share", { value: undefined }));
    await page.goto(`/about/career/${career.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(career.title);
    await expect(page.getByText(formatDate(career.posted_date)).first()).toBeVisible();
    await expect(page.getByText(arrangementToWords(career.position_arrangement)).first()).toBeVisible();
    await expect(page.getByTestId("closed-banner")).toHaveCount(0);
    await expect(page.getByText(UI_TEXT.closedPosition)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Working at Cobaltline" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Share on LinkedIn/ })).toHaveAttribute(
      "href",
      /linkedin\.com/,
    );
    await expect(page.getByRole("link", { name: /Share on X/ })).toHaveAttribute("href", /x\.com/);
    await expect(page.getByRole("link", { name: /Share on Facebook/ })).toHaveAttribute(
      "href",
      /facebook\.com/,
    );
    await expect(page.getByRole("button", { name: "Copy the link to this position" })).toBeVisible();
    // Without a native share sheet, Share copies the address and says so.
    await page.getByRole("button", { name: "Share", exact: true }).click();
    await expect(page.locator(".Toastify").getByText(TOASTS.copiedToClipboard)).toBeVisible();
    // The description is rendered as HTML (its own headings and lists), sanitized.
    await expect(page.locator(".prose-site h2, .prose-site h3").first()).toBeVisible();
    await expect(page.locator(".prose-site script")).toHaveCount(0);

    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /^index/);
    const posting = await jobPosting(page);
    expect(posting).toMatchObject({
      title: career.title,
      datePosted: career.posted_date,
      hiringOrganization: { "@type": "Organization", name: "Cobaltline" },
      directApply: true,
    });
  });

  test("a closed position: red Closed banner, noindex, no JobPosting", async ({ page, request }) => {
    const career = await careerWithStatus(request, "CLOSED");
    await page.goto(`/about/career/${career.id}`);
    const banner = page.getByTestId("closed-banner");
    await expect(banner).toHaveText(UI_TEXT.closedBanner);
    await expect(banner).toHaveCSS("background-color", "rgb(200, 30, 30)");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    expect(await jsonLdTypes(page)).not.toContain("JobPosting");
  });

  test("an unknown or malformed id is a 404", async ({ page }) => {
    for (const id of ["999999", "abc", "0"]) {
      const res = await page.goto(`/about/career/${id}`);
      expect(res?.status()).toBe(404);
    }
  });

  test("axe: the list, an open and a closed position", async ({ page, request }) => {
    await page.goto("/about/career");
    await expectNoAxeViolations(page);
    for (const status of ["OPEN", "CLOSED"] as const) {
      const career = await careerWithStatus(request, status);
      await page.goto(`/about/career/${career.id}`);
      const form = page.getByRole("form", { name: "Job application" });
      await form.scrollIntoViewIfNeeded();
      if (status === "OPEN") {
        await expect(form).toHaveAttribute("data-hydrated", "true");
        await expect(form.getByLabel("Country", { exact: true })).toBeEnabled();
      }
      await expectNoAxeViolations(page);
    }
  });

  test("axe: the form showing its messages and a chosen file", async ({ page, request }) => {
    const career = await careerWithStatus(request, "OPEN");
    await page.goto(`/about/career/${career.id}`);
    const form = page.getByRole("form", { name: "Job application" });
    await expect(form).toHaveAttribute("data-hydrated", "true");
    await form.getByRole("button", { name: "Submit application" }).click();
    await expect(form.getByText("Please enter your first name")).toBeVisible();
    await expectNoAxeViolations(page);
    await form.locator('input[type="file"]').setInputFiles({
      name: "cv.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4\n%%EOF"),
    });
    await expect(form.getByTestId("resume-uploaded")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
