import { expect, test, type Page } from "@playwright/test";
import { MESSAGES } from "@site/contract";
import { apiPublished } from "../blog/blog-data";
import { careerWithStatus } from "../careers/careers-data";

/**
 * The public forms check their fields with the contract's rules (@site/contract/forms) and a small hook
 * (components/ui/use-checked-form.ts): the browser of a page with a form loads neither zod (about 33 KB
 * gzipped, which cannot be tree-shaken) nor react-hook-form (about 15 KB). Only the team's area uses zod;
 * react-hook-form is no dependency any more (knip, part of `npm run lint`, would report it unused).
 * Each page is visited as a reader would: loaded, its form scrolled to and sent empty, which its code
 * answers in place (no page load) with the field's message: the code is in.
 */
const ZOD = /\$ZodType|ZodError/;
const REACT_HOOK_FORM = /shouldUnregister/;

async function scriptsOf(page: Page, path: string, form: string, message: string) {
  const scripts: Promise<string>[] = [];
  let documents = 0;
  page.on("response", (response) => {
    const type = response.request().resourceType();
    if (type === "script") scripts.push(response.text().catch(() => ""));
    if (type === "document") documents++;
  });
  await page.goto(path);
  const shown = page.getByRole("form", { name: form });
  await shown.scrollIntoViewIfNeeded();
  await page.waitForLoadState("networkidle");
  await shown.getByRole("button").last().click();
  await expect(shown.getByText(message)).toBeVisible();
  expect(documents, "the form's code answered, not a page load").toBe(1);
  await page.waitForLoadState("networkidle");
  return Promise.all(scripts);
}

const pages: [string, string, string, (page: Page) => Promise<string>][] = [
  ["the home page's newsletter box", "Newsletter signup", MESSAGES.emailRequired, async () => "/"],
  ["contact", "Contact us", MESSAGES.firstNameRequired, async () => "/contact"],
  ["the UX review request", "Request a UX review", MESSAGES.nameRequired, async () => "/ux-review"],
  [
    "a post's comment form",
    "Leave a comment",
    MESSAGES.nameRequired,
    async (page) => `/blog/${(await apiPublished(page.request, { size: 1 })).content[0]!.slug}`,
  ],
  [
    "a career's application",
    "Job application",
    MESSAGES.firstNameRequired,
    async (page) => `/about/career/${(await careerWithStatus(page.request, "OPEN")).id}`,
  ],
];

test.describe("the public forms' code", () => {
  for (const [name, form, message, pathOf] of pages) {
    test(`${name}: neither zod nor react-hook-form reaches the browser`, async ({ page }) => {
      const scripts = await scriptsOf(page, await pathOf(page), form, message);
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((s) => ZOD.test(s)).length, "scripts with zod").toBe(0);
      expect(scripts.filter((s) => REACT_HOOK_FORM.test(s)).length, "scripts with react-hook-form").toBe(0);
    });
  }
});
