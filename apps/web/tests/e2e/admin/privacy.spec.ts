/**
 * Privacy requests and the retention setting, as the team uses them:
 * - someone applies for a job (and subscribes to the newsletter); the owner finds everything held for
 *   their address on the Privacy page, downloads it as one JSON file (the resume's bytes included) and
 *   erases it: the application and its resume go (the resume's download is then 404), and the Audit
 *   page shows the erasure, filtered by action and by person;
 * - the Settings page refuses a retention below the minimum with the contract's message, saves 30 days,
 *   and "Run the purge now" keeps an application sent today;
 * - the daily retention job removes an application received 400 days ago, resume and all, and says so
 *   in the Audit page as "system". That application is written by the run's launcher before the API
 *   starts (apps/api/src/test/fixtures/application-past-retention.ts): the API keeps its database to
 *   itself and dates every application it receives by its own clock. Each instance enqueues the day's
 *   purge a minute after it starts, so the test waits for it (up to two minutes) rather than pressing
 *   the button, which the Settings test does.
 */
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import type { AdminApplicant, Paged, PrivacyExport } from "@site/contract";
import { expectNoAxeViolations } from "../helpers/axe";
import { E2E_API_URL } from "../helpers/e2e-env";
import { careerWithStatus, pdfFile } from "../careers/careers-data";
import { E2E_ADMIN_TOKEN, E2E_OWNER, signIn } from "./admin-helpers";

const API = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
const T = "tenant_id=default";

/** Applies through the public career page, as a visitor does, and waits for the confirmation. */
async function applyAsVisitor(
  page: Page,
  careerId: number,
  who: { first: string; last: string; email: string },
) {
  await page.goto(`/about/career/${careerId}`);
  const form = page.getByRole("form", { name: "Job application" });
  await expect(form).toHaveAttribute("data-hydrated", "true");
  await form.getByLabel("First name").fill(who.first);
  await form.getByLabel("Last name").fill(who.last);
  await form.getByLabel("Email").fill(who.email);
  await form.locator('input[type="file"]').setInputFiles(pdfFile(`${who.last.toLowerCase()}-cv.pdf`));
  const answered = page.waitForResponse("**/api/applications");
  await form.getByRole("button", { name: "Submit application" }).click();
  expect((await answered).status()).toBe(200);
}

/** The application the API holds for an address (read with the e2e's machine key, for checking only). */
async function applicationOf(page: Page, email: string): Promise<AdminApplicant | undefined> {
  const res = await page.request.get(`${E2E_API_URL}/admin/applicants?size=100&${T}`, { headers: API });
  expect(res.status()).toBe(200);
  const list = (await res.json()) as Paged<AdminApplicant>;
  return list.content.find((a) => a.email.toLowerCase() === email.toLowerCase());
}

test.describe("privacy requests and retention @desktop", () => {
  test("erasing an applicant's address removes the application and the resume, and the Audit page shows it", async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const stamp = Date.now();
    const typed = `Riley.Erase-${stamp}@Example.com`;
    const address = typed.toLowerCase();
    const career = await careerWithStatus(page.request, "OPEN");

    // The visitor applies, and subscribes to the newsletter with the address in other letters.
    await applyAsVisitor(page, career.id, { first: "Riley", last: "Erase", email: typed });
    const subscribed = await page.request.post(`${E2E_API_URL}/leads/newsletter?${T}`, {
      data: { email: address.toUpperCase() },
    });
    expect(subscribed.status()).toBe(200);
    const application = await applicationOf(page, address);
    expect(application?.resume).toBeTruthy();

    // The owner: the resume downloads through the site while the application exists.
    await signIn(page);
    const resumeUrl = `/api/admin/applicants/${application!.id}/resume`;
    expect((await page.request.get(resumeUrl)).status()).toBe(200);

    // Privacy page: find what is held, in any case.
    await page.goto("/admin/privacy");
    await expect(page.getByRole("heading", { level: 1, name: "Privacy requests" })).toBeVisible();
    await page.getByLabel("Email address").fill(address.toUpperCase());
    await page.getByRole("button", { name: "Find", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/privacy\?email=/);
    await expect(page.getByRole("heading", { level: 2, name: `Held for ${address}` })).toBeVisible();
    await expect(page.getByTestId("privacy-counts")).toHaveText(
      "1 application, 1 resume, 1 newsletter subscription.",
    );
    const applications = page.getByRole("region", { name: "Applications", exact: true });
    await expect(applications).toContainText("Riley Erase");
    await expect(applications).toContainText("erase-cv.pdf");
    await expect(applications).toContainText(career.title);
    await expectNoAxeViolations(page);

    // Everything as one file, the resume's bytes included.
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download everything (JSON)" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^privacy-export-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(await readFile((await download.path())!, "utf8")) as PrivacyExport;
    expect(file.email).toBe(address);
    expect(file.newsletter?.email).toBe(address);
    expect(file.applications).toHaveLength(1);
    expect(Buffer.from(file.applications[0]!.resume!.content_base64, "base64")).toEqual(pdfFile().buffer);

    // Erase, after a confirmation that names the address and what goes.
    await page.getByRole("button", { name: "Erase everything" }).click();
    const dialog = page.getByRole("dialog", { name: "Erase everything held for this address?" });
    await expect(dialog).toContainText(address);
    await expect(dialog).toContainText("1 application, 1 resume, 1 newsletter subscription");
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Erase everything" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: `Erased everything held for ${address}` }),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("privacy-counts")).toHaveText("Nothing is held for this address.");
    await expect(page.getByRole("button", { name: "Erase everything" })).toHaveCount(0);

    // The application and its resume are gone.
    expect((await page.request.get(resumeUrl)).status()).toBe(404);
    expect(await applicationOf(page, address)).toBeUndefined();
    await page.goto("/admin/applicants");
    await expect(page.getByRole("heading", { level: 1, name: "Applicants" })).toBeVisible();
    await expect(page.getByText(address, { exact: false })).toHaveCount(0);

    // The Audit page: filtered by action, then by the person, with a form that needs no script.
    await page.goto("/admin/audit");
    await expect(page.getByRole("heading", { level: 1, name: "Audit trail" })).toBeVisible();
    const filter = page.getByRole("search", { name: "Filter the audit trail" });
    await filter.getByLabel("Action").selectOption("privacy.erase");
    await filter.getByRole("button", { name: "Show entries" }).click();
    await expect(page).toHaveURL(/action=privacy\.erase/);
    const trail = page.getByRole("region", { name: "Audit trail" });
    const erased = trail.getByRole("listitem").filter({ hasText: address });
    await expect(erased).toHaveCount(1);
    await expect(erased).toContainText(E2E_OWNER.email);
    await expect(erased).toContainText("privacy.erase");
    await expect(erased).toContainText(`Erased everything held for ${address}: 1 application, 1 resume`);
    await erased.getByText(/fields changed$/).click();
    await expect(erased.getByRole("term").filter({ hasText: "Erased › Applications" })).toHaveCount(1);
    await expectNoAxeViolations(page);

    await filter.getByLabel("Person").selectOption({ label: `${E2E_OWNER.name} (${E2E_OWNER.email})` });
    await filter.getByRole("button", { name: "Show entries" }).click();
    await expect(page).toHaveURL(/actor=\d+/);
    await expect(trail.getByRole("listitem").filter({ hasText: address })).toHaveCount(1);
    // The lookups and the download are recorded too, naming no address.
    await filter.getByLabel("Action").selectOption("privacy.export");
    await filter.getByRole("button", { name: "Show entries" }).click();
    await expect(trail.getByRole("listitem").filter({ hasText: "privacy.export" }).first()).toContainText(
      "Downloaded everything held for an address: 1 application, 1 resume, 1 newsletter subscription",
    );
  });

  test("the daily retention job removes an application received 400 days ago, and the Audit page says so", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const old = "olive.oldfield@example.com";
    await signIn(page);
    // The job runs once a minute after the API started: by the time this test runs, or soon after.
    await expect
      .poll(async () => (await applicationOf(page, old))?.email ?? "gone", {
        timeout: 150_000,
        intervals: [2_000],
      })
      .toBe("gone");

    await page.goto(`/admin/privacy?email=${encodeURIComponent(old)}`);
    await expect(page.getByText("Nothing is held for this address")).toBeVisible();

    await page.goto("/admin/audit?action=retention.purge");
    const rows = page.getByRole("region", { name: "Audit trail" }).getByRole("listitem");
    const byJob = rows
      .filter({ hasText: "system" })
      .filter({ hasText: "Removed 1 application received before" });
    await expect(byJob).toHaveCount(1);
    await expect(byJob).toContainText("(kept 365 days)");
  });

  test("Settings: the retention's messages, 30 days saved, and the purge keeps an application sent today", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now();
    const email = `kept-${stamp}@example.com`;
    const career = await careerWithStatus(page.request, "OPEN");
    await applyAsVisitor(page, career.id, { first: "Kim", last: "Kept", email });
    const application = await applicationOf(page, email);
    expect(application).toBeTruthy();

    await signIn(page);
    await page.goto("/admin/settings");
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    const days = page.getByLabel("Keep applications for (days)");
    await expect(days).toHaveValue("365");
    await days.fill("29");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.locator("#settings-retention-days-error")).toHaveText(
      "Keep applications at least 30 days",
    );
    await expect(days).toHaveAttribute("aria-invalid", "true");
    await days.fill("30");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Saved: applications are kept 30 days." }),
    ).toBeVisible();
    await expect(page.getByText("received more than 30 days ago")).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Run the purge now" }).click();
    const dialog = page.getByRole("dialog", { name: "Purge old applications now?" });
    await expect(dialog).toContainText("received more than 30 days ago");
    await dialog.getByRole("button", { name: "Purge now" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Nothing to purge: no application is older than 30 days." }),
    ).toBeVisible();
    // Today's application stays, resume and all.
    expect((await page.request.get(`/api/admin/applicants/${application!.id}/resume`)).status()).toBe(200);

    // Both are on the Audit page, by the owner.
    await page.goto("/admin/audit?action=retention.purge");
    const run = page.getByRole("region", { name: "Audit trail" }).getByRole("listitem").first();
    await expect(run).toContainText(E2E_OWNER.email);
    await expect(run).toContainText("Removed 0 applications received before");
    await page.goto("/admin/audit?action=settings.update");
    const saved = page.getByRole("region", { name: "Audit trail" }).getByRole("listitem").first();
    await expect(saved).toContainText("Applications kept 30 days (was 365)");

    // Back to the default for the rest of the run.
    await page.goto("/admin/settings");
    await page.getByLabel("Keep applications for (days)").fill("365");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Saved: applications are kept 365 days." }),
    ).toBeVisible();
  });
});
