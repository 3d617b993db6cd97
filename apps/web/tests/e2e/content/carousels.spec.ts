import { expect, test } from "@playwright/test";

test.describe("carousels", () => {
  test("autoplay can be paused and resumed with a visible control", async ({ page }) => {
    await page.goto("/");
    const carousel = page.locator('[data-carousel="our-clients"]');
    const firstSlideX = () =>
      carousel
        .locator('[role="group"]')
        .first()
        .evaluate((el) => el.getBoundingClientRect().x);
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveAttribute("data-playing", "true");
    // Playing means moving: with the pointer outside, the row slides on by itself (delay 1250 ms).
    await page.mouse.move(0, 0);
    const start = await firstSlideX();
    await expect.poll(firstSlideX, { timeout: 5000 }).not.toBe(start);
    const toggle = carousel.getByTestId("carousel-toggle");
    await expect(toggle).toHaveAccessibleName(/pause/i);
    await toggle.click();
    await expect(carousel).toHaveAttribute("data-playing", "false");
    await expect(toggle).toHaveAccessibleName(/play/i);

    // Paused means paused: the first slide stays put for longer than the 1250 ms delay.
    await page.mouse.move(0, 0);
    // A slide already on its way comes to rest first: two reads in a row agree.
    let before = await firstSlideX();
    await expect
      .poll(async () => {
        const was = before;
        before = await firstSlideX();
        return before === was;
      })
      .toBe(true);
    await page.waitForTimeout(2000);
    // Within half a pixel: a transition that ends on a busy machine can settle its last sub-pixel late
    // (-79.99 → -80); an autoplay step moves a whole slide.
    expect(await firstSlideX()).toBeCloseTo(before, 0);

    await toggle.click();
    await expect(carousel).toHaveAttribute("data-playing", "true");
  });

  test("a carousel's engine starts by itself once the page is idle, untouched and out of view", async ({
    page,
  }) => {
    await page.goto("/");
    // The dots are drawn from the measured track: they exist once it runs. Nothing scrolls or points here.
    const current = page.locator('[data-carousel="case-studies"] button[aria-current="true"]');
    await expect(current).toHaveAccessibleName("Go to slide 1", { timeout: 5000 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("moves with the arrow keys and the previous/next buttons", async ({ page }) => {
    await page.goto("/");
    const carousel = page.locator('[data-carousel="case-studies"]');
    await carousel.scrollIntoViewIfNeeded();
    const current = carousel.locator('button[aria-current="true"]');
    await expect(current).toHaveAccessibleName("Go to slide 1");
    await carousel.getByRole("button", { name: "Next slide" }).focus();
    await page.keyboard.press("Enter");
    await expect(current).toHaveAccessibleName("Go to slide 2");
    await page.keyboard.press("ArrowLeft");
    await expect(current).toHaveAccessibleName("Go to slide 1");
    await page.keyboard.press("ArrowRight");
    await expect(current).toHaveAccessibleName("Go to slide 2");
  });

  test("a dot brings its slide to the start of the row, and a sideways scroll moves the current dot", async ({
    page,
  }) => {
    await page.goto("/");
    const carousel = page.locator('[data-carousel="case-studies"]');
    await carousel.scrollIntoViewIfNeeded();
    const current = carousel.locator('button[aria-current="true"]');
    await expect(current).toHaveAccessibleName("Go to slide 1");
    const slides = carousel.getByRole("group", { name: /of 6$/ });
    const rowX = (await slides.first().boundingBox())!.x;
    await carousel.getByRole("button", { name: "Go to slide 3" }).click();
    await expect(current).toHaveAccessibleName("Go to slide 3");
    await expect.poll(async () => (await slides.nth(2).boundingBox())!.x).toBeCloseTo(rowX, 0);

    // A trackpad's sideways swipe over the row: the browser scrolls it, the dots follow.
    const box = (await slides.nth(2).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(-box.width, 0);
    await expect(current).toHaveAccessibleName("Go to slide 2");
  });

  test("nothing autoplays for visitors who prefer reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    for (const name of ["our-clients", "our-work", "work-strip"]) {
      await expect(page.locator(`[data-carousel="${name}"]`)).toHaveAttribute("data-playing", "false");
    }
    const marquee = page.locator('[data-home-section="hero"] .marquee');
    expect(await marquee.evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
  });

  test("the accelerator's projects carousel autoplays and can be paused", async ({ page }) => {
    await page.goto("/products/business-accelerator");
    const carousel = page.locator('[data-carousel="projects"]');
    await expect(carousel.getByTestId("project-slide")).toHaveCount(6);
    await expect(carousel).toHaveAttribute("data-playing", "true");
    await carousel.getByTestId("carousel-toggle").click();
    await expect(carousel).toHaveAttribute("data-playing", "false");
  });
});
