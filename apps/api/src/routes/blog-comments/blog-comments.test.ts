import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { API_ERRORS, MESSAGES } from "@site/contract";
import { comments, posts } from "../../db/schema";
import { closeDb, createTestContext, type TestContext } from "../../test/context";

let t: TestContext;
let other: TestContext;
const valid = {
  comment_sender_name: "  Rosa  ",
  comment_sender_email: "rosa@example.com",
  sender_comment_content: "Useful piece, thank you.",
};

beforeAll(async () => {
  t = await createTestContext();
  other = await createTestContext();
});
afterAll(async () => {
  await t.close();
  await other.close();
  await closeDb();
});

describe("POST /blog-comments", () => {
  it("stores a trimmed comment as pending and keeps it off the post until approved", async () => {
    const postId = t.seed.postIds.get("post-two")!;
    const res = await t.post("/blog-comments", { blog_post_id: postId }, valid);
    expect(res.statusCode).toBe(200);
    const { id } = res.json();
    expect(id).toBeTypeOf("number");
    const [row] = await t.handle.db.select().from(comments).where(eq(comments.id, id));
    expect(row).toMatchObject({ status: "PENDING", senderName: "Rosa", postId, tenantId: t.tenantId });

    const before = (await t.get("/blog-posts/article/slug", { slug_name: "post-two" })).json();
    expect(before.blog_comments).toEqual([]);
    await t.handle.db.update(comments).set({ status: "APPROVED" }).where(eq(comments.id, id));
    const after = (await t.get("/blog-posts/article/slug", { slug_name: "post-two" })).json();
    expect(after.blog_comments.map((c: { comment_id: number }) => c.comment_id)).toEqual([id]);
  });

  it("answers 400 with the spec's messages for each field", async () => {
    const empty = await t.post("/blog-comments", { blog_post_id: t.seed.postIds.get("post-two")! }, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      message: API_ERRORS.validation,
      errors: {
        comment_sender_name: MESSAGES.nameRequired,
        comment_sender_email: MESSAGES.emailRequired,
        sender_comment_content: MESSAGES.commentRequired,
      },
    });
    const bad = await t.post(
      "/blog-comments",
      { blog_post_id: t.seed.postIds.get("post-two")! },
      {
        comment_sender_name: "   ",
        comment_sender_email: "not-an-email",
        sender_comment_content: "x".repeat(1025),
      },
    );
    expect(bad.json().errors).toEqual({
      comment_sender_name: MESSAGES.nameRequired,
      comment_sender_email: MESSAGES.emailInvalid,
      sender_comment_content: MESSAGES.commentTooLong,
    });
    const noBody = await t.post("/blog-comments", { blog_post_id: t.seed.postIds.get("post-two")! });
    expect(noBody.statusCode).toBe(400);
    const nul = await t.post(
      "/blog-comments",
      { blog_post_id: t.seed.postIds.get("post-two")! },
      { ...valid, sender_comment_content: "a\u0000b" },
    );
    expect(nul.statusCode).toBe(400);
    expect(Object.keys(nul.json().errors)).toEqual(["sender_comment_content"]);
  });

  it("refuses a name with a right-to-left override, naming the field, and keeps nothing", async () => {
    const postId = t.seed.postIds.get("post-three")!;
    const count = async () =>
      (await t.handle.db.select().from(comments).where(eq(comments.tenantId, t.tenantId))).length;
    const before = await count();
    for (const name of ["Rosa\u202Egpj.exe", "Ro\u200Bsa", "\u2067Rosa\u2069"]) {
      const res = await t.post(
        "/blog-comments",
        { blog_post_id: postId },
        { ...valid, comment_sender_name: name },
      );
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json()).toEqual({
        message: API_ERRORS.validation,
        errors: { comment_sender_name: "Please type your name without hidden formatting characters" },
      });
    }
    expect(await count()).toBe(before);
  });

  it("shows a comment as typed: emoji joined by U+200D and Arabic words stay, bidi controls go", async () => {
    const postId = t.seed.postIds.get("post-three")!;
    const typed = "مقال رائع، شكراً 👩🏽‍💻 👨‍👩‍👧‍👦 🏳️‍🌈\nשלום";
    const res = await t.post(
      "/blog-comments",
      { blog_post_id: postId },
      { ...valid, comment_sender_name: "سارا ❤️", sender_comment_content: `${typed}\u202E\u200B` },
    );
    expect(res.statusCode).toBe(200);
    const { id } = res.json();
    await t.handle.db.update(comments).set({ status: "APPROVED" }).where(eq(comments.id, id));
    const post = (await t.get("/blog-posts/article/slug", { slug_name: "post-three" })).json();
    const shown = post.blog_comments.find((c: { comment_id: number }) => c.comment_id === id);
    expect(shown).toMatchObject({ comment_sender_name: "سارا ❤️", sender_comment_content: typed });
  });

  it("answers 400 to a bad post id and 404 to a post that is missing, a draft, or another tenant's", async () => {
    for (const id of ["abc", "0", "-3", "1.5", "99999999999"]) {
      const res = await t.post("/blog-comments", { blog_post_id: id }, valid);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().errors.blog_post_id).toBe("blog_post_id is not valid");
    }
    expect((await t.post("/blog-comments", {}, valid)).statusCode).toBe(400);
    expect((await t.post("/blog-comments", { blog_post_id: 2147483647 }, valid)).statusCode).toBe(404);
    const theirs = other.seed.postIds.get("post-two")!;
    expect((await t.post("/blog-comments", { blog_post_id: theirs }, valid)).statusCode).toBe(404);
    const draft = t.seed.postIds.get("post-five")!;
    await t.handle.db
      .update(posts)
      .set({ status: "DRAFT" })
      .where(and(eq(posts.id, draft), eq(posts.tenantId, t.tenantId)));
    expect((await t.post("/blog-comments", { blog_post_id: draft }, valid)).statusCode).toBe(404);
  });

  it("answers 415 to a content type it does not read, 413 to an oversized body", async () => {
    const id = t.seed.postIds.get("post-two")!;
    const xml = await t.post("/blog-comments", { blog_post_id: id }, "<comment/>", {
      "content-type": "application/xml",
    });
    expect(xml.statusCode).toBe(415);
    const huge = await t.post(
      "/blog-comments",
      { blog_post_id: id },
      JSON.stringify({ ...valid, sender_comment_content: "x".repeat(300 * 1024) }),
      { "content-type": "application/json" },
    );
    expect(huge.statusCode).toBe(413);
  });

  it("answers 429 when one address posts too often", async () => {
    const limited = await createTestContext({ config: { RATE_LIMIT_DISABLED: false, RATE_LIMIT_MAX: 2 } });
    try {
      const id = limited.seed.postIds.get("post-one")!;
      const send = () =>
        limited.post("/blog-comments", { blog_post_id: id }, valid, { "x-forwarded-for": "192.0.2.10" });
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(200);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(API_ERRORS.rateLimited);
    } finally {
      await limited.close();
    }
  });
});
