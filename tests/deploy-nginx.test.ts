import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// deploy/nginx/site.conf is the one file of the production configuration that the tests cannot run
// as it is (its ports, names and certificate are the operator's), so its servers' logging is read here.
const siteConf = readFileSync(new URL("../deploy/nginx/site.conf", import.meta.url), "utf8");

/** The top-level `server { ... }` blocks of an nginx file, comments left out. */
function servers(text: string): string[] {
  const lines = text.split("\n").map((line) => line.replace(/#.*$/, ""));
  const blocks: string[] = [];
  let depth = 0;
  let current: string[] | undefined;
  for (const line of lines) {
    if (depth === 0 && /^\s*server\s*\{/.test(line)) current = [];
    current?.push(line);
    depth += (line.match(/\{/g) ?? []).length - (line.match(/\}/g) ?? []).length;
    if (depth === 0 && current) {
      blocks.push(current.join("\n"));
      current = undefined;
    }
  }
  return blocks;
}

describe("deploy/nginx/site.conf", () => {
  it("has its two public servers, http and https", () => {
    const listens = servers(siteConf).map((block) => /listen\s+(\d+)/.exec(block)?.[1]);
    expect(listens).toEqual(["80", "443"]);
  });

  it("writes every public server's access log in the redacting format, the http redirects too", () => {
    // Without a line of its own a server inherits Debian's default format, which logs whole URLs:
    // setup, reset, preview and newsletter tokens.
    for (const block of servers(siteConf)) {
      expect(block).toMatch(/^\s*access_log\s+\S+\s+cobaltline;/m);
    }
  });
});
