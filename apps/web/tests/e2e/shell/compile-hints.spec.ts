import { expect, test } from "@playwright/test";

// scripts/build.mjs marks every client chunk for eager compilation off the main thread. A page
// served from a build made any other way would hydrate with lazy, main-thread compilation again.
// A property of the build, the same at every width: desktop only.
test("every script a page loads carries V8's compile hint on its first line @desktop", async ({ page }) => {
  const bodies: Promise<{ url: string; head: string }>[] = [];
  page.on("response", (response) => {
    if (/\/_next\/static\/.+\.js$/.test(new URL(response.url()).pathname)) {
      bodies.push(response.text().then((text) => ({ url: response.url(), head: text.slice(0, 29) })));
    }
  });
  await page.goto("/blog");
  await page.waitForLoadState("networkidle");
  const scripts = await Promise.all(bodies);
  expect(scripts.length).toBeGreaterThan(3);
  for (const script of scripts) {
    expect(script.head, script.url).toBe("//# allFunctionsCalledOnLoad\n");
  }
});
