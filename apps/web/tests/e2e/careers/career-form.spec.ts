import { expect, test, type Locator, type Page } from "@playwright/test";
import { DEFAULT_PHONE_CODE, MESSAGES } from "@site/contract";
import { TOASTS } from "@/content/toasts";
import { UI_TEXT } from "@/content/ui-text";
import { careerWithStatus, holdRequests, pdfFile, recordLocationRequests } from "./careers-data";

const toast = (page: Page) => page.locator(".Toastify");
const option = (select: Locator, value: string) => select.locator(`option[value="${value}"]`);

function fields(page: Page) {
  const form = page.getByRole("form", { name: "Job application" });
  return {
    form,
    firstName: form.getByLabel("First name"),
    lastName: form.getByLabel("Last name"),
    email: form.getByLabel("Email"),
    country: form.getByLabel("Country", { exact: true }),
    state: form.getByLabel("State", { exact: true }),
    city: form.getByLabel("City", { exact: true }),
    phoneCode: form.getByLabel("Country code", { exact: true }),
    phone: form.getByLabel("Phone number"),
    resume: form.locator('input[type="file"]'),
    resumeBox: form.getByTestId("resume-uploaded"),
    submit: form.getByRole("button", { name: /Submit application|Submitting/ }),
  };
}

async function openCareer(page: Page, id: number) {
  await page.goto(`/about/career/${id}`);
  const f = fields(page);
  // The form's code comes by itself once the page is idle: nothing here touches the form first.
  await expect(f.form).toHaveAttribute("data-hydrated", "true");
  // The countries are in once the select leaves its loading state.
  await expect(f.country).toBeEnabled();
  await expect(option(f.country, "Canada")).toHaveCount(1);
  return f;
}

test.describe("career application form", () => {
  test("shows the spec's messages and keeps bad files out", async ({ page, request }) => {
    const career = await careerWithStatus(request, "OPEN");
    const f = await openCareer(page, career.id);

    // The size limit is visible before anything is uploaded.
    await expect(f.form.getByText("PDF, DOC or DOCX, up to 5 MB.")).toBeVisible();
    await expect(f.form.getByText("Upload resume")).toBeVisible();
    await expect(f.resume).toHaveAttribute("accept", ".pdf,.doc,.docx");

    await f.submit.click();
    await expect(f.form.getByText(MESSAGES.firstNameRequired)).toBeVisible();
    await expect(f.form.getByText(MESSAGES.lastNameRequired)).toBeVisible();
    await expect(f.form.getByText(MESSAGES.emailRequired)).toBeVisible();
    await expect(f.form.getByText(MESSAGES.resumeRequired)).toBeVisible();
    await expect(f.firstName).toHaveAttribute("aria-invalid", "true");

    await f.firstName.fill("   ");
    await f.email.fill("not-an-email");
    await f.submit.click();
    await expect(f.form.getByText(MESSAGES.firstNameRequired)).toBeVisible();
    await expect(f.form.getByText(MESSAGES.emailInvalid)).toBeVisible();

    await f.resume.setInputFiles({
      name: "setup.exe",
      mimeType: "application/octet-stream",
      buffer: Buffer.from("MZ"),
    });
    await expect(f.form.getByText(MESSAGES.resumeType)).toBeVisible();
    await expect(f.resumeBox).toHaveCount(0);

    await f.resume.setInputFiles({
      name: "huge.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0x25),
    });
    await expect(f.form.getByText(MESSAGES.resumeTooLarge)).toBeVisible();
    await expect(f.resumeBox).toHaveCount(0);
  });

  test("resume box: chosen file, name and remove button", async ({ page, request }) => {
    const career = await careerWithStatus(request, "OPEN");
    const f = await openCareer(page, career.id);

    await f.resume.setInputFiles(pdfFile("jane-doe-resume.pdf"));
    await expect(f.resumeBox).toBeVisible();
    await expect(f.resumeBox).toContainText(UI_TEXT.fileUploaded);
    await expect(f.resumeBox).toContainText("jane-doe-resume.pdf");
    await expect(f.form.getByText("Upload resume")).toHaveCount(0);

    await f.resumeBox.getByRole("button", { name: "Remove jane-doe-resume.pdf" }).click();
    await expect(f.resumeBox).toHaveCount(0);
    await expect(f.form.getByText("Upload resume")).toBeVisible();
    await expect(f.resume).toBeFocused();
  });

  test("country → state → city cascade with its disabled and loading states", async ({ page, request }) => {
    const career = await careerWithStatus(request, "OPEN");
    const states = await holdRequests(page, /\/api\/locations\/states\?/);
    const cities = await holdRequests(page, /\/api\/locations\/cities\?/);
    const f = await openCareer(page, career.id);

    await expect(f.state).toBeDisabled();
    await expect(f.city).toBeDisabled();

    await f.country.selectOption("Canada");
    await expect(f.state).toBeDisabled();
    await expect(f.state.locator("option").first()).toHaveText(UI_TEXT.loading);
    states.release();
    await expect(f.state).toBeEnabled();
    await expect(option(f.state, "Ontario")).toHaveCount(1);
    await expect(f.city).toBeDisabled();

    await f.state.selectOption("Ontario");
    await expect(f.city.locator("option").first()).toHaveText(UI_TEXT.loading);
    await expect(f.city).toBeDisabled();
    cities.release();
    await expect(f.city).toBeEnabled();
    await f.city.selectOption("Toronto");
    await expect(f.city).toHaveValue("Toronto");

    // A new state clears the city and loads that state's cities.
    await f.state.selectOption("Quebec");
    await expect(f.city).toHaveValue("");
    await expect(option(f.city, "Montréal")).toHaveCount(1);
    await expect(option(f.city, "Toronto")).toHaveCount(0);

    // A new country clears both and loads its states; the city waits for a state again.
    await f.country.selectOption("United States");
    await expect(f.state).toHaveValue("");
    await expect(f.city).toHaveValue("");
    await expect(f.city).toBeDisabled();
    await expect(option(f.state, "California")).toHaveCount(1);
    await expect(option(f.state, "Ontario")).toHaveCount(0);

    // Choosing no country again disables both.
    await f.country.selectOption("");
    await expect(f.state).toBeDisabled();
    await expect(f.city).toBeDisabled();
  });

  test("a failed location fetch yields an empty list, silently @desktop", async ({ page, request }) => {
    const career = await careerWithStatus(request, "OPEN");
    await page.route(/\/api\/locations\/states\?/, (route) =>
      route.fulfill({ status: 502, json: { message: "The location service is unavailable" } }),
    );
    const f = await openCareer(page, career.id);
    await f.country.selectOption("Canada");
    await expect(f.state).toBeEnabled();
    await expect(f.state.locator("option")).toHaveCount(1);
    await expect(f.state.locator("option")).toHaveText("Select a state");
    await expect(toast(page).getByRole("alert")).toHaveCount(0);
    await expect(page.getByText("unavailable")).toHaveCount(0);
  });

  test("phone code: about 230 calling codes, +1 by default @desktop", async ({ page, request }) => {
    const career = await careerWithStatus(request, "OPEN");
    const f = await openCareer(page, career.id);
    await expect(f.phoneCode).toHaveValue(DEFAULT_PHONE_CODE);
    const count = await f.phoneCode.locator("option").count();
    expect(count).toBeGreaterThanOrEqual(220);
    expect(count).toBeLessThanOrEqual(240);
    await f.phoneCode.selectOption("+44");
    await expect(f.phoneCode).toHaveValue("+44");
  });

  test("success: sent as multipart, a toast, and the whole form reset", async ({ page, request }) => {
    const career = await careerWithStatus(request, "OPEN");
    const f = await openCareer(page, career.id);

    await f.firstName.fill("  Jane ");
    await f.lastName.fill("Doe");
    await f.email.fill("jane.doe@example.com");
    await f.country.selectOption("United States");
    await expect(option(f.state, "California")).toHaveCount(1);
    await f.state.selectOption("California");
    await expect(option(f.city, "Laguna Hills")).toHaveCount(1);
    await f.city.selectOption("Laguna Hills");
    await f.phoneCode.selectOption("+44");
    await f.phone.fill("20 7946 0958");
    await f.resume.setInputFiles(pdfFile());

    // Hold the upload a moment so the submitting indicator can be seen.
    const held = await holdRequests(page, "**/api/applications");
    const sent = page.waitForRequest("**/api/applications");
    const answered = page.waitForResponse("**/api/applications");
    await f.submit.click();
    await expect(f.submit).toBeDisabled();
    await expect(f.submit).toHaveText("Submitting...");
    held.release();

    const body = (await sent).postDataBuffer()!.toString("latin1");
    expect((await sent).headers()["content-type"]).toContain("multipart/form-data");
    expect(body).toContain('name="resumeFile"; filename="jane-doe-resume.pdf"');
    const info = JSON.parse(/name="applicantInfo"\r\n\r\n(.*)\r\n/.exec(body)![1]!);
    expect(info).toMatchObject({
      first_name: "Jane",
      last_name: "Doe",
      email: "jane.doe@example.com",
      country: "United States",
      state: "California",
      city: "Laguna Hills",
      phone_country_code: "+44",
      phone_number: "20 7946 0958",
      applicant_source: "WEBSITE",
      job_title: career.title,
      job_application_id: career.id,
    });
    const res = await answered;
    expect(res.status()).toBe(200);
    expect((await res.json()).id).toEqual(expect.any(Number));

    await expect(toast(page).getByText(TOASTS.applicationSuccess)).toBeVisible();
    for (const input of [f.firstName, f.lastName, f.email, f.phone, f.country])
      await expect(input).toHaveValue("");
    await expect(f.state).toBeDisabled();
    await expect(f.city).toBeDisabled();
    await expect(f.phoneCode).toHaveValue(DEFAULT_PHONE_CODE);
    await expect(f.resumeBox).toHaveCount(0);
    await expect(f.form.getByText("Upload resume")).toBeVisible();
    await expect(f.submit).toHaveText("Submit application");
  });

  test("failure: a toast and nothing cleared", async ({ page, request }) => {
    const career = await careerWithStatus(request, "OPEN");
    await page.route("**/api/applications", (route) =>
      route.fulfill({ status: 500, json: { message: "Internal error" } }),
    );
    const f = await openCareer(page, career.id);
    await f.firstName.fill("Sam");
    await f.lastName.fill("Lee");
    await f.email.fill("sam.lee@example.com");
    await f.country.selectOption("Canada");
    await expect(option(f.state, "Ontario")).toHaveCount(1);
    await f.state.selectOption("Ontario");
    await f.phone.fill("416 555 0199");
    await f.resume.setInputFiles(pdfFile("sam-lee.pdf"));
    await f.submit.click();

    await expect(toast(page).getByText(TOASTS.applicationFailed)).toBeVisible();
    await expect(f.firstName).toHaveValue("Sam");
    await expect(f.lastName).toHaveValue("Lee");
    await expect(f.email).toHaveValue("sam.lee@example.com");
    await expect(f.country).toHaveValue("Canada");
    await expect(f.state).toHaveValue("Ontario");
    await expect(f.phone).toHaveValue("416 555 0199");
    await expect(f.resumeBox).toContainText("sam-lee.pdf");
    await expect(f.submit).toBeEnabled();
  });

  test("the API judges the file by content: a renamed executable is refused @desktop", async ({
    page,
    request,
  }) => {
    const career = await careerWithStatus(request, "OPEN");
    const f = await openCareer(page, career.id);
    await f.firstName.fill("Alex");
    await f.lastName.fill("Kim");
    await f.email.fill("alex.kim@example.com");
    await f.resume.setInputFiles({
      name: "resume.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00"), Buffer.alloc(512, 0x41)]),
    });
    const answered = page.waitForResponse("**/api/applications");
    await f.submit.click();
    expect((await answered).status()).toBe(415);
    await expect(toast(page).getByText(TOASTS.applicationFailed)).toBeVisible();
    await expect(f.form.getByText(MESSAGES.resumeType)).toBeVisible();
    await expect(f.firstName).toHaveValue("Alex");
  });

  test("a closed position: every input disabled, the notice, and no countries fetched", async ({
    page,
    request,
  }) => {
    const career = await careerWithStatus(request, "CLOSED");
    const locations = recordLocationRequests(page);
    await page.goto(`/about/career/${career.id}`);
    const f = fields(page);

    await expect(page.getByTestId("closed-banner")).toHaveText(UI_TEXT.closedBanner);
    await expect(f.form.getByText(UI_TEXT.closedPosition)).toBeVisible();
    for (const control of [
      f.firstName,
      f.lastName,
      f.email,
      f.country,
      f.state,
      f.city,
      f.phoneCode,
      f.phone,
      f.resume,
      f.submit,
    ]) {
      await expect(control).toBeDisabled();
    }
    await expect(
      f.form.locator("input:enabled, select:enabled, textarea:enabled, button:enabled"),
    ).toHaveCount(0);
    await page.waitForLoadState("networkidle");
    expect(locations).toEqual([]);
    await expect(f.country.locator("option")).toHaveCount(1);
  });
});
