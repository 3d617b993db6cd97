import { describe, expect, it } from "vitest";
import { buildBreadcrumbs, segmentToText } from "./breadcrumbs";

describe("buildBreadcrumbs", () => {
  it("makes one crumb per segment after Home, with cumulative links", () => {
    expect(buildBreadcrumbs("/about/partners")).toEqual([
      { text: "Home", href: "/" },
      { text: "about", href: "/about" },
      { text: "partners", href: "/about/partners" },
    ]);
  });

  it("turns dashes into spaces and shows MVP development specially", () => {
    expect(buildBreadcrumbs("/services/mvp-development").at(-1)).toEqual({
      text: "MVP development",
      href: "/services/mvp-development",
    });
    expect(segmentToText("software-development-consulting")).toBe("software development consulting");
  });

  it("turns oe, ae and ue into umlauts", () => {
    expect(segmentToText("koeln-maerz-muenchen")).toBe("köln märz münchen");
  });

  it("shows the page title as the last crumb when given", () => {
    expect(buildBreadcrumbs("/blog/some-post", "Some Post: The Title").at(-1)).toEqual({
      text: "Some Post: The Title",
      href: "/blog/some-post",
    });
  });

  it("ignores query and hash, and gives Home alone for the root", () => {
    expect(buildBreadcrumbs("/", "Ignored")).toEqual([{ text: "Home", href: "/" }]);
    expect(buildBreadcrumbs("/industry/legal?x=1#top")).toHaveLength(3);
  });
});
