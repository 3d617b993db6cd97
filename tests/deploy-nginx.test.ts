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

// The rolling restart's edit of deploy/nginx/upstreams.conf (scripts/nginx-upstreams.mjs), on the
// repository's own file: what it marks is what nginx reads.
describe("taking an instance out of deploy/nginx/upstreams.conf's rotation", async () => {
  const { isDown, markServer, upstreamPorts } = await import("../scripts/nginx-upstreams.mjs");
  const upstreams = readFileSync(new URL("../deploy/nginx/upstreams.conf", import.meta.url), "utf8");

  it("finds the runbook's two site and two API instances", () => {
    expect(upstreamPorts(upstreams)).toEqual({
      cobaltline_web: [3000, 3001],
      cobaltline_api: [4000, 4001],
    });
  });

  it("marks exactly one server down, keeps its options, and puts it back as it was", () => {
    const down = markServer(upstreams, 3001, true);
    expect(down).toContain("    server 127.0.0.1:3001 max_fails=0 down;\n");
    expect(down).toContain("    server 127.0.0.1:3000 max_fails=0;\n");
    expect(down).toContain("    server 127.0.0.1:4001 max_fails=0;\n");
    expect([3000, 3001, 4000, 4001].filter((port) => isDown(down, port))).toEqual([3001]);
    // Marking it again changes nothing; putting it back gives the file back byte for byte.
    expect(markServer(down, 3001, true)).toBe(down);
    expect(markServer(down, 3001, false)).toBe(upstreams);
  });

  it("refuses a port the file does not list, and does not take 300 for 3000", () => {
    expect(() => markServer(upstreams, 3002, true)).toThrow(/3002/);
    expect(() => markServer(upstreams, 300, true)).toThrow(/300/);
  });
});
