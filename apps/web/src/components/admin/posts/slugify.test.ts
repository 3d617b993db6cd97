import { describe, expect, it } from "vitest";
import { slugSchema } from "@site/contract";
import { SLUG_MAX_LENGTH, slugify } from "./slugify";

const valid = (slug: string) => expect(slugSchema.safeParse(slug).success, slug).toBe(true);

describe("slugify", () => {
  it("turns a title into the slug the API accepts", () => {
    expect(slugify("Shipping Fast, Safely!")).toBe("shipping-fast-safely");
    expect(slugify("  Zoë's Guide to UI/UX — 2026  ")).toBe("zoes-guide-to-ui-ux-2026");
    expect(slugify("C++ & C# in 2026")).toBe("c-and-c-in-2026");
    // Brand spellings stay one word.
    expect(slugify("iPhone apps and APIs")).toBe("iphone-apps-and-apis");
    for (const title of ["A  B", "--x--", "Ünïcödé Tïtle", "x".repeat(300)]) valid(slugify(title));
  });

  it("transliterates Cyrillic, Greek, German and French", () => {
    expect(slugify("Привет, мир: как мы строим софт")).toBe("privet-mir-kak-my-stroim-soft");
    expect(slugify("Καλημέρα κόσμε")).toBe("kalimera-kosme");
    expect(slugify("Über Größe und Maße")).toBe("ueber-groesse-und-masse");
    expect(slugify("Café à la crème, déjà vu")).toBe("cafe-a-la-creme-deja-vu");
  });

  it("never answers an empty slug: Chinese, Japanese, emoji and blank titles get the fallback and a tag", () => {
    for (const title of ["东京的软件开发", "ソフトウェア開発の未来", "🚀🔥✨", "   ", ""]) {
      const slug = slugify(title);
      expect(slug, title).toMatch(/^post-[a-z0-9]+$/);
      valid(slug);
      // The same title gives the same slug; another title another one.
      expect(slugify(title)).toBe(slug);
    }
    expect(slugify("东京")).not.toBe(slugify("大阪"));
    expect(slugify("🚀", "author")).toMatch(/^author-[a-z0-9]+$/);
    // Latin words in a mixed title are kept.
    expect(slugify("Next.js 入門")).toBe("next-js");
  });

  it("caps very long titles at a word boundary", () => {
    const long = slugify(`${"Building dependable software for healthcare teams ".repeat(10)}`);
    expect(long.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(long.length).toBeGreaterThan(SLUG_MAX_LENGTH / 2);
    expect(long).toMatch(/^building-dependable-software/);
    expect("building-dependable-software-for-healthcare-teams-".repeat(10)).toContain(`${long}-`);
    valid(long);
    const oneWord = slugify("a".repeat(500));
    expect(oneWord).toBe("a".repeat(SLUG_MAX_LENGTH));
    valid(slugify(`${"Ж".repeat(200)} ${"ü".repeat(200)}`));
  });
});
