import { describe, expect, it } from "vitest";
import { entryPageOf, MARKETING_SEO_PAGES, marketingSeoPages, pageSeoQuerySchema, SEO_PAGE_KINDS } from ".";

describe("the 'Search and sharing' list of pages (issue 32), read from the declared kinds", () => {
  it("takes the kinds with pages of their own from their declarations", () => {
    expect([...SEO_PAGE_KINDS].sort()).toEqual(["case-study", "industry", "service"]);
  });

  it("finds the entry a path could be the page of, published or not", () => {
    expect(entryPageOf("/services/a-new-service")).toEqual({ kind: "service", key: "a-new-service" });
    expect(entryPageOf("/industry/legal")).toEqual({ kind: "industry", key: "legal" });
    expect(entryPageOf("/voip")).toEqual({ kind: "case-study", key: "univoip" });
    for (const path of [
      "/about",
      "/services",
      "/services/Not-A-Key",
      "/services/a/b",
      "/industry/space",
      "/#faq-title",
    ])
      expect(entryPageOf(path), path).toBeNull();
  });

  it("lists the fixed pages, and each published entry's page after the page it is under", () => {
    const pages = marketingSeoPages([
      { kind: "service", key: "web-design", data: { title: "Web Design" } },
      { kind: "case-study", key: "univoip", data: { title: "UniVoip Case Study" } },
      { kind: "industry", key: "legal", data: { title: "Legal services" } },
      // Not a kind with pages of its own: no row.
      { kind: "faq", key: "home", data: { items: [] } },
    ]);
    expect(pages).toHaveLength(MARKETING_SEO_PAGES.length + 3);
    const at = (path: string) => pages.findIndex((p) => p.path === path);
    expect(at("/services/web-design")).toBe(at("/services") + 1);
    expect(at("/industry/legal")).toBe(at("/industry") + 1);
    expect(pages.at(-1)).toEqual({
      path: "/voip",
      name: "Case study: UniVoip",
      title: null,
      description: null,
    });
    expect(pages[at("/services/web-design")]!.name).toBe("Service: Web Design");
    expect(pages[at("/industry/legal")]!.name).toBe("Industry: Legal");
  });

  it("accepts as ?path= a fixed page or an entry's possible page, nothing else", () => {
    for (const path of ["/", "/contact", "/services/a-new-service", "/rxpost"])
      expect(pageSeoQuerySchema.safeParse({ path }).success, path).toBe(true);
    for (const path of ["/blog", "/admin", "", "/services/mvp-development/", "/careers/x"])
      expect(pageSeoQuerySchema.safeParse({ path }).success, path).toBe(false);
  });
});
