import { gzipSync } from "node:zlib";
import { expect, test, type APIRequestContext, type Page, type Request } from "@playwright/test";
import { apiPublished } from "../blog/blog-data";
import { careerWithStatus } from "../careers/careers-data";

/**
 * How much JavaScript a visit downloads, gzipped: every script file the page asks for in its first
 * 10 s with no interaction at all, whenever in those 10 s it asks (the code it needs up front and the
 * late code that comes by itself once the page is idle), each fetched once, gzipped at level 9. A
 * budget met by loading code after the moment it is measured is no budget. The inline flight data
 * (the page's content as script tags) is content, not code: printed, not counted.
 * Run at both viewports: a small screen also loads what only it shows (the mobile menu's drawer).
 */
const GOAL_KB = 150;
const FIRST_MS = 10_000;
/**
 * Every page's budget is the goal (GOAL_KB, issue 19). Where the bytes go: about 133 KB of every page
 * is the framework (react-dom, Next's router and runtime) and about 5 KB the site's shell (the header's
 * menus, booking, toasts, the footer's copy buttons); public pages link with plain anchors, so no page
 * carries next/link. A page with a form adds its own form's rules and a small form hook (about 2 KB: no
 * zod, no react-hook-form, see form-code.spec.ts); /blog adds its list (search, filters with the mobile
 * filter as a native <dialog>, sort, pagination, the hero carousel) and its query engine, a page cache
 * of a few hundred bytes (components/blog/use-cached-page.ts), with cards whose image markup comes from
 * a small helper (components/ui/optimized-image.ts) rather than next/image (3 KB). Today: /blog 149.0
 * KB at both widths, a post 147.0, home 144.6.
 */

async function firstTenSeconds(page: Page, path: string) {
  const scripts = new Map<string, Request>();
  const deadline = Date.now() + FIRST_MS;
  page.on("request", (request) => {
    if (request.resourceType() === "script" && Date.now() <= deadline) scripts.set(request.url(), request);
  });
  await page.goto(path);
  await page.waitForTimeout(Math.max(0, deadline - Date.now()));
  let total = 0;
  for (const request of scripts.values()) {
    const body = (await (await request.response())?.body().catch(() => null)) ?? Buffer.alloc(0);
    total += gzipSync(body, { level: 9 }).length;
  }
  const inline = await page.$$eval("script:not([src])", (els) =>
    els
      .filter((e) => !e.getAttribute("type") || /javascript|module/.test(e.getAttribute("type")!))
      .map((e) => e.textContent ?? "")
      .join(""),
  );
  return {
    files: scripts.size,
    kb: Math.round(total / 102.4) / 10,
    inlineKb: Math.round(gzipSync(Buffer.from(inline), { level: 9 }).length / 102.4) / 10,
  };
}

const pages: [string, number, (request: APIRequestContext) => Promise<string>][] = [
  ["home", GOAL_KB, async () => "/"],
  ["a service", GOAL_KB, async () => "/services/mvp-development"],
  ["a page with carousels", GOAL_KB, async () => "/about/works"],
  ["the blog", GOAL_KB, async () => "/blog"],
  [
    "a post",
    GOAL_KB,
    async (request) => `/blog/${(await apiPublished(request, { size: 1 })).content[0]!.slug}`,
  ],
  ["a career", GOAL_KB, async (request) => `/about/career/${(await careerWithStatus(request, "OPEN")).id}`],
  ["contact", GOAL_KB, async () => "/contact"],
];

test.describe("JavaScript in a visit's first 10 s", () => {
  for (const [name, budget, pathOf] of pages) {
    test(`${name}: at most ${budget} KB gzipped, late code included`, async ({ page, request }, info) => {
      const path = await pathOf(request);
      const { files, kb, inlineKb } = await firstTenSeconds(page, path);
      console.log(
        `[js-budget] ${info.project.name} ${path}: ${kb} KB gzipped JavaScript in ${files} files in the first 10 s (inline data ${inlineKb} KB)`,
      );
      expect(kb, `${path} loads ${kb} KB of gzipped JavaScript in its first 10 s`).toBeLessThanOrEqual(
        budget,
      );
    });
  }
});
