import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";

/**
 * How much JavaScript a first visit downloads, gzipped: every <script src> in the server's HTML
 * (the chunks Next.js loads up front) fetched and gzipped at level 9, plus inline scripts. The
 * noModule polyfill chunk is left out: modern browsers neither download nor run it.
 * Printed for the record and held under a budget.
 */
const BUDGET_KB = 275;

async function gzippedScriptBytes(request: import("@playwright/test").APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)].filter((m) => !/nomodule/i.test(m[0]));
  const srcs = [...new Set(tags.map((m) => m[1]!))];
  let total = 0;
  for (const src of srcs) {
    const body = await (await request.get(src)).body();
    total += gzipSync(body, { level: 9 }).length;
  }
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1]!)
    .join("");
  total += gzipSync(Buffer.from(inline), { level: 9 }).length;
  return { files: srcs.length, kb: Math.round(total / 102.4) / 10 };
}

test("home and service pages ship a modest amount of JavaScript @desktop", async ({ request }) => {
  for (const path of ["/", "/services/mvp-development"]) {
    const { files, kb } = await gzippedScriptBytes(request, path);
    console.log(`[js-budget] ${path}: ${kb} KB gzipped JavaScript in ${files} files (+ inline)`);
    expect(kb, `${path} ships ${kb} KB of gzipped JavaScript`).toBeLessThan(BUDGET_KB);
  }
});
