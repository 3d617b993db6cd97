/**
 * Cacheable public pages (issue 19): a public page is not "no-store", so the browser keeps it for
 * back/forward; the shared cache in front of the site (nginx asks for a copy to share, without a
 * nonce) may keep it a few seconds (tested in ops/multi-instance.spec.ts, where the site trusts its
 * proxy); the team's area and a page showing what a visitor typed stay "no-store".
 */
import { expect, test } from "@playwright/test";
import { CHROMIUM_LAUNCH } from "../../../playwright.config";

// Playwright turns Chromium's back/forward cache off by default; a visitor's browser has it on.
test.use({ launchOptions: { ...CHROMIUM_LAUNCH, ignoreDefaultArgs: ["--disable-back-forward-cache"] } });

test.describe("what may keep a page", () => {
  test("public pages may be kept, personal ones may not @desktop", async ({ request }) => {
    for (const path of ["/", "/services", "/blog", "/contact", "/about/career"]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect(res.headers()["cache-control"], path).toBe("private, max-age=0");
    }
    // Only the trusted edge's request makes a page shareable (ops/multi-instance.spec.ts trusts it):
    // a visitor who writes the header himself gets the browser's policy...
    const forged = await request.get("/services", { headers: { "x-shared-copy": "1" } });
    expect(forged.headers()["cache-control"]).toBe("private, max-age=0");
    // ...and a nonce of its own, not a shared copy's hashes.
    expect(forged.headers()["content-security-policy"]).toMatch(/'nonce-[A-Za-z0-9+/=_-]{16,}'/);
    expect(forged.headers()["content-security-policy"]).not.toContain("'sha256-");

    const team = await request.get("/admin/sign-in");
    expect(team.headers()["cache-control"]).toContain("no-store");
    const typed = await request.get("/contact", {
      headers: { cookie: "cobaltline_form=AAAAAAAAAAAAAAAAAAAAAA" },
    });
    expect(typed.headers()["cache-control"]).toContain("no-store");
    const api = await request.get("/api/locations/countries");
    expect(api.headers()["cache-control"]).not.toBe("private, max-age=0");
  });

  test("going back restores the page from the back/forward cache", async ({ page }) => {
    await page.goto("/services");
    await page.evaluate(() => ((window as unknown as { kept: string }).kept = "still here"));
    // A new document (an address typed or a bookmark), not one of the site's own client-side moves.
    await page.goto("/contact");
    // A page restored from the cache fires no load event: the wait is for the address only.
    await page.goBack({ waitUntil: "commit" });
    await expect(page).toHaveURL(/\/services$/);
    // Only a page restored from the back/forward cache still holds what its scripts left in it.
    expect(await page.evaluate(() => (window as unknown as { kept?: string }).kept)).toBe("still here");
  });
});
