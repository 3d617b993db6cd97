/**
 * Recruiting (issue 32, items 3 and 4) as the people who use it: a recruiter finds an application by
 * position and stage, reads its PDF resume in the page, moves it to "Interview", scores it, writes a note
 * and sends the interview invitation, which reaches the run's real SMTP server; the candidate opens the
 * status link from that e-mail and reads "Interview", and nothing the team wrote. A candidate left past
 * the reply-by date brings the recruiter a reminder once the API's clock has moved on (a stack of its own).
 * The job feed lists open positions only; a closed one's page says so and offers no form.
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../helpers/axe";
import { E2E_API_URL, E2E_MAILBOX_URL } from "../helpers/e2e-env";
import { mailsTo, readableMail } from "../helpers/mailbox";
import { careerWithStatus, pdfFile, publishedCareers } from "../careers/careers-data";
import {
  OPS_API_PORT,
  OPS_WEB_PORT,
  movableClock,
  startApi,
  startSite,
  stopAll,
  waitFor,
} from "../ops/ops-stack";
import { E2E_ADMIN_TOKEN, signIn, type TeamMember } from "./admin-helpers";
import { closeToast } from "./content-helpers";

const AUTH = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
const T = "tenant_id=default";

/** A new Recruiter of the API's default tenant: invited with the admin key, the invitation accepted. */
async function newRecruiter(request: APIRequestContext, api = E2E_API_URL): Promise<TeamMember> {
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const who = {
    email: `recruiter-${stamp}@cobaltline.example`,
    name: `Rita Recruiter ${stamp}`,
    password: "recruiter passphrase, long enough",
  };
  const invited = await request.post(`${api}/admin/people/invitations?${T}`, {
    headers: AUTH,
    data: { email: who.email, name: who.name, roles: ["recruiter"] },
  });
  expect(invited.status(), await invited.text()).toBe(200);
  const token = new URL(((await invited.json()) as { link: string }).link).searchParams.get("token")!;
  const accepted = await request.post(`${api}/admin/auth/accept?${T}`, {
    data: { token, password: who.password },
  });
  expect(accepted.status()).toBe(200);
  return who;
}

/** Applies to a career as the careers page's form does (multipart), through the API. */
async function applyTo(
  request: APIRequestContext,
  career: { id: number; title: string },
  first: string,
  email: string,
  api = E2E_API_URL,
): Promise<number> {
  const res = await request.post(`${api}/applicants/tenants?${T}`, {
    multipart: {
      applicantInfo: JSON.stringify({
        first_name: first,
        last_name: "Candidate",
        email,
        job_title: career.title,
        job_application_id: career.id,
      }),
      resumeFile: pdfFile(),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { id: number }).id;
}

async function atBothWidths(page: Page, shot: string) {
  await closeToast(page);
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
    // Lists read as cards and forms stack: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`${shot}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test.describe("recruiting @desktop", () => {
  test("a recruiter moves an applicant to Interview and sends the invitation; the candidate's status link says Interview", async ({
    page,
    browser,
    request,
  }) => {
    // A recruiter's whole morning in one test: many pages, each audited at two widths.
    test.setTimeout(240_000);
    const stamp = Date.now().toString(36);
    const career = await careerWithStatus(request, "OPEN");
    const email = `ivy-${stamp}@candidate.example`;
    const first = `Ivy${stamp}`;
    const id = await applyTo(request, career, first, email);
    const recruiter = await newRecruiter(request);
    await signIn(page, recruiter);

    // The list, filtered by the position and the stage, each stage with its count.
    await page
      .getByRole("navigation", { name: "Admin sections" })
      .getByRole("link", { name: "Applicants" })
      .click();
    const filter = page.getByRole("search", { name: "Filter applicants" });
    await filter.getByLabel("Position").selectOption(String(career.id));
    await filter.getByRole("button", { name: "Show applicants" }).click();
    await expect(page).toHaveURL(new RegExp(`position=${career.id}`));
    const stages = page.getByRole("navigation", { name: "Stage" });
    await stages.getByRole("link", { name: /^New/ }).click();
    await expect(page).toHaveURL(/stage=new/);
    await expect(page).toHaveURL(new RegExp(`position=${career.id}`));
    await atBothWidths(page, "applicants");
    await page.getByRole("link", { name: `${first} Candidate`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/applicants/${id}$`));
    await expect(page.getByRole("heading", { level: 1, name: `${first} Candidate` })).toBeVisible();

    // The answers and the PDF resume in the page.
    await expect(page.getByRole("region", { name: "Answers" })).toContainText(email);
    const frame = page.locator(`iframe[title="${first} Candidate's resume"]`);
    await expect(frame).toHaveAttribute("src", `/api/admin/applicants/${id}/resume?inline=1`);
    const inline = await page.request.get(`/api/admin/applicants/${id}/resume?inline=1`);
    expect(inline.headers()["content-type"]).toBe("application/pdf");
    expect(inline.headers()["content-disposition"]).toMatch(/^inline;/);
    expect(inline.headers()["x-frame-options"]).toBe("SAMEORIGIN");

    // A rejection without its reason is refused with the reason asked for.
    const stage = page.getByRole("form", { name: "Stage" });
    await stage.getByLabel("Stage").selectOption("rejected");
    await stage.getByRole("button", { name: "Save stage" }).click();
    await expect(stage.getByText("Say why the application is rejected")).toBeVisible();

    // Interview: saved, and the focus stays on the button pressed.
    await stage.getByLabel("Stage").selectOption("interview");
    await expect(stage.getByText("After an interview the candidate hears back within 45 days")).toBeVisible();
    const save = stage.getByRole("button", { name: "Save stage" });
    await save.click();
    await expect(page.getByText("Moved to Interview.")).toBeVisible();
    await expect(page.getByRole("region", { name: "History" })).toContainText(
      "moved the application from New to Interview",
    );
    await expect(save).toBeFocused();

    // The scorecard and a note, by keyboard.
    const card = page.getByRole("form", { name: "Your scorecard" });
    await card.getByLabel("4 · Yes").check();
    await card.getByLabel("Summary").fill("Clear about trade-offs.");
    await card.getByRole("button", { name: "Save my scorecard" }).click();
    await expect(page.getByText("Your score of 4 is saved.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Scorecards" })).toContainText("Average 4 out of 5");
    const note = page.getByRole("form", { name: "Add a note" }).getByLabel("Note");
    await note.focus();
    await page.keyboard.type("INTERNAL: ask about the PostgreSQL migration");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page.getByText("Note added.")).toBeVisible();
    await expect(page.getByRole("region", { name: "History" })).toContainText(
      "INTERNAL: ask about the PostgreSQL migration",
    );

    // The interview invitation, through the API's job queue, to the real SMTP server.
    const mailForm = page.getByRole("form", { name: "E-mail the candidate" });
    await mailForm.getByLabel("Template").selectOption("interview");
    await mailForm.getByRole("button", { name: "Send to the candidate" }).click();
    await expect(page.getByText(`“Interview invitation” is on its way to ${email}.`)).toBeVisible();
    await expect(page.getByRole("region", { name: "History" })).toContainText(
      "e-mailed the candidate: Interview invitation",
    );
    await atBothWidths(page, "applicant");

    let invitation: string | undefined;
    await expect
      .poll(
        async () => !!(invitation = (await mailsTo(request, email)).find((m) => /Let's talk about/.test(m))),
        {
          message: "the interview invitation",
          timeout: 20_000,
        },
      )
      .toBe(true);
    expect(invitation).toContain(`Hello ${first},`);
    const link = /https?:\/\/[^\s"<>]+\/application-status\?token=[A-Za-z0-9_-]+/.exec(invitation!)![0];

    // The candidate, in a browser of their own, no account: their stage in plain words, no notes.
    const candidate = await (await browser.newContext()).newPage();
    await candidate.goto(new URL(link).pathname + new URL(link).search);
    await expect(candidate.getByRole("heading", { level: 1, name: career.title })).toBeVisible();
    await expect(candidate.getByRole("heading", { level: 2, name: "Interview" })).toBeVisible();
    await expect(candidate.locator("body")).not.toContainText("INTERNAL");
    await expect(candidate.locator("body")).not.toContainText("trade-offs");
    await atBothWidths(candidate, "status");
    // An altered link shows no one's application.
    await candidate.goto(`/application-status?token=${id}-AAAAAAAAAAAAAAAAAAAAAA`);
    await expect(candidate.getByRole("heading", { level: 1, name: "This link does not work" })).toBeVisible();
    await candidate.context().close();

    // The templates, editable by the team.
    await page.goto("/admin/applicants/templates");
    const rejection = page.getByRole("form", { name: "Rejection" });
    await rejection.getByLabel("Subject").fill("");
    await rejection.getByRole("button", { name: "Save “Rejection”" }).click();
    await expect(rejection.getByText("Please write the subject")).toBeVisible();
    await rejection.getByLabel("Subject").fill("About your application for {{position}}");
    await rejection.getByRole("button", { name: "Save “Rejection”" }).click();
    await expect(page.getByText("“Rejection” saved.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Rejection" })).toContainText(
      `Last edited by ${recruiter.email}`,
    );
    await atBothWidths(page, "templates");
  });

  test("the job feed lists the open positions only; a closed position's page says so, with no form", async ({
    page,
    request,
  }) => {
    const careers = await publishedCareers(request);
    const res = await request.get("/about/career/feed.xml");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("application/xml; charset=utf-8");
    const feed = await res.text();
    expect(feed).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<source>/);
    for (const c of careers) {
      const entry = `<referencenumber>${c.id}</referencenumber>`;
      if (c.status === "OPEN") expect(feed, c.title).toContain(entry);
      else expect(feed, c.title).not.toContain(entry);
    }
    const closed = careers.find((c) => c.status === "CLOSED")!;
    await page.goto(`/about/career/${closed.id}`);
    // Still reachable, clearly closed; its form stays on the page disabled with the notice (spec §6),
    // so nobody can apply.
    await expect(page.getByTestId("closed-banner")).toBeVisible();
    const form = page.getByRole("form", { name: "Job application" });
    await expect(form.getByText("no longer accepting applications")).toBeVisible();
    await expect(form.getByRole("button", { name: /Submit application/ })).toBeDisabled();
    await expect(form.getByLabel("First name")).toBeDisabled();
    const open = careers.find((c) => c.status === "OPEN")!;
    await page.goto(`/about/career/${open.id}`);
    const ld = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').allTextContents()).find((t) =>
        t.includes('"JobPosting"'),
      )!,
    ) as { validThrough: string };
    expect(Date.parse(ld.validThrough)).toBeGreaterThan(Date.now());
  });
});

test.describe("reply-by reminders, the clock moved @desktop", () => {
  // Its own API (on a clock the test moves) and site, mailing into the run's SMTP server.
  const API = `http://127.0.0.1:${OPS_API_PORT + 14}`;
  const SITE = `http://localhost:${OPS_WEB_PORT + 14}`;
  let clock: ReturnType<typeof movableClock>;

  test.beforeAll(async ({ request }) => {
    // A cold API and site on a shared machine can take minutes to answer.
    test.setTimeout(420_000);
    const { url } = (await (await request.get(`${E2E_MAILBOX_URL}/smtp`)).json()) as { url: string };
    clock = movableClock();
    startApi(OPS_API_PORT + 14, { ...clock.env, LOG_LEVEL: "warn", SMTP_URL: url, SITE_URL: SITE });
    startSite(OPS_WEB_PORT + 14, { API_BASE_URL: API, SITE_URL: SITE });
    await waitFor(`${API}/health`, 300_000);
    await waitFor(`${SITE}/healthz`, 300_000);
  });
  test.afterAll(stopAll);

  test("a candidate past the reply-by date brings the recruiter a reminder", async ({ page, request }) => {
    test.setTimeout(180_000);
    const stamp = Date.now().toString(36);
    const recruiter = await newRecruiter(request, API);
    const careers = (await (await request.get(`${API}/job-applications/published/tenants?${T}`)).json()) as {
      id: number;
      title: string;
      status: string;
    }[];
    const career = careers.find((c) => c.status === "OPEN")!;
    const id = await applyTo(request, career, `Late${stamp}`, `late-${stamp}@candidate.example`, API);
    const moved = await request.post(`${API}/admin/applicants/${id}/stage?${T}`, {
      headers: AUTH,
      data: { stage: "interview" },
    });
    expect(moved.status()).toBe(200);

    await page.goto(`${SITE}/admin/sign-in`);
    await page.getByLabel("Email").fill(recruiter.email);
    await page.getByLabel("Password").fill(recruiter.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();

    // On time: nobody to remind.
    await page.goto(`${SITE}/admin/applicants`);
    await page.getByRole("button", { name: "Send reminders now" }).click();
    await expect(page.getByText("No candidate is past their reply-by date.")).toBeVisible();

    // The API's clock moves 15 days on: the interview's reply-by date (14 days) has passed, and the
    // recruiter's session with it: they sign in again.
    clock.forward(15 * 86_400_000);
    await page.goto(`${SITE}/admin/sign-in`);
    await page.getByLabel("Email").fill(recruiter.email);
    await page.getByLabel("Password").fill(recruiter.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
    await page.goto(`${SITE}/admin/applicants`);
    await expect(page.getByRole("region", { name: "Applicants" })).toContainText("Reply overdue since");
    await closeToast(page);
    await page.getByRole("button", { name: "Send reminders now" }).click();
    await expect(page.getByText(/^Reminder sent to 1 recruiter about 1 candidate\.$/)).toBeVisible();
    let reminder: string | undefined;
    await expect
      .poll(
        async () =>
          !!(reminder = (await mailsTo(request, recruiter.email)).find((m) => /reply-by date/.test(m))),
        {
          message: "the reminder",
          timeout: 20_000,
        },
      )
      .toBe(true);
    expect(readableMail(reminder!)).toContain(
      `Late${stamp} Candidate, ${career.title} (Interview): reply was due`,
    );
    expect(reminder).toContain(`${SITE}/admin/applicants/${id}`);
  });
});
