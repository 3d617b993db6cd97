/**
 * Careers through the publishing engine (issue 31, item 3) as a Recruiter uses it: edits an opening
 * twice, opens its history, compares the first version with the last and restores the first; schedules
 * the unlisted opening and finds "Scheduled" with its moment in the editor and in the careers list.
 * The history and the list are axe-clean at 375 and 1440 px, with no sideways scroll at 375 px.
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../helpers/axe";
import { E2E_API_URL } from "../helpers/e2e-env";
import { E2E_ADMIN_TOKEN, signIn, type TeamMember } from "./admin-helpers";

const AUTH = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
const T = "tenant_id=default";

/** A new Recruiter of the API's default tenant: invited with the admin key, the invitation accepted. */
async function newRecruiter(request: APIRequestContext): Promise<TeamMember> {
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const who = {
    email: `recruiter-engine-${stamp}@cobaltline.example`,
    name: `Rae Recruiter ${stamp}`,
    password: "recruiter passphrase, long enough",
  };
  const invited = await request.post(`${E2E_API_URL}/admin/people/invitations?${T}`, {
    headers: AUTH,
    data: { email: who.email, name: who.name, roles: ["recruiter"] },
  });
  expect(invited.status(), await invited.text()).toBe(200);
  const token = new URL(((await invited.json()) as { link: string }).link).searchParams.get("token")!;
  const accepted = await request.post(`${E2E_API_URL}/admin/auth/accept?${T}`, {
    data: { token, password: who.password },
  });
  expect(accepted.status()).toBe(200);
  return who;
}

/** Axe at both widths, no sideways scroll at 375 px, a screenshot of each. */
async function checkWidths(page: Page, name: string) {
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test.describe("careers through the publishing engine @desktop", () => {
  test("a Recruiter edits an opening twice, compares and restores the first version, and schedules it", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const title = `Engine Role ${stamp}`;
    const created = await request.post(`${E2E_API_URL}/admin/careers?${T}`, {
      headers: AUTH,
      data: {
        title,
        position_arrangement: "FULL_TIME_REMOTE",
        job_description: "## The work\n\nKeep our **deploys** boring.",
        body_format: "markdown",
        status: "OPEN",
        // Unlisted: a draft, so it can be scheduled and stays off the careers page the other specs read.
        published: false,
        pay_min: 120000,
        pay_max: 150000,
        pay_currency: "USD",
        pay_period: "YEAR",
      },
    });
    expect(created.status(), await created.text()).toBe(200);
    const { id } = (await created.json()) as { id: number };

    const recruiter = await newRecruiter(request);
    await signIn(page, recruiter);
    await page.goto(`/admin/careers/${id}`);

    // Two edits, each saved (the answer of each Save waited for).
    const save = async () => {
      const answered = page.waitForResponse(
        (r) => r.request().method() === "PUT" && new URL(r.url()).pathname === `/api/admin/careers/${id}`,
      );
      await page.getByRole("button", { name: "Save changes" }).click();
      expect((await answered).status()).toBe(200);
    };
    await page.getByRole("textbox", { name: /^Title/ }).fill(`${title} (senior)`);
    await save();
    await expect(page.getByText(`Saved ${title} (senior).`)).toBeVisible();
    // The page re-renders from what was saved (the form starts again from it) before the next edit.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${title} (senior)`);
    await page
      .getByRole("textbox", { name: /^Job description/ })
      .fill("## The work\n\nKeep our **deploys** boring and fast.");
    await save();

    // The history: three versions (created, then each save), the first and the newest compared.
    await page.getByRole("link", { name: "History" }).click();
    await expect(page.getByRole("heading", { name: `History: ${title} (senior)` })).toBeVisible();
    const versions = page.getByRole("region", { name: "Versions" });
    await expect(versions.getByRole("row")).toHaveCount(4); // the header and three versions
    await expect(versions.getByRole("row").nth(1)).toContainText(recruiter.name);
    await page.getByLabel("Compare from version 1").check();
    await page.getByLabel("Compare to version 3").check();
    await page.getByRole("button", { name: "Compare selected versions" }).click();
    await expect(page).toHaveURL(/[?&]from=1(&|$)/);
    await expect(page).toHaveURL(/[?&]to=3(&|$)/);
    const compare = page.getByTestId("version-compare");
    await expect(compare.getByRole("region", { name: "Title" })).toContainText("Changed");
    await expect(compare.getByRole("region", { name: "Title" }).locator("ins")).toContainText("(senior)");
    await expect(compare.getByRole("region", { name: "Job description" }).locator("ins")).toContainText(
      "and fast",
    );
    await checkWidths(page, "career-history");

    // Restore the first: the editor opens on it, and the history names it.
    await compare.getByRole("button", { name: "Restore this version" }).first().click();
    await page.getByRole("button", { name: "Restore version 1" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/careers/${id}$`));
    await expect(page.getByRole("textbox", { name: /^Title/ })).toHaveValue(title);
    await expect(page.getByRole("textbox", { name: /^Job description/ })).toHaveValue(
      "## The work\n\nKeep our **deploys** boring.",
    );
    await page.getByRole("link", { name: "History" }).click();
    await expect(versions.getByRole("row").nth(1)).toContainText("Restored version 1");

    // Scheduled: in the editor's bar and in the careers list, with its moment.
    await page.getByRole("link", { name: "Back to the editor" }).click();
    const year = new Date().getFullYear() + 1;
    const when = page.getByLabel("Publish later");
    await when.fill("2020-01-01T09:00");
    await page.getByRole("button", { name: "Schedule", exact: true }).click();
    await expect(page.getByText("Choose a moment in the future")).toBeVisible();
    await when.fill(`${year}-03-04T09:30`);
    await page.getByRole("button", { name: "Schedule", exact: true }).click();
    await expect(page.getByTestId("publish-schedule")).toContainText(`Mar 4, ${year}`);
    await expect(page.getByText(new RegExp(`^Scheduled · Mar 4, ${year}`))).toBeVisible();
    await checkWidths(page, "career-editor-scheduled");

    await page.goto("/admin/careers");
    const find = page.getByRole("search", { name: "Find positions" });
    await find.getByLabel("Position", { exact: true }).fill(title);
    await find.getByRole("button", { name: "Show positions" }).click();
    await expect(page.getByText("Scheduled", { exact: true })).toBeVisible();
    await expect(page.getByText(`Mar 4, ${year}, 09:30 UTC`, { exact: true })).toBeVisible();
    await checkWidths(page, "careers-list-scheduled");
  });

  test("a Recruiter archives an opening: it leaves the careers page and the list, is found under Archived, and comes back", async ({
    page,
    request,
  }) => {
    const stamp = Date.now().toString(36);
    const title = `Archive Role ${stamp}`;
    const created = await request.post(`${E2E_API_URL}/admin/careers?${T}`, {
      headers: AUTH,
      data: {
        title,
        position_arrangement: "FULL_TIME_REMOTE",
        job_description: "Short-lived.",
        body_format: "markdown",
        status: "OPEN",
        published: true,
        pay_min: 90000,
        pay_max: 110000,
        pay_currency: "USD",
        pay_period: "YEAR",
      },
    });
    expect(created.status(), await created.text()).toBe(200);
    const { id } = (await created.json()) as { id: number };
    expect((await request.get(`/about/career/${id}`)).status()).toBe(200);

    await signIn(page, await newRecruiter(request));
    await page.goto(`/admin/careers?q=${encodeURIComponent(title)}`);
    await page.getByRole("button", { name: `Archive ${title}` }).click();
    await expect(page.getByText(`Archived ${title}.`)).toBeVisible();
    await expect(page.getByText("No positions match this search.")).toBeVisible();
    // Off the careers page.
    await expect
      .poll(async () => (await request.get(`/about/career/${id}`)).status(), { timeout: 15_000 })
      .toBe(404);

    await page
      .getByRole("navigation", { name: "Position status" })
      .getByRole("link", { name: /^Archived/ })
      .click();
    await expect(page).toHaveURL(/status=ARCHIVED/);
    await expect(page.getByRole("link", { name: title })).toBeVisible();
    await expect(page.getByText("Archived", { exact: true }).first()).toBeVisible();
    await checkWidths(page, "careers-archived");

    await page.getByRole("button", { name: `Unarchive ${title}` }).click();
    await expect(page.getByText(`Unarchived ${title}.`)).toBeVisible();
    await page.goto(`/admin/careers?q=${encodeURIComponent(title)}`);
    await expect(page.getByRole("link", { name: title })).toBeVisible();
    await expect(page.getByText("Not listed", { exact: true })).toBeVisible();
  });
});
