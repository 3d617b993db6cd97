import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { FOUNDER_VIDEO_URL } from "./content-env";

const clip = readFileSync(fileURLToPath(new URL("./fixtures/founder-test.webm", import.meta.url)));

test.describe("founder video", () => {
  test.beforeEach(async ({ page }) => {
    await page.route(FOUNDER_VIDEO_URL, (route) =>
      route.fulfill({
        status: 200,
        contentType: "video/webm",
        body: clip,
        headers: { "accept-ranges": "none" },
      }),
    );
  });

  test("is muted with controls, plays in view and pauses out of view", async ({ page }) => {
    await page.goto("/");
    const video = page.getByTestId("founder-video");
    await expect(video, "the e2e site must be built with FOUNDER_VIDEO_URL").toHaveCount(1);
    await expect(video).toHaveAttribute("src", FOUNDER_VIDEO_URL);
    await expect(video).toHaveAttribute("controls", "");
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);

    const paused = () => video.evaluate((v: HTMLVideoElement) => v.paused);
    await page.evaluate(() => window.scrollTo(0, 0));
    // On a short viewport the video starts below the fold; it must not play yet.
    const startsInView = await video.evaluate((v) => v.getBoundingClientRect().top < window.innerHeight / 2);
    if (!startsInView) expect(await paused()).toBe(true);

    await video.scrollIntoViewIfNeeded();
    await expect.poll(paused, { message: "plays once in view" }).toBe(false);

    await page.locator('[data-home-section="services"]').scrollIntoViewIfNeeded();
    await expect.poll(paused, { message: "pauses once out of view" }).toBe(true);

    await video.scrollIntoViewIfNeeded();
    await expect.poll(paused, { message: "plays again back in view" }).toBe(false);
  });

  test("does not autoplay for visitors who prefer reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const video = page.getByTestId("founder-video");
    await video.scrollIntoViewIfNeeded();
    await page.waitForTimeout(1500);
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  });
});
