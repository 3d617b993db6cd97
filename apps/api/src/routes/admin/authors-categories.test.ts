import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminAuthor, AdminCategory, Author, CategoryOption } from "@site/contract";
import { closeDb } from "../../test/context";
import { createAdminTestContext, type AdminTestContext } from "./admin-test-context";

let ctx: AdminTestContext;
beforeAll(async () => {
  ctx = await createAdminTestContext();
});
afterAll(async () => {
  await ctx.close();
  await closeDb();
});

const NEW_AUTHOR = {
  full_name: "Rosa Lind",
  slug: "rosa-lind",
  bio: "Writes about cloud costs.",
  social_media_link: [
    { social_media_type: "LINKEDIN", social_link: "https://www.linkedin.com/in/rosa-lind-example" },
  ],
};

describe("authors", () => {
  it("lists authors with their published article counts", async () => {
    const res = await ctx.admin("GET", "/authors");
    expect(res.statusCode).toBe(200);
    const list = res.json() as AdminAuthor[];
    expect(list.map((a) => [a.slug, a.number_of_articles])).toEqual([
      ["ada-quill", 4],
      ["ben-ortiz", 2],
    ]);
    expect(list[0]!.social_media_link).toHaveLength(2);
  });

  it("creates an author with a drawn initials avatar, shown publicly", async () => {
    ctx.refreshed.length = 0;
    const res = await ctx.admin("POST", "/authors", { body: NEW_AUTHOR });
    expect(res.statusCode, res.body).toBe(200);
    const author = res.json() as AdminAuthor;
    expect(author).toMatchObject({
      slug: "rosa-lind",
      full_name: "Rosa Lind",
      avatar_path: "/media/authors/rosa-lind.svg",
      number_of_articles: 0,
      social_media_link: NEW_AUTHOR.social_media_link,
    });
    expect(ctx.refreshed).toEqual([["authors"]]);
    const avatar = await ctx.get(author.avatar_path);
    expect(avatar.statusCode).toBe(200);
    expect(avatar.body).toContain(">RL</text>");
    const pub = await ctx.get("/blog-authors/author", { author_slug: "rosa-lind" });
    expect(pub.statusCode).toBe(200);
    expect((pub.json() as Author).full_name).toBe("Rosa Lind");
  });

  it("edits an author and refuses a slug in use (409)", async () => {
    const { id } = (
      await ctx.admin("POST", "/authors", { body: { ...NEW_AUTHOR, slug: "sam-oak", full_name: "Sam Oak" } })
    ).json();
    const res = await ctx.admin("PUT", `/authors/${id}`, {
      body: { ...NEW_AUTHOR, slug: "samuel-oak", full_name: "Samuel Oak", social_media_link: [] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ slug: "samuel-oak", full_name: "Samuel Oak", social_media_link: [] });
    expect(res.json().avatar_path).toBe("/media/authors/sam-oak.svg");
    const clash = await ctx.admin("PUT", `/authors/${id}`, { body: { ...NEW_AUTHOR, slug: "ada-quill" } });
    expect(clash.statusCode).toBe(409);
    const dup = await ctx.admin("POST", "/authors", { body: { ...NEW_AUTHOR, slug: "ben-ortiz" } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors.slug).toBe("Another author already uses this slug");
  });

  it("deletes an author without posts, and refuses one with posts (409)", async () => {
    const { id } = (
      await ctx.admin("POST", "/authors", { body: { ...NEW_AUTHOR, slug: "temp-author" } })
    ).json();
    expect((await ctx.admin("DELETE", `/authors/${id}`)).statusCode).toBe(200);
    expect((await ctx.admin("GET", `/authors/${id}`)).statusCode).toBe(404);
    const ada = ((await ctx.admin("GET", "/authors")).json() as AdminAuthor[]).find(
      (a) => a.slug === "ada-quill",
    )!;
    const refused = await ctx.admin("DELETE", `/authors/${ada.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("This author still has posts; move them to another author first");
  });

  it("answers 400 for bad input and 404 for unknown authors", async () => {
    const bad = await ctx.admin("POST", "/authors", {
      body: {
        full_name: "",
        slug: "Bad Slug",
        bio: "",
        social_media_link: [{ social_media_type: "MYSPACE", social_link: "x" }],
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(["full_name", "slug", "bio"]));
    const js = await ctx.admin("POST", "/authors", {
      body: {
        ...NEW_AUTHOR,
        slug: "js-link",
        social_media_link: [{ social_media_type: "X", social_link: "javascript:alert(1)" }],
      },
    });
    expect(js.statusCode).toBe(400);
    const avatar = await ctx.admin("POST", "/authors", {
      body: { ...NEW_AUTHOR, slug: "no-avatar", avatar_path: "/media/authors/missing.png" },
    });
    expect(avatar.statusCode).toBe(400);
    expect((await ctx.admin("PUT", "/authors/999999", { body: NEW_AUTHOR })).statusCode).toBe(404);
    expect((await ctx.admin("DELETE", "/authors/999999")).statusCode).toBe(404);
  });
});

describe("categories", () => {
  it("creates, renames and deletes a category; the blog filter follows", async () => {
    ctx.refreshed.length = 0;
    const created = await ctx.admin("POST", "/categories", { body: { category_name: "  Cloud Costs " } });
    expect(created.statusCode).toBe(200);
    const category = created.json() as AdminCategory;
    expect(category).toMatchObject({ category_name: "Cloud Costs", post_count: 0 });
    expect(ctx.refreshed).toEqual([["categories", "posts"]]);

    const renamed = await ctx.admin("PUT", `/categories/${category.category_id}`, {
      body: { category_name: "FinOps" },
    });
    expect(renamed.json().category_name).toBe("FinOps");
    const options = (await ctx.get("/blog-categories")).json() as CategoryOption[];
    expect(options.map((o) => o.category_name)).toContain("FinOps");

    expect((await ctx.admin("DELETE", `/categories/${category.category_id}`)).statusCode).toBe(200);
    const list = (await ctx.admin("GET", "/categories")).json() as AdminCategory[];
    expect(list.map((c) => c.category_name)).not.toContain("FinOps");
  });

  it("lists categories with published post counts", async () => {
    const list = (await ctx.admin("GET", "/categories")).json() as AdminCategory[];
    expect(list.map((c) => [c.category_name, c.post_count])).toEqual([
      ["Design", 2],
      ["Engineering", 3],
      ["Quality", 2],
    ]);
  });

  it("refuses a name in use, whatever its case (409), and bad input (400)", async () => {
    const dup = await ctx.admin("POST", "/categories", { body: { category_name: "design" } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors.category_name).toBe("A category with this name already exists");
    const list = (await ctx.admin("GET", "/categories")).json() as AdminCategory[];
    const quality = list.find((c) => c.category_name === "Quality")!;
    const clash = await ctx.admin("PUT", `/categories/${quality.category_id}`, {
      body: { category_name: "ENGINEERING" },
    });
    expect(clash.statusCode).toBe(409);
    expect(
      (await ctx.admin("PUT", `/categories/${quality.category_id}`, { body: { category_name: "quality" } }))
        .statusCode,
    ).toBe(200);
    expect((await ctx.admin("POST", "/categories", { body: { category_name: " " } })).statusCode).toBe(400);
    expect(
      (await ctx.admin("POST", "/categories", { body: { category_name: "x".repeat(81) } })).statusCode,
    ).toBe(400);
    expect(
      (await ctx.admin("PUT", "/categories/999999", { body: { category_name: "Nope" } })).statusCode,
    ).toBe(404);
    expect((await ctx.admin("DELETE", "/categories/999999")).statusCode).toBe(404);
  });
});
