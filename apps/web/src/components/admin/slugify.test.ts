import { describe, expect, it } from "vitest";
import { slugSchema } from "@site/contract";
import { slugify } from "./slugify";

describe("slugify", () => {
  it("turns a title into the slug the API accepts", () => {
    expect(slugify("Shipping Fast, Safely!")).toBe("shipping-fast-safely");
    expect(slugify("  Zoë's Guide to UI/UX — 2026  ")).toBe("zoes-guide-to-ui-ux-2026");
    expect(slugify("")).toBe("");
    for (const title of ["A  B", "--x--", "Ünïcödé Tïtle", "x".repeat(300)]) {
      const slug = slugify(title);
      expect(slugSchema.safeParse(slug).success, slug).toBe(true);
    }
  });
});
