import { expect, test, type Page } from "@playwright/test";
import { UI_TEXT } from "@/content/ui-text";
import { expectNoAxeViolations } from "../helpers/axe";
import { E2E_API_URL } from "../helpers/e2e-env";
import { apiPendingComments, apiPublishedDates, gradientPng, signIn } from "./admin-helpers";

const toast = (page: Page) => page.locator(".Toastify");

test.describe("the team's work in the admin area @desktop", () => {
  test("approve a pending seeded comment, then reply to it: both show on the public post at once", async ({
    page,
    request,
  }) => {
    // The oldest post with a seeded pending comment: far from the newest posts other specs look at.
    const pending = await apiPendingComments(request);
    const dates = await apiPublishedDates(request);
    const seeded = pending
      .filter((c) => dates.has(c.post.slug) && new Date(c.created_date) < new Date("2026-11-01"))
      .sort((a, b) => dates.get(a.post.slug)!.localeCompare(dates.get(b.post.slug)!));
    const comment = seeded[0];
    expect(comment, "the seed has a pending comment").toBeTruthy();
    const excerpt = comment!.sender_comment_content.slice(0, 60);

    // Visitors do not see it yet.
    await page.goto(`/blog/${comment!.post.slug}`);
    await expect(page.getByTestId("comment").filter({ hasText: excerpt })).toHaveCount(0);

    await signIn(page);
    await page
      .getByRole("navigation", { name: "Admin sections" })
      .getByRole("link", { name: /Comments/ })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Comments" })).toBeVisible();
    await expectNoAxeViolations(page);
    const card = page.getByTestId("admin-comment").filter({ hasText: excerpt });
    await expect(card).toContainText(comment!.post.title);
    await card.getByRole("button", { name: `Approve ${comment!.comment_sender_name}'s comment` }).click();
    await expect(toast(page)).toContainText(`Approved ${comment!.comment_sender_name}'s comment`);
    await expect(card).toHaveCount(0);

    // The public post shows it with no restart and no waiting for the cache to expire.
    await page.goto(`/blog/${comment!.post.slug}`);
    await expect(page.getByTestId("comment").filter({ hasText: excerpt })).toBeVisible();

    // Reply to it from the Approved tab.
    await page.goto("/admin/comments?status=APPROVED");
    const approved = page.getByTestId("admin-comment").filter({ hasText: excerpt });
    await approved
      .getByRole("button", { name: `Reply to ${comment!.comment_sender_name}'s comment` })
      .click();
    const dialog = page.getByRole("dialog", { name: `Reply to ${comment!.comment_sender_name}` });
    await dialog.getByRole("button", { name: "Save reply" }).click();
    await expect(dialog.getByText("Please enter a reply")).toBeVisible();
    const reply = `Thanks for reading. We cover this in more depth in our next post (${Date.now()}).`;
    await dialog.getByLabel("Reply from the company").fill(reply);
    await dialog.getByRole("button", { name: "Save reply" }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page)).toContainText("Reply saved.");
    await expect(approved).toContainText(reply);

    await page.goto(`/blog/${comment!.post.slug}`);
    const shown = page.getByTestId("comment").filter({ hasText: excerpt });
    await expect(shown.getByTestId("comment-reply")).toContainText(reply);
  });

  test("write and publish a new post: it is on /blog and in the RSS feed at once", async ({ page }) => {
    const stamp = Date.now();
    const title = `Release Notes People Actually Read ${stamp}`;
    await signIn(page);
    await page.goto("/admin/posts");
    await page.getByRole("link", { name: "New post" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "New post" })).toBeVisible();

    await page.getByRole("textbox", { name: /^Title/ }).fill(title);
    await expect(page.getByLabel("Slug")).toHaveValue(`release-notes-people-actually-read-${stamp}`);
    await page
      .getByLabel("Summary")
      .fill("Three habits that turn a changelog into something customers look forward to.");
    await page.getByRole("checkbox", { name: "Software Development" }).check();
    await page.getByLabel("Banner tag").selectOption("software development");
    await page
      .getByLabel("Hero image")
      .setInputFiles({ name: "hero.png", mimeType: "image/png", buffer: gradientPng() });
    await expect(page.getByTestId("hero-preview")).toHaveAttribute("src", /^\/media\/blog\/[0-9a-f-]+\.png$/);
    await page.getByLabel("Image description (alt text)").fill("A gradient from cobalt to coral");
    await page.getByLabel("Image title").fill("Release notes");
    await page
      .getByRole("textbox", { name: /^Body/ })
      .fill(
        "## Lead with the change\n\nSay what is **different** for the reader.\n\n<script>alert('x')</script>\n\n- One\n- Two",
      );

    // The live preview is the sanitized rendering.
    const preview = page.getByTestId("body-preview");
    await expect(preview.getByRole("heading", { name: "Lead with the change" })).toBeVisible();
    await expect(preview.locator("strong")).toHaveText("different");
    await expect(preview.locator("script")).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(toast(page)).toContainText(`Published "${title}"`);
    await expect(page).toHaveURL(/\/admin\/posts\/\d+$/);
    await expect(page.getByRole("link", { name: "View on the blog" })).toBeVisible();

    await page.goto("/blog");
    await expect(page.getByRole("link", { name: title }).first()).toBeVisible();
    const feed = await page.request.get("/blog/feed.xml");
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain(`<title>${title}</title>`);

    await page.goto(`/blog/release-notes-people-actually-read-${stamp}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId("post-body")).toContainText("Say what is different for the reader.");
  });

  test("create a position, close it: its public form is disabled", async ({ page }) => {
    const title = `Release Manager ${Date.now()}`;
    await signIn(page);
    await page.goto("/admin/careers");
    await page.getByRole("link", { name: "New position" }).click();
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Arrangement").fill("full time remote");
    await page.getByLabel("Job description").fill("## What you will do\n\nRun our release trains.");
    await page.getByLabel("Minimum").fill("110000");
    await page.getByLabel("Maximum").fill("135000");
    // Kept off the careers page until it is closed, so no other visitor (or spec) applies in between.
    await page.getByLabel("Listed on the careers page").uncheck();
    await page.getByRole("button", { name: "Create position" }).click();
    await expect(toast(page)).toContainText(`Saved ${title}.`);
    await expect(page).toHaveURL(/\/admin\/careers\/\d+$/);
    const id = Number(page.url().split("/").pop());

    await page.goto("/admin/careers");
    const row = page.getByRole("row").filter({ hasText: title });
    await expect(row).toContainText("Full Time Remote");
    await expect(row).toContainText("Open");
    await row.getByRole("button", { name: `Close ${title}` }).click();
    await expect(toast(page)).toContainText(`Closed ${title}.`);
    await expect(row.getByRole("button", { name: `Open ${title}` })).toBeVisible();
    await expectNoAxeViolations(page);

    await row.getByRole("link", { name: title }).click();
    await page.getByLabel("Listed on the careers page").check();
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(toast(page)).toContainText(`Saved ${title}.`);

    await page.goto(`/about/career/${id}`);
    const form = page.getByRole("form", { name: "Job application" });
    await expect(form.getByText(UI_TEXT.closedPosition)).toBeVisible();
    await expect(form.getByLabel("First name")).toBeDisabled();
    await expect(form.getByRole("button", { name: /Submit application/ })).toBeDisabled();
  });

  test("leads and applicants: tables, CSV and resume downloads", async ({ page, request }) => {
    const stamp = Date.now();
    // A lead and an application, sent the way visitors send them.
    const lead = await request.post("/api/leads/contact", {
      data: {
        first_name: "=Formula",
        last_name: `Lead ${stamp}`,
        email: `lead${stamp}@example.com`,
        message: "Hello<br>there",
      },
    });
    expect(lead.status()).toBe(200);

    await signIn(page);
    await page.goto("/admin/leads?type=contact");
    const table = page.getByRole("table", { name: "Contact messages" });
    await expect(table.getByRole("row").filter({ hasText: `Lead ${stamp}` })).toContainText(
      `lead${stamp}@example.com`,
    );
    await expectNoAxeViolations(page);
    const [csv] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download CSV" }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/^contact-leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await (
      await csv.createReadStream()
    )
      .toArray()
      .then((chunks) => Buffer.concat(chunks).toString("utf8"));
    expect(text).toContain(`"'=Formula","Lead ${stamp}"`);

    const careers = (await (
      await request.get(`${E2E_API_URL}/job-applications/published/tenants?tenant_id=default`)
    ).json()) as {
      id: number;
      title: string;
      status: string;
    }[];
    const open = careers.find((c) => c.status === "OPEN")!;
    const applied = await request.post("/api/applications", {
      multipart: {
        applicantInfo: JSON.stringify({
          first_name: "Zoë",
          last_name: `Applicant${stamp}`,
          email: `applicant${stamp}@example.com`,
          job_title: open.title,
          job_application_id: open.id,
        }),
        resumeFile: {
          name: "My CV (final).pdf",
          mimeType: "application/pdf",
          buffer: Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n", "latin1"),
        },
      },
    });
    expect(applied.status()).toBe(200);

    await page.goto("/admin/applicants");
    const row = page.getByRole("row").filter({ hasText: `Applicant${stamp}` });
    await expect(row).toContainText(open.title);
    await expect(row).toContainText("My CV (final).pdf");
    const [file] = await Promise.all([
      page.waitForEvent("download"),
      row.getByRole("link", { name: `Download Zoë Applicant${stamp}'s resume` }).click(),
    ]);
    expect(file.suggestedFilename()).toBe(`zoe-applicant${stamp}-resume.pdf`);
  });
});
