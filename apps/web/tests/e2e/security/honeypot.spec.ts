/**
 * The honeypot on every public form: the `company_fax` input is present for bots, but off-screen, out of
 * the accessibility tree and skipped by Tab, so people never meet it; axe stays clean; a filled one
 * travels with the submission (the API then stores nothing: apps/api/src/routes/honeypot.test.ts).
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { HONEYPOT_FIELD } from "@site/contract";
import { expectNoAxeViolations } from "../helpers/axe";
import { apiPublished } from "../blog/blog-data";
import { careerWithStatus } from "../careers/careers-data";

type FormCase = {
  name: string;
  /** Opens the form's page and answers the form, scrolled into view and ready. */
  open: (page: Page, request: APIRequestContext) => Promise<Locator>;
};

/**
 * Scrolls a form into view and, where it says so, waits until it is ready: its code comes by itself
 * once the page is idle, untouched.
 */
async function reveal(form: Locator, announcesReady = false): Promise<Locator> {
  await form.scrollIntoViewIfNeeded();
  await expect(form).toBeVisible();
  if (announcesReady) {
    await expect(form).toHaveAttribute("data-hydrated", "true");
  }
  return form;
}

const forms: FormCase[] = [
  {
    name: "newsletter (home page)",
    open: async (page) => {
      await page.goto("/");
      return reveal(page.getByRole("form", { name: "Newsletter signup" }));
    },
  },
  {
    name: "contact",
    open: async (page) => {
      await page.goto("/contact");
      return reveal(page.getByRole("form", { name: "Contact us" }), true);
    },
  },
  {
    name: "UX review",
    open: async (page) => {
      await page.goto("/ux-review");
      return reveal(page.getByRole("form", { name: "Request a UX review" }));
    },
  },
  {
    name: "comment (blog post)",
    open: async (page, request) => {
      const [post] = (await apiPublished(request, { size: 1 })).content;
      await page.goto(`/blog/${post!.slug}`);
      return reveal(
        page.locator("form").filter({ has: page.getByRole("heading", { name: "Leave a comment" }) }),
      );
    },
  },
  {
    name: "career application",
    open: async (page, request) => {
      const career = await careerWithStatus(request, "OPEN");
      await page.goto(`/about/career/${career.id}`);
      return reveal(page.getByRole("form", { name: "Job application" }), true);
    },
  },
];

test.describe("honeypot field @desktop", () => {
  for (const { name, open } of forms) {
    test(`${name} form: the honeypot is off-screen, hidden from assistive technology and skipped by Tab @desktop`, async ({
      page,
      request,
    }) => {
      const form = await open(page, request);
      const honeypot = form.locator(`input[name="${HONEYPOT_FIELD}"]`);
      await expect(honeypot).toHaveCount(1);
      await expect(honeypot).toHaveAttribute("tabindex", "-1");
      await expect(honeypot).toHaveAttribute("autocomplete", "off");
      await expect(honeypot).toHaveValue("");

      // Not in the accessibility tree: no role query finds it, and the form's snapshot never mentions it.
      await expect(form.getByRole("textbox", { name: /fax/i })).toHaveCount(0);
      expect(await form.ariaSnapshot()).not.toMatch(/fax/i);
      expect(await honeypot.evaluate((el) => el.closest('[aria-hidden="true"]') !== null)).toBe(true);

      // Nowhere on screen: wholly left of the page.
      const box = await honeypot.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x + box!.width).toBeLessThanOrEqual(0);

      // Tab from the first field through the whole form: focus never lands on the honeypot.
      const first = form.locator("input:not([type=hidden]):not([tabindex='-1']), select, textarea").first();
      await first.focus();
      const visited: string[] = [];
      for (let i = 0; i < 25; i++) {
        const where = await page.evaluate((field) => {
          const el = document.activeElement as HTMLElement | null;
          return {
            name: el?.getAttribute("name") ?? el?.textContent?.trim().slice(0, 30) ?? "",
            inForm: !!el?.closest("form"),
            honeypot: el?.getAttribute("name") === field,
          };
        }, HONEYPOT_FIELD);
        expect(where.honeypot, `Tab reached the honeypot after ${visited.join(" → ")}`).toBe(false);
        if (!where.inForm) break;
        visited.push(where.name);
        await page.keyboard.press("Tab");
      }
      expect(visited.length, `Tab walked ${visited.join(" → ")}`).toBeGreaterThanOrEqual(2);

      await expectNoAxeViolations(page);
    });
  }

  test("a filled honeypot travels with the submission @desktop", async ({ page }) => {
    const bodies: unknown[] = [];
    await page.route("**/api/leads/contact", async (route) => {
      bodies.push(route.request().postDataJSON());
      await route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ id: 1 }) });
    });
    const form = await forms[1]!.open(page, page.request);
    await form.getByLabel("First name").fill("Robo");
    await form.getByLabel("Last name").fill("Filler");
    await form.getByLabel("Email").fill("robo@example.com");
    await form.getByLabel("Message").fill("Buy cheap links");
    // What a form-filling bot does: it finds the input by name and types into it.
    await form.locator(`input[name="${HONEYPOT_FIELD}"]`).fill("+1 555 0100");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect.poll(() => bodies.length).toBe(1);
    expect(bodies[0]).toMatchObject({ email: "robo@example.com", [HONEYPOT_FIELD]: "+1 555 0100" });
  });
});
