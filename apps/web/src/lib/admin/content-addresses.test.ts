// @vitest-environment node
import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { entryAddress, entryEditPath, MARKETING_KIND_NAMES, MARKETING_KINDS } from "@site/contract";

const APP = fileURLToPath(new URL("../../app", import.meta.url));

/**
 * The values a dynamic segment takes where its page knows them (any other is its 404): a [kind] is a
 * declared kind of content.
 */
const SEGMENT_VALUES: Record<string, readonly string[]> = { "[kind]": MARKETING_KIND_NAMES };

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Every page of the app as a pattern of its URL: route groups dropped, [slug] any one segment. A
 * catch-all ([...missing]) is the site's 404 for every unknown address, not a page an address leads to.
 */
function pageRoutes(dir = APP): RegExp[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    if (d.isDirectory()) return /^\[\.\.\..+\]$/.test(d.name) ? [] : pageRoutes(join(dir, d.name));
    if (d.name !== "page.tsx") return [];
    const segments = relative(APP, dir)
      .split(sep)
      .filter((s) => s && !/^\(.+\)$/.test(s))
      .map((s) =>
        SEGMENT_VALUES[s]
          ? `(?:${SEGMENT_VALUES[s].map(escaped).join("|")})`
          : /^\[.+\]$/.test(s)
            ? "[^/]+"
            : escaped(s),
      );
    return [new RegExp(`^/${segments.join("/")}$`)];
  });
}

const routes = pageRoutes();
const resolves = (address: string) => {
  const path = address.split("#")[0]!;
  return routes.some((r) => r.test(path));
};

describe("content kinds' declared addresses", () => {
  it("lead every declared entry to a page of the site, and its editor and preview to a page of the team's area", () => {
    for (const kind of MARKETING_KIND_NAMES) {
      const keys = MARKETING_KINDS[kind].keys ?? ["a-new-entry"];
      for (const key of keys) {
        expect(resolves(entryAddress(kind, key)), `${kind}/${key}: ${entryAddress(kind, key)}`).toBe(true);
        expect(resolves(entryEditPath(kind, key)), `${kind}/${key} editor`).toBe(true);
        expect(resolves(`${entryEditPath(kind, key)}/preview`), `${kind}/${key} preview`).toBe(true);
      }
    }
  });

  it("does not take an unknown path for a page", () => {
    expect(resolves("/no-such-page")).toBe(false);
    expect(resolves("/admin/content/no-such-kind/preview")).toBe(false);
  });
});
