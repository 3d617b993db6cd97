import { describe, expect, it } from "vitest";
import { SHARE_TARGETS } from "@site/contract";
import { shareLinks } from "./share-links";

describe("shareLinks", () => {
  const links = shareLinks("https://site.test/blog/a-b?x=1", "Ship & learn: MVPs");

  it("has the six targets of spec §9 in order", () => {
    expect(links.map((l) => l.target)).toEqual([...SHARE_TARGETS]);
  });

  it("encodes the address and the title", () => {
    const x = links.find((l) => l.target === "X")!;
    expect(x.href).toBe(
      "https://x.com/intent/post?url=https%3A%2F%2Fsite.test%2Fblog%2Fa-b%3Fx%3D1&text=Ship%20%26%20learn%3A%20MVPs",
    );
    expect(
      links.find((l) => l.target === "EMAIL")!.href.startsWith("mailto:?subject=Ship%20%26%20learn"),
    ).toBe(true);
    for (const link of links) expect(link.href).not.toContain(" ");
  });
});
