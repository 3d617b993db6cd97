import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authorSchema, type Author } from "@site/contract";
import { closeDb, createTestContext, type TestContext } from "../../test/context";
import { fixture } from "../../test/fixture";

let t: TestContext;
let other: TestContext;

beforeAll(async () => {
  t = await createTestContext();
  other = await createTestContext({
    data: { ...fixture, authors: fixture.authors.map((a) => ({ ...a, bio: `Elsewhere: ${a.bio}` })) },
  });
});
afterAll(async () => {
  await t.close();
  await other.close();
  await closeDb();
});

describe("GET /blog-authors", () => {
  it("lists authors with avatars, bios, published article counts and social links in order", async () => {
    const res = await t.get("/blog-authors");
    expect(res.statusCode).toBe(200);
    const list = res.json() as Author[];
    list.forEach((a) => authorSchema.parse(a));
    expect(list).toEqual([
      {
        full_name: "Ada Quill",
        slug: "ada-quill",
        avatar: { file_path: "/media/authors/ada-quill.svg" },
        bio: fixture.authors[0]!.bio,
        number_of_articles: 4,
        social_media_link: [
          { social_media_type: "LINKEDIN", social_link: "https://www.linkedin.com/in/ada-quill-example" },
          { social_media_type: "X", social_link: "https://x.com/adaquill_example" },
        ],
      },
      {
        full_name: "Ben Ortiz",
        slug: "ben-ortiz",
        avatar: { file_path: "/media/authors/ben-ortiz.svg" },
        bio: fixture.authors[1]!.bio,
        number_of_articles: 2,
        social_media_link: [],
      },
    ]);
    expect(list.every((a) => !a.bio.startsWith("Elsewhere"))).toBe(true);
  });

  it("answers 400 without a tenant and 404 for an unknown one", async () => {
    expect((await t.app.inject({ url: "/blog-authors" })).statusCode).toBe(400);
    expect((await t.app.inject({ url: "/blog-authors?tenant_id=nobody-here" })).statusCode).toBe(404);
  });
});

describe("GET /blog-authors/author", () => {
  it("answers one author by slug", async () => {
    const res = await t.get("/blog-authors/author", { author_slug: "ben-ortiz" });
    expect(res.statusCode).toBe(200);
    expect(authorSchema.parse(res.json())).toMatchObject({ full_name: "Ben Ortiz", number_of_articles: 2 });
    const theirs = await other.get("/blog-authors/author", { author_slug: "ben-ortiz" });
    expect(theirs.json().bio).toMatch(/^Elsewhere/);
  });

  it("answers 404 to an unknown slug and 400 to a missing or invalid one", async () => {
    expect((await t.get("/blog-authors/author", { author_slug: "nobody" })).statusCode).toBe(404);
    expect((await t.get("/blog-authors/author")).statusCode).toBe(400);
    const bad = await t.get("/blog-authors/author", { author_slug: "../etc" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.author_slug).toBe("slug is not valid");
  });
});
