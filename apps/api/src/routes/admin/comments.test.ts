import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM_TIME_FIELD, type AdminComment, type BlogPost, type Paged } from "@site/contract";
import { signFormTime } from "@site/contract/form-time";
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

/** The comment form's stamp as the site writes it when it shows a post's form `agoMs` ago. */
const shown = (postId: number, agoMs: number) =>
  signFormTime(ctx.app.config.REVALIDATE_SECRET, `comment:${postId}`, new Date(Date.now() - agoMs));

/**
 * A new pending comment on a post, sent the way a visitor sends it: from the form shown a minute
 * before, unless `stamp` says otherwise (null: none).
 */
async function submitComment(slug: string, content: string, stamp?: string | null): Promise<number> {
  const postId = ctx.seed.postIds.get(slug)!;
  const form = stamp === undefined ? shown(postId, 60_000) : stamp;
  const res = await ctx.post(
    "/blog-comments",
    { blog_post_id: postId },
    {
      comment_sender_name: "Visitor",
      comment_sender_email: "visitor@example.com",
      sender_comment_content: content,
      ...(form === null ? {} : { [FORM_TIME_FIELD]: form }),
    },
  );
  expect(res.statusCode).toBe(200);
  return res.json().id;
}

async function publicPost(slug: string): Promise<BlogPost> {
  const res = await ctx.get("/blog-posts/article/slug", { slug_name: slug });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function queue(status: string, query: Record<string, number> = {}): Promise<Paged<AdminComment>> {
  const res = await ctx.admin("GET", "/comments", { query: { status, ...query } });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe("comment moderation", () => {
  it("lists each state, the pending queue oldest first, with the post it belongs to", async () => {
    const pending = await queue("PENDING");
    expect(pending.content.map((c) => c.sender_comment_content)).toContain("Waiting for review.");
    const eve = pending.content.find((c) => c.comment_sender_name === "Eve")!;
    expect(eve).toMatchObject({
      status: "PENDING",
      comment_sender_email: "eve@example.com",
      author_comment_content: null,
      moderated_date: null,
      post: { slug: "post-one", title: "Release Trains for Small Teams" },
    });
    const approved = await queue("APPROVED");
    expect(approved.content.map((c) => c.comment_sender_name).sort()).toEqual(["Cleo", "Dan"]);
    expect(approved.content.find((c) => c.comment_sender_name === "Dan")!.author_comment_content).toBe(
      "Thanks, Dan!",
    );
    const rejected = await queue("REJECTED");
    expect(rejected.content.map((c) => c.comment_sender_name)).toEqual(["Mal"]);
    // Default status is the pending queue.
    const res = await ctx.admin("GET", "/comments");
    expect(res.json().content.every((c: AdminComment) => c.status === "PENDING")).toBe(true);
  });

  it("holds a comment with more than two links in the queue, flagged with the reason", async () => {
    const spam = await submitComment(
      "post-two",
      "Great post! See https://cheap.example.com/a and www.deals.example.net and pills-now.shop/buy",
    );
    const two = await submitComment("post-two", "Compare https://a.example.org with http://b.example.org.");
    const plain = await submitComment("post-two", "Write to me at reader@example.com, thanks.");
    const pending = await queue("PENDING", { size: 100 });
    const find = (id: number) => pending.content.find((c) => c.comment_id === id)!;
    expect(find(spam)).toMatchObject({ status: "PENDING", flag_reason: "Contains 3 links (more than 2)" });
    expect(find(two).flag_reason).toBeNull();
    expect(find(plain).flag_reason).toBeNull();
    // Held like every comment: the public post does not show it.
    expect((await publicPost("post-two")).blog_comments.map((c) => c.comment_id)).not.toContain(spam);
  });

  it("holds a comment sent faster than it could be typed, or not from the post's form, flagged with the reason", async () => {
    const postId = ctx.seed.postIds.get("post-two")!;
    const text = "A thoughtful comment of about ninety characters, typed by a person who read the article.";
    const typed = await submitComment("post-two", text, shown(postId, 30_000));
    const fast = await submitComment("post-two", text, shown(postId, 1_000));
    const blink = await submitComment("post-two", "Nice!", shown(postId, 500));
    const none = await submitComment("post-two", text, null);
    const otherPost = await submitComment("post-two", text, shown(ctx.seed.postIds.get("post-one")!, 60_000));
    const stale = await submitComment("post-two", text, shown(postId, 25 * 60 * 60 * 1000));
    const forged = await submitComment("post-two", text, `${Date.now() - 60_000}.${"A".repeat(43)}`);
    const both = await submitComment(
      "post-two",
      "Deals at https://a.example.com, https://b.example.com and https://c.example.com",
      shown(postId, 1_000),
    );
    const pending = await queue("PENDING", { size: 100 });
    const reason = (id: number) => pending.content.find((c) => c.comment_id === id)!.flag_reason;
    expect(reason(typed)).toBeNull();
    // 88 characters need 88 / 15 = 5.9 s at the fastest; nothing takes less than 3 s.
    expect(reason(fast)).toMatch(
      /^Sent 1\.\d s after the form was shown: faster than 88 characters can be typed$/,
    );
    expect(reason(blink)).toMatch(
      /^Sent 0\.\d s after the form was shown: faster than 5 characters can be typed$/,
    );
    for (const id of [none, otherPost, stale, forged])
      expect(reason(id)).toBe("Sent without the post's comment form");
    expect(reason(both)).toMatch(
      /^Contains 3 links \(more than 2\); Sent 1\.\d s after the form was shown: faster than 79 characters can be typed$/,
    );
  });

  it("pages the queue", async () => {
    for (let i = 0; i < 3; i++) await submitComment("post-two", `Paging comment ${i}`);
    const first = await queue("PENDING", { size: 2, page: 0 });
    expect(first.content).toHaveLength(2);
    expect(first.totalElements).toBeGreaterThanOrEqual(4);
    expect(first.totalPages).toBe(Math.ceil(first.totalElements / 2));
    const second = await queue("PENDING", { size: 2, page: 1 });
    expect(second.content[0]!.comment_id).not.toBe(first.content[0]!.comment_id);
  });

  it("approving shows the comment on the public post and refreshes its page", async () => {
    const id = await submitComment("post-three", "Approve me, please.");
    expect((await publicPost("post-three")).blog_comments.map((c) => c.comment_id)).not.toContain(id);
    ctx.refreshed.length = 0;
    const res = await ctx.admin("POST", `/comments/${id}/approve`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ comment_id: id, status: "APPROVED" });
    expect(res.json().moderated_date).not.toBeNull();
    expect(ctx.refreshed).toEqual([["post:post-three", "posts"]]);
    const visible = (await publicPost("post-three")).blog_comments.find((c) => c.comment_id === id);
    expect(visible?.sender_comment_content).toBe("Approve me, please.");
    expect((await queue("PENDING")).content.map((c) => c.comment_id)).not.toContain(id);
  });

  it("rejecting keeps a comment hidden, even one approved before", async () => {
    const id = await submitComment("post-four", "Buy cheap watches");
    ctx.refreshed.length = 0;
    await ctx.admin("POST", `/comments/${id}/approve`);
    const res = await ctx.admin("POST", `/comments/${id}/reject`);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe("REJECTED");
    expect(ctx.refreshed.at(-1)).toEqual(["post:post-four", "posts"]);
    expect((await publicPost("post-four")).blog_comments.map((c) => c.comment_id)).not.toContain(id);
    expect((await queue("REJECTED")).content.map((c) => c.comment_id)).toContain(id);
  });

  it("a reply fills author_comment_content and shows under the approved comment", async () => {
    const id = await submitComment("post-five", "Does this work with wildcards?");
    await ctx.admin("POST", `/comments/${id}/approve`);
    ctx.refreshed.length = 0;
    const res = await ctx.admin("POST", `/comments/${id}/reply`, {
      body: { author_comment_content: "  Yes: we escape % and _ before searching.  " },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().author_comment_content).toBe("Yes: we escape % and _ before searching.");
    expect(ctx.refreshed).toEqual([["post:post-five", "posts"]]);
    const shown = (await publicPost("post-five")).blog_comments.find((c) => c.comment_id === id);
    expect(shown?.author_comment_content).toBe("Yes: we escape % and _ before searching.");

    // Bidi controls are dropped from a reply as from a comment; emoji and right-to-left words stay.
    const bidi = await ctx.admin("POST", `/comments/${id}/reply`, {
      body: { author_comment_content: "\u202EThanks! شكراً 🙏\u202C" },
    });
    expect(bidi.statusCode).toBe(200);
    const replied = (await publicPost("post-five")).blog_comments.find((c) => c.comment_id === id);
    expect(replied?.author_comment_content).toBe("Thanks! شكراً 🙏");

    const removed = await ctx.admin("DELETE", `/comments/${id}/reply`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().author_comment_content).toBeNull();
  });

  it("answers 400 for bad input and 404 for unknown comments", async () => {
    expect((await ctx.admin("GET", "/comments", { query: { status: "SPAM" } })).statusCode).toBe(400);
    expect((await ctx.admin("GET", "/comments", { query: { size: 0 } })).statusCode).toBe(400);
    expect((await ctx.admin("GET", "/comments", { query: { size: 101 } })).statusCode).toBe(400);
    expect((await ctx.admin("GET", "/comments", { query: { page: -1 } })).statusCode).toBe(400);
    expect((await ctx.admin("POST", "/comments/abc/approve")).statusCode).toBe(400);
    expect((await ctx.admin("POST", "/comments/0/reject")).statusCode).toBe(400);
    expect((await ctx.admin("POST", "/comments/999999/approve")).statusCode).toBe(404);
    expect((await ctx.admin("POST", "/comments/999999/reject")).statusCode).toBe(404);
    const id = await submitComment("post-six", "Reply validation");
    const empty = await ctx.admin("POST", `/comments/${id}/reply`, {
      body: { author_comment_content: "   " },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.author_comment_content).toBe("Please enter a reply");
    const missing = await ctx.admin("POST", `/comments/${id}/reply`);
    expect(missing.statusCode).toBe(400);
    const tooLong = await ctx.admin("POST", `/comments/${id}/reply`, {
      body: { author_comment_content: "x".repeat(4001) },
    });
    expect(tooLong.statusCode).toBe(400);
    const badJson = await ctx.admin("POST", `/comments/${id}/reply`, {
      body: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(badJson.statusCode).toBe(400);
    expect(
      (await ctx.admin("POST", "/comments/999999/reply", { body: { author_comment_content: "Hi" } }))
        .statusCode,
    ).toBe(404);
  });

  it("finds comments by words, name or address, and approves 20 in one action, each audited", async () => {
    const slug = "post-two";
    const word = `bulkword${Date.now()}`;
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) ids.push(await submitComment(slug, `Comment ${i} with ${word}`));
    const found = (
      await ctx.admin("GET", "/comments", { query: { q: word.toUpperCase(), size: 50 } })
    ).json();
    expect(found.totalElements).toBe(20);
    expect(
      (await ctx.admin("GET", "/comments", { query: { q: "VISITOR@example" } })).json().totalElements,
    ).toBeGreaterThanOrEqual(20);
    expect((await ctx.admin("GET", "/comments", { query: { q: "bulk%word" } })).json().totalElements).toBe(0);

    ctx.refreshed.length = 0;
    const res = await ctx.admin("POST", "/comments/bulk", {
      body: { ids: [...ids, ids[0], 999_999_999], status: "APPROVED" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ updated: 20, missing: [999_999_999] });
    // One refresh for the post they belong to.
    expect(ctx.refreshed).toEqual([["posts", `post:${slug}`]]);
    expect((await ctx.admin("GET", "/comments", { query: { q: word } })).json().totalElements).toBe(0);
    const approved = (
      await ctx.admin("GET", "/comments", { query: { q: word, status: "APPROVED", size: 50 } })
    ).json();
    expect(approved.totalElements).toBe(20);
    expect(JSON.stringify((await publicPost(slug)).blog_comments)).toContain(`Comment 19 with ${word}`);
    const trail = (
      await ctx.admin("GET", "/audit", { query: { action: "comment.approve", size: 50 } })
    ).json();
    const entries = trail.content.filter((e: { target_id: string }) => ids.map(String).includes(e.target_id));
    expect(entries).toHaveLength(20);
    expect(entries[0].summary).toMatch(/^A comment on ".+" \(one of 20 at once\)$/);

    for (const [body, field] of [
      [{ ids: [], status: "APPROVED" }, "ids"],
      [{ ids: Array.from({ length: 101 }, (_, i) => i + 1), status: "APPROVED" }, "ids"],
      [{ ids: [ids[0]], status: "PENDING" }, "status"],
      [{ ids: ["x"], status: "REJECTED" }, "ids.0"],
    ] as const) {
      const bad = await ctx.admin("POST", "/comments/bulk", { body });
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(bad.json().errors)).toEqual([field]);
    }
  });

  it("filters the queue by the spam reason recorded, and marks many as spam in one action", async () => {
    const word = `spamword${Date.now()}`;
    const links = await submitComment(
      "post-two",
      `${word} https://a.example https://b.example https://c.example https://d.example`,
    );
    const noForm = await submitComment("post-two", `${word} sent by a script`, null);
    const fast = await submitComment(
      "post-two",
      `${word} ${"typed fast ".repeat(20)}`,
      shown(ctx.seed.postIds.get("post-two")!, 500),
    );
    const clean = await submitComment("post-two", `${word} a thoughtful remark`);
    const ids = async (flag: string, status = "PENDING") =>
      (
        (
          await ctx.admin("GET", "/comments", { query: { q: word, flag, status, size: 50 } })
        ).json() as Paged<AdminComment>
      ).content.map((c) => c.comment_id);
    expect(await ids("links")).toEqual([links]);
    expect(await ids("no_form")).toEqual([noForm]);
    expect(await ids("too_fast")).toEqual([fast]);
    expect(await ids("none")).toEqual([clean]);
    expect((await ids("any")).sort()).toEqual([links, noForm, fast].sort());
    const bad = await ctx.admin("GET", "/comments", { query: { flag: "evil" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ flag: "Choose a spam reason from the list" });

    const res = await ctx.admin("POST", "/comments/bulk", { body: { ids: [links, clean], status: "SPAM" } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ updated: 2, missing: [] });
    const rejected = (
      await ctx.admin("GET", "/comments", { query: { q: word, status: "REJECTED" } })
    ).json() as Paged<AdminComment>;
    const reasons = Object.fromEntries(rejected.content.map((c) => [c.comment_id, c.flag_reason]));
    // A reason it had stays; one without gets the team's mark, which the filter then finds.
    expect(reasons[links]).toMatch(/^Contains 4 links/);
    expect(reasons[clean]).toBe("Marked as spam by the team");
    expect(await ids("marked", "REJECTED")).toEqual([clean]);
    const trail = (await ctx.admin("GET", "/audit", { query: { action: "comment.spam", size: 50 } })).json();
    expect(trail.content.map((e: { target_id: string }) => e.target_id).sort()).toEqual(
      [String(links), String(clean)].sort(),
    );
  });

  it("never reaches another tenant's comments", async () => {
    const other = await createAdminTestContext();
    try {
      const theirs = (await other.admin("GET", "/comments")).json() as Paged<AdminComment>;
      const id = theirs.content[0]!.comment_id;
      const res = await ctx.admin("POST", `/comments/${id}/approve`);
      expect(res.statusCode).toBe(404);
      const mine = (await queue("PENDING", { size: 100 })).content.map((c) => c.comment_id);
      expect(mine).not.toContain(id);
      const bulk = await ctx.admin("POST", "/comments/bulk", { body: { ids: [id], status: "APPROVED" } });
      expect(bulk.json()).toEqual({ updated: 0, missing: [id] });
      expect(
        (await other.admin("GET", "/comments")).json().content.map((c: AdminComment) => c.comment_id),
      ).toContain(id);
    } finally {
      await other.close();
    }
  });
});
