import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../helpers/axe";
import { E2E_ADMIN_TOKEN, signIn } from "./admin-helpers";

test.describe("admin access @desktop", () => {
  test("the admin area needs a sign-in and is never indexed", async ({ page, request }) => {
    const res = await page.goto("/admin/comments");
    await expect(page).toHaveURL(/\/admin\/sign-in$/);
    expect(res?.status()).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("heading", { level: 1, name: "Team sign-in" })).toBeVisible();
    // No public chrome: the site's header navigation and footer are absent.
    await expect(page.locator("footer")).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The forwarding handler refuses calls without a session, and the sitemap leaves the area out.
    expect((await request.get("/api/admin/comments")).status()).toBe(401);
    const sitemap = await request.get("/sitemap.xml");
    expect(await sitemap.text()).not.toContain("/admin");
  });

  test("a wrong or nearly right token is refused with a message", async ({ page }) => {
    await page.goto("/admin/sign-in");
    const token = page.getByLabel("Admin token");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Please enter the admin token")).toBeVisible();
    for (const wrong of ["not-the-token", `${E2E_ADMIN_TOKEN.slice(0, -1)}x`]) {
      await token.fill(wrong);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByText("That token is not valid")).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/sign-in$/);
    }
    expect((await page.context().cookies()).some((c) => c.name === "cobaltline_admin")).toBe(false);
  });

  test("signing in keeps the token in an httpOnly, Secure, SameSite=Strict cookie; signing out ends it", async ({
    page,
  }) => {
    await signIn(page);
    const cookie = (await page.context().cookies()).find((c) => c.name === "cobaltline_admin");
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: "Strict", path: "/" });
    // A session cookie: gone when the browser closes.
    expect(cookie!.expires).toBe(-1);
    // The page's JavaScript cannot read it.
    expect(await page.evaluate(() => document.cookie)).not.toContain(E2E_ADMIN_TOKEN);
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Sign out" }).first().click();
    await expect(page).toHaveURL(/\/admin\/sign-in\?signed-out=1$/);
    await expect(page.getByText("You are signed out.")).toBeVisible();
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/sign-in$/);
  });

  test("writes from another origin are refused even with the session cookie", async ({ page }) => {
    await signIn(page);
    const forged = await page.request.post("/api/admin/comments/1/approve", {
      headers: { origin: "https://evil.example" },
    });
    expect(forged.status()).toBe(403);
    const noOrigin = await page.request.post("/api/admin/comments/1/approve");
    expect(noOrigin.status()).toBe(403);
  });
});
