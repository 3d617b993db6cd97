import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  buildBlogFilter,
  normalizeBlogFilter,
  parseBlogFilter,
  safeParseBlogFilter,
  type BlogFilter,
} from "./filter";

describe("buildBlogFilter", () => {
  it("builds the categories clause", () => {
    expect(buildBlogFilter({ categoryIds: [1, 2] })).toBe("blogCategories.id=in=(1,2)");
  });

  it("quotes and encodes the title", () => {
    expect(buildBlogFilter({ title: "edge ai" })).toBe("title=ilike='edge%20ai'");
    expect(buildBlogFilter({ title: "it's (really) 50%!" })).toBe(
      "title=ilike='it%27s%20%28really%29%2050%25%21'",
    );
  });

  it("joins categories and title with a semicolon", () => {
    expect(buildBlogFilter({ categoryIds: [3], title: "MVP" })).toBe(
      "blogCategories.id=in=(3);title=ilike='MVP'",
    );
  });

  it("lets the author override the others", () => {
    expect(buildBlogFilter({ categoryIds: [1], title: "x", authorSlug: "maya-okafor" })).toBe(
      "blogAuthor.slug=in=(maya-okafor)",
    );
  });

  it("omits blank titles, duplicate and invalid ids; nothing gives the empty string", () => {
    expect(buildBlogFilter({ title: "   " })).toBe("");
    expect(buildBlogFilter({ categoryIds: [2, 2, -1, 0, 1.5] })).toBe("blogCategories.id=in=(2)");
    expect(buildBlogFilter({})).toBe("");
  });
});

describe("parseBlogFilter", () => {
  const cases: BlogFilter[] = [
    {},
    { categoryIds: [1] },
    { categoryIds: [4, 9, 12] },
    { title: "cloud" },
    { title: "Ünïcödé & emoji 🚀; DROP TABLE posts;--" },
    { title: "quote ' and \" and \\ and % and _" },
    { categoryIds: [5], title: "a b  c" },
    { authorSlug: "jordan-reyes" },
  ];

  it.each(cases)("gives back what was built: %j", (filter) => {
    expect(parseBlogFilter(buildBlogFilter(filter))).toEqual(filter);
  });

  const hostile = [
    "title=ilike='x' OR '1'='1'",
    "title=ilike='x';DROP TABLE posts",
    "title=ilike=x",
    "title=ilike='%E0%A4%A'",
    "title=ilike=''",
    "blogCategories.id=in=(1);blogCategories.id=in=(2)",
    "blogCategories.id=in=(1,1)",
    "blogCategories.id=in=(0)",
    "blogCategories.id=in=(1 OR 1=1)",
    "blogCategories.id=in=()",
    "blogAuthor.slug=in=(a);title=ilike='x'",
    "blogAuthor.slug=in=(Robert'); DROP TABLE students;--)",
    "blogAuthor.slug=in=(a,b)",
    "password=in=(1)",
    "title==x",
    "title=like='x'",
    ";",
    "blogCategories.id=in=(1);",
    "title=ilike='" + "a".repeat(100 * 1024) + "'",
    "blogCategories.id=in=(" + Array.from({ length: 51 }, (_, i) => i + 1).join(",") + ")",
  ];

  it.each(hostile)("rejects %s", (input) => {
    expect(() => parseBlogFilter(input)).toThrow(/The filter is not valid/);
    expect(safeParseBlogFilter(input).success).toBe(false);
  });
});

describe("round trip over generated filters", () => {
  it("parse(build(x)) equals the normalised x", () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            categoryIds: fc.uniqueArray(fc.integer({ min: 1, max: 999_999 }), {
              minLength: 1,
              maxLength: 50,
            }),
            title: fc
              .string({ minLength: 1, maxLength: 200, unit: "grapheme" })
              .filter((s) => s.trim() === s && s !== ""),
            authorSlug: fc.stringMatching(/^[a-z0-9]{1,12}(-[a-z0-9]{1,12}){0,3}$/),
          },
          { requiredKeys: [] },
        ),
        (filter) => {
          expect(parseBlogFilter(buildBlogFilter(filter))).toEqual(normalizeBlogFilter(filter));
        },
      ),
      { numRuns: 1000 },
    );
  });
});
