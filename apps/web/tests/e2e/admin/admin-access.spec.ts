import { expect, test } from "@playwright/test";
import { TEAM_MESSAGES } from "@site/contract";
import { expectNoAxeViolations } from "../helpers/axe";
import { E2E_API_URL } from "../helpers/e2e-env";
import { E2E_OWNER, signIn } from "./admin-helpers";

const SESSION_COOKIE = "cobaltline_session";

test.describe("admin access @desktop", () => {
  test("the admin area needs a sign-in and is never indexed", async ({ page, request }) => {
    const res = await page.goto("/admin/comments");
    await expect(page).toHaveURL(/\/admin\/sign-in$/);
    expect(res?.status()).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("heading", { level: 1, name: "Team sign-in" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Forgot your password?" })).toHaveAttribute(
      "href",
      "/admin/forgot",
    );
    // No public chrome: the site's header navigation and footer are absent.
    await expect(page.locator("footer")).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The forwarding handler refuses calls without a session, and the sitemap leaves the area out.
    expect((await request.get("/api/admin/comments")).status()).toBe(401);
    expect((await request.get("/api/admin/me")).status()).toBe(401);
    const sitemap = await request.get("/sitemap.xml");
    expect(await sitemap.text()).not.toContain("/admin");
  });

  test("a wrong password and an unknown address are refused alike, beside the field and at the top", async ({
    page,
  }) => {
    await page.goto("/admin/sign-in");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expect(
      page.getByRole("alert").getByRole("link", { name: TEAM_MESSAGES.emailInvalid }),
    ).toBeVisible();
    await expect(
      page.getByRole("alert").getByRole("link", { name: "Please enter your password" }),
    ).toBeVisible();

    for (const [email, password] of [
      [E2E_OWNER.email, `${E2E_OWNER.password}x`],
      ["nobody@cobaltline.example", E2E_OWNER.password],
    ]) {
      await page.getByLabel("Email").fill(email!);
      await page.getByLabel("Password").fill(password!);
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      const summary = page.getByRole("alert").filter({ hasText: "You are not signed in yet" });
      await expect(summary).toContainText(TEAM_MESSAGES.signInFailed);
      await expect(page.locator("#sign-in-password-error")).toHaveText(TEAM_MESSAGES.signInFailed);
      await expect(page).toHaveURL(/\/admin\/sign-in$/);
    }
    expect((await page.context().cookies()).some((c) => c.name === SESSION_COOKIE)).toBe(false);
    await expectNoAxeViolations(page);
  });

  test("signing in keeps only the session token, in an httpOnly, Secure, SameSite=Strict cookie; signing out ends the session at the API", async ({
    page,
    request,
  }) => {
    await page.goto("/admin/sign-in");
    await page.getByLabel("Email").fill(E2E_OWNER.email);
    await page.getByLabel("Password").fill(E2E_OWNER.password);
    const answer = page.waitForResponse((r) => r.url().endsWith("/api/admin/auth/sign-in"));
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    // The page's script gets who signed in, never the token.
    const body = await (await answer).json();
    expect(body.me).toMatchObject({ email: E2E_OWNER.email, name: E2E_OWNER.name, roles: ["owner"] });
    expect(body).not.toHaveProperty("token");
    await expect(page).toHaveURL(/\/admin$/);

    const cookie = (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: "Strict", path: "/" });
    // A browser session: gone when the browser closes.
    expect(cookie!.expires).toBe(-1);
    expect(await page.evaluate(() => document.cookie)).not.toContain(cookie!.value);
    // The header says who is signed in, with which roles.
    const header = page.getByRole("banner");
    await expect(header.getByTestId("signed-in-name")).toHaveText(E2E_OWNER.name);
    await expect(header.getByTestId("signed-in-roles")).toHaveText("Owner");
    await expectNoAxeViolations(page);

    // The token is the API's session: it reads who it belongs to.
    const me = await request.get(`${E2E_API_URL}/admin/me?tenant_id=default`, {
      headers: { authorization: `Session ${cookie!.value}` },
    });
    expect(me.status()).toBe(200);

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/admin\/sign-in\?signed-out=1$/);
    await expect(page.getByText("You are signed out.")).toBeVisible();
    expect((await page.context().cookies()).some((c) => c.name === SESSION_COOKIE)).toBe(false);
    // Ended at the API too: a copy of the cookie opens nothing.
    const after = await request.get(`${E2E_API_URL}/admin/me?tenant_id=default`, {
      headers: { authorization: `Session ${cookie!.value}` },
    });
    expect(after.status()).toBe(401);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/sign-in$/);
  });

  test("sign-in and sign-out work without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/admin/sign-in");
    await page.getByLabel("Email").fill(E2E_OWNER.email);
    await page.getByLabel("Password").fill(`${E2E_OWNER.password}!`);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/sign-in\?error=failed$/);
    await expect(page.locator("#sign-in-password-error")).toHaveText(TEAM_MESSAGES.signInFailed);
    // The address is not sent back in the URL: it is typed again.
    await page.getByLabel("Email").fill(E2E_OWNER.email);
    await page.getByLabel("Password").fill(E2E_OWNER.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/admin\/sign-in\?signed-out=1$/);
    await context.close();
  });

  test("writes from another origin are refused even with the session cookie", async ({ page }) => {
    await signIn(page);
    const forged = await page.request.post("/api/admin/comments/1/approve", {
      headers: { origin: "https://evil.example" },
    });
    expect(forged.status()).toBe(403);
    const noOrigin = await page.request.post("/api/admin/comments/1/approve");
    expect(noOrigin.status()).toBe(403);
    const signInElsewhere = await page.request.post("/api/admin/auth/sign-in", {
      headers: { origin: "https://evil.example" },
      data: { email: E2E_OWNER.email, password: E2E_OWNER.password },
    });
    expect(signInElsewhere.status()).toBe(403);
  });
});
