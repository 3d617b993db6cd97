/**
 * The team's accounts end to end, as the people involved see them: the owner invites an editor and a
 * moderator from the People page; each opens the link of the e-mail the run's test SMTP server received,
 * chooses a password and lands in an admin area that offers only their sections (another section's
 * address is a 403 page, and the API refuses the moderator's edit of a post from their own browser);
 * removing the editor ends their session at once; eleven wrong passwords in a row meet the throttle; the
 * audit trail names each of these actions with the person.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { TEAM_MESSAGES, type AdminPost, type Paged } from "@site/contract";
import { expectNoAxeViolations } from "../helpers/axe";
import { E2E_API_URL } from "../helpers/e2e-env";
import { E2E_ADMIN_TOKEN, E2E_OWNER, linkFromMail, signIn, type TeamMember } from "./admin-helpers";

const API = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
const stamp = Date.now();
const editor: TeamMember = {
  email: `editor-${stamp}@cobaltline.example`,
  name: "Edith Editor",
  password: "editor passphrase with spaces",
};
const moderator: TeamMember = {
  email: `moderator-${stamp}@cobaltline.example`,
  name: "Milo Moderator",
  password: "moderator passphrase, quite long",
};

const navLinks = (page: Page) => page.getByRole("navigation", { name: "Admin sections" }).getByRole("link");

/** Invites someone from the People page, as the owner does, and waits for the invitation's listing. */
async function invite(page: Page, who: TeamMember, label: string) {
  const form = page.getByRole("region", { name: "Invite someone" });
  await form.getByLabel("Email").fill(who.email);
  await form.getByLabel("Name").fill(who.name);
  await form.getByRole("checkbox", { name: label, exact: true }).check();
  await form.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Invitation sent to ${who.email}` })).toBeVisible();
  const pending = page.getByRole("region", { name: "Pending invitations" }).getByRole("listitem");
  await expect(pending.filter({ hasText: who.email })).toContainText(label);
}

/** Opens an invitation's link in a browser of their own, accepts it, and returns the signed-in page. */
async function accept(browser: Browser, page: Page, who: TeamMember, roleLabel: string) {
  const { link } = await linkFromMail(page.request, who.email, "/admin/accept");
  const own = await (await browser.newContext()).newPage();
  await own.goto(link.replace(/^https?:\/\/[^/]+/, ""));
  await expect(own.getByRole("heading", { level: 1, name: "Join the team" })).toBeVisible();
  await expect(own.getByTestId("link-email")).toHaveText(who.email);
  await expect(own.getByTestId("link-roles")).toHaveText(roleLabel);
  await expect(own.getByLabel("Your name")).toHaveValue(who.name);
  // Two different passwords are caught before anything is sent.
  // "Password" is also part of the second field's label: the first is the password itself.
  await own.getByLabel("Password").first().fill(who.password);
  await own.getByLabel("The same password again").fill(`${who.password}?`);
  await own.getByRole("button", { name: "Create my account" }).click();
  await expect(own.locator("#link-password-again-error")).toHaveText(TEAM_MESSAGES.passwordsDiffer);
  await own.getByLabel("The same password again").fill(who.password);
  await own.getByRole("button", { name: "Create my account" }).click();
  await expect(own).toHaveURL(/\/admin$/);
  const header = own.getByRole("banner");
  await expect(header.getByTestId("signed-in-name")).toHaveText(who.name);
  await expect(header.getByTestId("signed-in-roles")).toHaveText(roleLabel);
  return own;
}

test.describe("the team's accounts @desktop", () => {
  test("invitations by e-mail, sections by role, removal ends a session, the throttle, the audit trail", async ({
    browser,
    page,
    request,
  }) => {
    test.setTimeout(180_000);

    // The owner invites an editor and a moderator.
    await signIn(page);
    await navLinks(page).filter({ hasText: "People" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "People" })).toBeVisible();
    await invite(page, editor, "Editor");
    await invite(page, moderator, "Moderator");
    await expectNoAxeViolations(page);

    // Each accepts through the link of their e-mail and sees only their own sections.
    const editorPage = await accept(browser, page, editor, "Editor");
    await expect(navLinks(editorPage)).toHaveText([
      "Overview",
      "Posts",
      "Authors & categories",
      "Content",
      "Search and sharing",
      "Redirects",
      "Web Vitals",
      "Account",
    ]);
    const modPage = await accept(browser, page, moderator, "Moderator");
    // The moderator's Comments link carries the count of comments waiting.
    await expect(navLinks(modPage)).toHaveText([/^Overview$/, /^Comments/, /^Account$/]);

    // The moderator signs out and in again with the password they chose.
    await modPage.getByRole("button", { name: "Sign out" }).click();
    await expect(modPage).toHaveURL(/\/admin\/sign-in\?signed-out=1$/);
    await signIn(modPage, moderator);
    await expect(navLinks(modPage)).toHaveText([/^Overview$/, /^Comments/, /^Account$/]);
    await expect(modPage.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
    await expect(modPage.getByText("Comments waiting")).toBeVisible();
    await expect(modPage.getByText("Draft posts")).toHaveCount(0);

    // Another section's address is a clear 403 page, for each of them.
    for (const [who, path] of [
      [modPage, "/admin/posts"],
      [modPage, "/admin/people"],
      [editorPage, "/admin/comments"],
      [editorPage, "/admin/leads"],
    ] as const) {
      const res = await who.goto(path);
      expect(res?.status(), path).toBe(403);
      await expect(who.getByRole("heading", { level: 1, name: TEAM_MESSAGES.forbidden })).toBeVisible();
    }
    await expectNoAxeViolations(modPage);

    // The moderator's edit of a post, sent from their own browser session, is refused by the API.
    const posts = await request.get(`${E2E_API_URL}/admin/blog-posts?size=1&tenant_id=default`, {
      headers: API,
    });
    const post = ((await posts.json()) as Paged<AdminPost>).content[0]!;
    await modPage.goto("/admin");
    const refused = await modPage.evaluate(async (id) => {
      const res = await fetch(`/api/admin/blog-posts/${id}`, {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ title: "Edited by a moderator" }),
      });
      return { status: res.status, body: (await res.json()) as { message: string } };
    }, post.id);
    expect(refused).toEqual({ status: 403, body: { message: TEAM_MESSAGES.forbidden } });
    const unchanged = await request.get(`${E2E_API_URL}/admin/blog-posts/${post.id}?tenant_id=default`, {
      headers: API,
    });
    expect(((await unchanged.json()) as AdminPost).title).toBe(post.title);

    // The owner removes the editor: the editor's next page load is the sign-in page.
    await page.goto("/admin/people");
    await page.getByRole("button", { name: `Remove ${editor.name}` }).click();
    const confirm = page.getByRole("dialog", { name: `Remove ${editor.name}?` });
    await expect(confirm).toContainText("every session they have open ends now");
    await confirm.getByRole("button", { name: "Remove" }).click();
    await expect(page.locator(".Toastify")).toContainText(`Removed ${editor.name}`);
    const members = page.getByRole("region", { name: "Team members" });
    await expect(members.getByRole("row").filter({ hasText: editor.email })).toContainText("Removed");
    await editorPage.goto("/admin/posts");
    await expect(editorPage).toHaveURL(/\/admin\/sign-in\?expired=1$/);
    await expect(editorPage.getByText("Your session has ended. Please sign in again.")).toBeVisible();
    // Their password opens nothing any more, and says no more than any wrong one.
    await editorPage.getByLabel("Email").fill(editor.email);
    await editorPage.getByLabel("Password").fill(editor.password);
    await editorPage.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(editorPage.locator("#sign-in-password-error")).toHaveText(TEAM_MESSAGES.signInFailed);

    // Eleven wrong passwords in a row for the moderator's address: the eleventh meets the throttle.
    const guesser = await (await browser.newContext()).newPage();
    await guesser.goto("/admin/sign-in");
    await guesser.getByLabel("Email").fill(moderator.email);
    for (let n = 1; n <= 11; n++) {
      await guesser.getByLabel("Password").fill(`not the password ${n}`);
      const answer = guesser.waitForResponse((r) => r.url().endsWith("/api/admin/auth/sign-in"));
      await guesser.getByRole("button", { name: "Sign in", exact: true }).click();
      expect((await answer).status(), `attempt ${n}`).toBe(n <= 10 ? 401 : 429);
    }
    await expect(guesser.getByRole("alert").filter({ hasText: "You are not signed in yet" })).toContainText(
      TEAM_MESSAGES.throttled,
    );
    // Even the right password waits now.
    await guesser.getByLabel("Password").fill(moderator.password);
    await guesser.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(guesser.getByRole("alert").filter({ hasText: "You are not signed in yet" })).toContainText(
      TEAM_MESSAGES.throttled,
    );
    await expect(guesser).toHaveURL(/\/admin\/sign-in$/);

    // The Audit page, as the owner reads it, names each of these actions with the person: filtered by
    // action (and by person where the entry names a team member), as its filter form sends it.
    const audit = async (action: string, person?: TeamMember) => {
      await page.goto("/admin/audit");
      const filter = page.getByRole("search", { name: "Filter the audit trail" });
      await filter.getByLabel("Action").selectOption(action);
      if (person)
        await filter.getByLabel("Person").selectOption({ label: `${person.name} (${person.email})` });
      await filter.getByRole("button", { name: "Show entries" }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]action=${action.replace(".", "\\.")}`));
      return page
        .getByRole("region", { name: "Audit trail" })
        .getByRole("listitem")
        .filter({ hasText: action });
    };
    const invitations = await audit("invitation.create", E2E_OWNER);
    await expect(invitations.filter({ hasText: editor.email })).toHaveCount(1);
    await expect(invitations.filter({ hasText: moderator.email })).toHaveCount(1);
    await expectNoAxeViolations(page);
    const accepted = await audit("invitation.accept");
    await expect(accepted.filter({ hasText: editor.email })).toHaveCount(1);
    await expect(accepted.filter({ hasText: moderator.email })).toHaveCount(1);
    const modSignIns = await audit("sign_in", moderator);
    expect(await modSignIns.count()).toBeGreaterThanOrEqual(2); // the invitation's, and with the password
    await expect(modSignIns.first()).toContainText(moderator.email);
    const removals = await audit("person.remove", E2E_OWNER);
    await expect(removals.filter({ hasText: `Removed ${editor.email}` })).toHaveCount(1);
    const failures = await audit("sign_in.failure", moderator);
    await expect(failures).toHaveCount(10);
    const throttled = await audit("sign_in.throttled");
    await expect(throttled.filter({ hasText: moderator.email })).toHaveCount(2);

    for (const p of [editorPage, modPage, guesser]) await p.context().close();
  });

  test("a contributor writes drafts but is offered no Publish; a forgotten password is reset by e-mail", async ({
    browser,
    request,
  }) => {
    const contributor: TeamMember = {
      email: `contributor-${stamp}@cobaltline.example`,
      name: "Cora Contributor",
      password: "contributor passphrase one",
    };
    // Arranged through the API with a key: the invitation's page is the other test's subject.
    const invited = await request.post(`${E2E_API_URL}/admin/people/invitations?tenant_id=default`, {
      headers: API,
      data: { email: contributor.email, name: contributor.name, roles: ["contributor"] },
    });
    expect(invited.status()).toBe(200);
    const page = await (await browser.newContext()).newPage();
    await page.goto(((await invited.json()) as { link: string }).link.replace(/^https?:\/\/[^/]+/, ""));
    await page.getByLabel("Password").first().fill(contributor.password);
    await page.getByLabel("The same password again").fill(contributor.password);
    await page.getByRole("button", { name: "Create my account" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(navLinks(page)).toHaveText(["Overview", "Posts", "Account"]);

    // Posts: drafts to write, nothing to publish or unpublish.
    await navLinks(page).filter({ hasText: "Posts" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Posts" })).toBeVisible();
    await expect(page.getByRole("link", { name: "New post" })).toBeVisible();
    await expect(page.getByRole("button", { name: /^(Publish|Unpublish) / })).toHaveCount(0);
    await expect(page.getByRole("columnheader", { name: "Actions" })).toHaveCount(0);
    const published = await request.get(
      `${E2E_API_URL}/admin/blog-posts?status=PUBLISHED&size=1&tenant_id=default`,
      { headers: API },
    );
    const post = ((await published.json()) as Paged<AdminPost>).content[0]!;
    await page.goto(`/admin/posts/${post.id}`);
    await expect(page.getByText("Only an editor can change a published post.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Save changes" })).toBeDisabled();
    await expect(page.getByRole("button", { name: /publish/i })).toHaveCount(0);
    await page.goto("/admin/posts/new");
    await expect(page.getByRole("button", { name: "Save draft" })).toBeEnabled();
    await expect(page.getByRole("button", { name: /publish/i })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Forgot the password: a reset link by e-mail, a new password, signed in.
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
    await page.getByLabel("Email").fill(contributor.email);
    await page.getByRole("button", { name: "Send me a reset link" }).click();
    await expect(page.getByRole("status").filter({ hasText: TEAM_MESSAGES.resetSent })).toBeVisible();
    await expectNoAxeViolations(page);
    const { link } = await linkFromMail(page.request, contributor.email, "/admin/reset");
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ""));
    await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
    await expect(page.getByText(contributor.email)).toBeVisible();
    const fresh = "contributor passphrase two";
    await page.getByLabel("New password").fill(fresh);
    await page.getByLabel("The same password again").fill(fresh);
    await page.getByRole("button", { name: "Set my password" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("banner").getByTestId("signed-in-name")).toHaveText(contributor.name);
    // The link worked once.
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ""));
    await expect(page.getByText(TEAM_MESSAGES.linkInvalid)).toBeVisible();
    // The new password is the one that signs in.
    await page.goto("/admin");
    await page.getByRole("button", { name: "Sign out" }).click();
    await signIn(page, { email: contributor.email, password: fresh });
    await page.context().close();
  });
});
