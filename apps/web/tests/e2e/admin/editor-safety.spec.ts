/**
 * Issue 31, items 4, 5 and 3 as the team meets them: nothing typed is lost (the unsaved-changes
 * question on leaving, autosave shown as "Saved 3 s ago", a failed autosave that says so and keeps the
 * text, the save bar in view on a long form), Markdown comes back as typed, a Recruiter previews a job
 * description with the opening's own page components, and a deleted post comes back with Undo.
 */
import { type Dialog, expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../helpers/axe";
import { E2E_API_URL } from "../helpers/e2e-env";
import { E2E_ADMIN_TOKEN, saveDraft, signIn, type TeamMember } from "./admin-helpers";

const ADMIN = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
const T = "tenant_id=default";
const UNSAVED = "You have unsaved changes. Leave this page and lose them?";

/** axe, no sideways scroll and a screenshot at 1440 and 375 px. */
async function checkBothWidths(page: Page, name: string) {
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test.describe("nothing typed is lost @desktop", () => {
  // Autosave waits for typing to stop, and each test looks at its pages at two widths.
  test.describe.configure({ timeout: 180_000 });

  test("an editor is warned on leaving, finds the autosaved draft after a reload, and the Markdown as typed", async ({
    page,
    request,
  }) => {
    const stamp = Date.now().toString(36);
    const markdown = "## Kept as typed\n\nSome **bold** words and a [link](https://example.com).";
    const draft = await saveDraft(request, {
      title: `Autosaved ${stamp}`,
      slug: `e2e-autosave-${stamp}`,
      body: markdown,
      body_format: "markdown",
    });

    await signIn(page);
    await page.goto(`/admin/posts/${draft.id}`);
    const title = page.getByRole("textbox", { name: /^Title/ });
    const body = page.getByRole("textbox", { name: /^Body/ });
    // The Markdown comes back as it was typed, not as the HTML made from it.
    await expect(body).toHaveValue(markdown);
    await expect(page.getByRole("radio", { name: "Markdown" })).toBeChecked();

    await title.click();
    await page.keyboard.press("End");
    await page.keyboard.type(" (revised)");

    // Leaving by the team area's own link asks first; staying keeps everything typed.
    const asked: string[] = [];
    const answerNo = async (dialog: Dialog) => {
      asked.push(`${dialog.type()}: ${dialog.message()}`);
      await dialog.dismiss();
    };
    page.once("dialog", answerNo);
    await page
      .getByRole("navigation", { name: "Admin sections" })
      .getByRole("link", { name: "Posts" })
      .click();
    await expect.poll(() => asked).toEqual([`confirm: ${UNSAVED}`]);
    await expect(page).toHaveURL(new RegExp(`/admin/posts/${draft.id}$`));
    await expect(title).toHaveValue(`Autosaved ${stamp} (revised)`);
    await body.click();
    await page.keyboard.press("ControlOrMeta+End");
    await page.keyboard.type("\n\n- a list item, *typed*");

    // A moment after typing stops the draft saves itself, and says when, ticking.
    const status = page.getByTestId("autosave-status");
    await expect(status).toHaveText(/^Saved \d+ s ago/, { timeout: 15_000 });
    const first = await status.textContent();
    await expect(status).not.toHaveText(first!, { timeout: 5_000 });
    await expect(status).toHaveText(/^Saved \d+ s ago/);
    // The focus stayed where the person was typing.
    await expect(body).toBeFocused();

    await page.reload();
    await expect(title).toHaveValue(`Autosaved ${stamp} (revised)`);
    await expect(body).toHaveValue(`${markdown}\n\n- a list item, *typed*`);
    await expect(page.getByTestId("body-preview").getByRole("listitem")).toHaveText("a list item, typed");
    // Never published by autosave: still a draft, on the API too.
    const stored = await request.get(`${E2E_API_URL}/admin/blog-posts/${draft.id}?${T}`, { headers: ADMIN });
    expect(await stored.json()).toMatchObject({ status: "DRAFT", body_format: "markdown" });

    // A failed autosave says why, in the person's words, and the text stays.
    await title.fill("");
    await expect(status).toHaveText("Not saved: Please enter a title. Your text is still here.", {
      timeout: 15_000,
    });
    await expect(body).toHaveValue(`${markdown}\n\n- a list item, *typed*`);

    // Back inside the app asks too.
    page.once("dialog", answerNo);
    await page.goBack({ timeout: 5_000 }).catch(() => null);
    await expect.poll(() => asked).toEqual([`confirm: ${UNSAVED}`, `confirm: ${UNSAVED}`]);
    await expect(page).toHaveURL(new RegExp(`/admin/posts/${draft.id}$`));
    await expect(title).toHaveValue("");

    // The save bar stays in view at the foot of the long form, at both widths.
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.getByTestId("body-preview").evaluate((el) => el.scrollIntoView({ block: "end" }));
      await expect(page.getByRole("textbox", { name: /^Summary/ })).not.toBeInViewport();
      await expect(page.getByRole("button", { name: "Save changes" })).toBeInViewport();
    }
    await title.fill(`Autosaved ${stamp}`);
    await expect(status).toHaveText(/^Saved \d+ s ago/, { timeout: 15_000 });
    await checkBothWidths(page, "post-editor-autosave");
  });

  test("what is typed while a save lands stays in the form", async ({ page, request }) => {
    const stamp = Date.now().toString(36);
    const draft = await saveDraft(request, {
      title: `Saved while typing ${stamp}`,
      slug: `e2e-typing-${stamp}`,
      body: "First paragraph.",
      body_format: "markdown",
    });
    await signIn(page);
    await page.goto(`/admin/posts/${draft.id}`);
    const title = page.getByRole("textbox", { name: /^Title/ });
    const body = page.getByRole("textbox", { name: /^Body/ });
    await title.click();
    await page.keyboard.press("End");
    await page.keyboard.type(" (saved)");
    // Save, and go on writing at once, as a person does while the page is told of the save.
    await page.getByRole("button", { name: "Save changes" }).click();
    await body.click();
    await page.keyboard.press("ControlOrMeta+End");
    await page.keyboard.type(" Second thought.");
    await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
    // The page has been read again after the save: what was typed meanwhile is still there.
    await expect(page.getByTestId("autosave-status")).toHaveText(/^Saved \d+ s ago/, { timeout: 15_000 });
    await expect(title).toHaveValue(`Saved while typing ${stamp} (saved)`);
    await expect(body).toHaveValue("First paragraph. Second thought.");
    await page.reload();
    await expect(body).toHaveValue("First paragraph. Second thought.");
  });

  test("a Recruiter previews a job description with the opening's page, and gets the Markdown back", async ({
    browser,
    request,
  }) => {
    const stamp = Date.now().toString(36);
    const recruiter: TeamMember = {
      email: `recruiter-${stamp}@cobaltline.example`,
      name: "Rita Recruiter",
      password: "recruiter passphrase one",
    };
    const invited = await request.post(`${E2E_API_URL}/admin/people/invitations?${T}`, {
      headers: ADMIN,
      data: { email: recruiter.email, name: recruiter.name, roles: ["recruiter"] },
    });
    expect(invited.status()).toBe(200);
    const page = await (await browser.newContext()).newPage();
    await page.goto(((await invited.json()) as { link: string }).link.replace(/^https?:\/\/[^/]+/, ""));
    await page.getByLabel("Password").first().fill(recruiter.password);
    await page.getByLabel("The same password again").fill(recruiter.password);
    await page.getByRole("button", { name: "Create my account" }).click();
    await expect(page).toHaveURL(/\/admin$/);

    await page.goto("/admin/careers/new");
    const description =
      "## What you will do\n\nShip **calm** releases.\n\n- Pair with design\n- Own the pipeline";
    await page.getByRole("textbox", { name: /^Title/ }).fill(`Release Engineer ${stamp}`);
    await page.getByRole("textbox", { name: "Minimum" }).fill("120000");
    await page.getByRole("textbox", { name: "Maximum" }).fill("150000");
    await page.getByRole("textbox", { name: /^Job description/ }).fill(description);

    const preview = page.getByRole("region", { name: "Preview" });
    await expect(preview.getByRole("heading", { name: "What you will do" })).toBeVisible();
    await expect(preview.locator("strong")).toHaveText("calm");
    await expect(preview.getByRole("listitem")).toHaveText(["Pair with design", "Own the pipeline"]);
    await expect(preview.getByTestId("career-pay")).toHaveText("$120,000 – $150,000 a year");
    await expect(page.getByText("The preview could not be updated")).toHaveCount(0);
    await checkBothWidths(page, "career-preview-recruiter");

    await page.getByRole("button", { name: "Create position" }).click();
    await expect(page).toHaveURL(/\/admin\/careers\/\d+$/);
    await expect(page.getByRole("textbox", { name: /^Job description/ })).toHaveValue(description);
    await page.reload();
    await expect(page.getByRole("textbox", { name: /^Job description/ })).toHaveValue(description);
    await page.context().close();
  });

  test("an editor deletes a post and undoes it, from the toast and from the list", async ({
    page,
    request,
  }) => {
    const stamp = Date.now().toString(36);
    const title = `Delete and undo ${stamp}`;
    await saveDraft(request, { title, slug: `e2e-undo-${stamp}` });

    await signIn(page);
    await page.goto(`/admin/posts?q=${encodeURIComponent(`e2e-undo-${stamp}`)}`);
    const posts = page.getByRole("region", { name: "Posts" });
    await expect(posts.getByRole("link", { name: title })).toBeVisible();
    await page.getByRole("button", { name: `Delete the post "${title}"` }).click();
    const toast = page.getByRole("status").filter({ hasText: `Deleted "${title}".` });
    await expect(toast).toBeVisible();
    await expect(posts).toHaveCount(0);
    await toast.getByRole("button", { name: "Undo" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: `"${title}" is back, as it was.` }),
    ).toBeVisible();
    await expect(posts.getByRole("link", { name: title })).toBeVisible();

    // From its editor: the list it lands on offers the Undo after the toast has gone.
    await posts.getByRole("link", { name: title }).click();
    await expect(page.getByRole("textbox", { name: /^Title/ })).toHaveValue(title);
    await page.getByRole("button", { name: "Delete this post" }).click();
    await expect(page).toHaveURL(/\/admin\/posts$/);
    const deleted = page.getByRole("region", { name: "Recently deleted" });
    await expect(deleted.getByText(title)).toBeVisible();
    await checkBothWidths(page, "posts-recently-deleted");
    await deleted.getByRole("button", { name: `Undo deleting "${title}"` }).click();
    await expect(deleted.getByText(title)).toHaveCount(0);
    await page.goto(`/admin/posts?q=${encodeURIComponent(`e2e-undo-${stamp}`)}`);
    await expect(posts.getByRole("link", { name: title })).toBeVisible();
  });
});
