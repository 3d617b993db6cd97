import { and, asc, desc, eq, exists, gt, ilike, inArray, isNull, lte, sql, type SQL } from "drizzle-orm";
import {
  RELEVANCE_SORT,
  type BlogFilter,
  type BlogPost,
  type BlogPostSummary,
  type BlogSort,
  type Category,
  type Comment,
} from "@site/contract";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/client";
import {
  authors,
  categories,
  comments,
  postCategories,
  postPageViews,
  postPreviewLinks,
  postRatings,
  posts,
} from "../../db/schema";
import { matchesSearch, searchMatches, searchQuery, searchRank } from "./blog-search";

/** Escapes LIKE's wildcards so a visitor's "50%_off" matches itself, not a pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The published posts of a tenant narrowed by the blog filter (spec §7), as SQL conditions. */
export function publishedWhere(db: Db, tenantId: string, filter: BlogFilter = {}): SQL {
  const conditions: SQL[] = [eq(posts.tenantId, tenantId), eq(posts.status, "PUBLISHED")];
  if (filter.authorSlug) {
    conditions.push(
      inArray(
        posts.authorId,
        db
          .select({ id: authors.id })
          .from(authors)
          .where(and(eq(authors.tenantId, tenantId), eq(authors.slug, filter.authorSlug))),
      ),
    );
  } else {
    if (filter.categoryIds?.length) {
      conditions.push(
        exists(
          db
            .select({ one: sql`1` })
            .from(postCategories)
            .where(
              and(
                eq(postCategories.postId, posts.id),
                eq(postCategories.tenantId, tenantId),
                inArray(postCategories.categoryId, filter.categoryIds),
              ),
            ),
        ),
      );
    }
    if (filter.title) conditions.push(ilike(posts.title, `%${escapeLike(filter.title)}%`));
  }
  return and(...conditions)!;
}

/**
 * A post's categories as a JSON array in the same row, so a page of posts is one query. The outer column
 * is qualified by hand: drizzle leaves columns of a one-table select unqualified.
 */
const categoriesJson = sql<Category[]>`coalesce((
  select json_agg(json_build_object('category_id', c.id, 'category_name', c.name) order by c.name, c.id)
  from ${postCategories} pc join ${categories} c on c.id = pc.category_id
  where pc.post_id = "posts"."id"
), '[]'::json)`;

const summaryColumns = {
  id: posts.id,
  slug: posts.slug,
  title: posts.title,
  summary: posts.summary,
  heroImagePath: posts.heroImagePath,
  heroImageAltText: posts.heroImageAltText,
  heroImageTitle: posts.heroImageTitle,
  publishedDate: posts.publishedDate,
  likeCount: posts.likeCount,
  viewCount: posts.viewCount,
  ratingSum: posts.ratingSum,
  ratingCount: posts.ratingCount,
  readTime: posts.readTime,
  bannerTag: posts.bannerTag,
  authorName: authors.fullName,
  authorSlug: authors.slug,
  categories: categoriesJson,
};

type SummaryRow = {
  id: number;
  slug: string;
  title: string;
  summary: string;
  heroImagePath: string;
  heroImageAltText: string;
  heroImageTitle: string;
  publishedDate: Date | null;
  likeCount: number;
  viewCount: number;
  ratingSum: number;
  ratingCount: number;
  readTime: number;
  bannerTag: string | null;
  authorName: string;
  authorSlug: string;
  categories: Category[];
};

/** The average of a post's ratings to one decimal, 0 before the first rating. */
export function ratingValue(sum: number, count: number): number {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : 0;
}

function toSummary(row: SummaryRow): BlogPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    hero_image: { file_path: row.heroImagePath },
    hero_image_alt_text: row.heroImageAltText,
    hero_image_title: row.heroImageTitle,
    published_date: (row.publishedDate ?? new Date(0)).toISOString(),
    like_count: row.likeCount,
    view_count: row.viewCount,
    rating_value: ratingValue(row.ratingSum, row.ratingCount),
    rating_count: row.ratingCount,
    read_time: row.readTime,
    categories: row.categories,
    author_name: { full_name: row.authorName, slug: row.authorSlug },
    banner_tag: row.bannerTag,
  };
}

/**
 * One page of published posts and the total. The page's ids and the count are two index walks that run side
 * by side (on PostgreSQL); details are then loaded for those few ids only, so a deep page never builds the
 * rows it skips. (A window count in one query measured slower: it must materialize every match.)
 */
export async function publishedPage(
  db: Db,
  tenantId: string,
  opts: {
    page: number;
    size: number;
    /** A date order, or relevance (the default with a search; without one it is DEFAULT_SORT). */
    sort?: BlogSort | typeof RELEVANCE_SORT | string;
    filter: BlogFilter;
    /** Words to look for (blog-search.ts). */
    search?: string;
  },
): Promise<{ content: BlogPostSummary[]; totalPages: number; totalElements: number }> {
  const words = opts.search?.trim() ?? "";
  const tsquery = words ? await searchQuery(db, tenantId, words) : null;
  // Nothing left to look for after stemming ("how to"): the §7 title filter serves the words as typed.
  const filter = words && !tsquery ? { ...opts.filter, title: opts.filter.title ?? words } : opts.filter;
  const where = and(publishedWhere(db, tenantId, filter), tsquery ? matchesSearch(tsquery) : undefined)!;
  const direction = opts.sort === "publishedDate,asc" ? asc : desc;
  const byDate = [direction(posts.publishedDate), direction(posts.id)];
  const byRelevance = opts.sort === undefined || opts.sort === RELEVANCE_SORT;
  const order =
    tsquery && byRelevance ? [desc(searchRank(tsquery)), desc(posts.publishedDate), desc(posts.id)] : byDate;
  const [ids, [total]] = await Promise.all([
    db
      .select({ id: posts.id })
      .from(posts)
      .where(where)
      .orderBy(...order)
      .limit(opts.size)
      .offset(opts.page * opts.size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(posts)
      .where(where),
  ]);
  const totalElements = Number(total?.n ?? 0);
  let content: BlogPostSummary[] = [];
  if (ids.length > 0) {
    const pageIds = ids.map((r) => r.id);
    const [rows, matches] = await Promise.all([
      db
        .select(summaryColumns)
        .from(posts)
        .innerJoin(authors, eq(authors.id, posts.authorId))
        .where(and(eq(posts.tenantId, tenantId), inArray(posts.id, pageIds))),
      tsquery ? searchMatches(db, pageIds, tsquery) : undefined,
    ]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    content = ids
      .map((r) => byId.get(r.id))
      .filter((r): r is SummaryRow => r !== undefined)
      .map((r) => {
        const match = matches?.get(r.id);
        return match ? { ...toSummary(r), search_match: match } : toSummary(r);
      });
  }
  return { content, totalPages: Math.ceil(totalElements / opts.size), totalElements };
}

export async function popularPosts(db: Db, tenantId: string, size: number): Promise<BlogPostSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(posts)
    .innerJoin(authors, eq(authors.id, posts.authorId))
    .where(publishedWhere(db, tenantId))
    .orderBy(desc(posts.viewCount), desc(posts.publishedDate), desc(posts.id))
    .limit(size);
  return rows.map(toSummary);
}

export async function publishedPostBySlug(
  db: Db,
  tenantId: string,
  slug: string,
): Promise<BlogPost | undefined> {
  return postDetail(db, tenantId, and(publishedWhere(db, tenantId), eq(posts.slug, slug))!);
}

/**
 * The post a live preview link names (issue 21; lib/preview-links.ts checked the token), whatever its
 * status, as its public page shows it, with its status; a draft is dated now, as publishing would date
 * it. Undefined when the link is unknown, revoked or expired, or its post is gone or deleted.
 */
export async function postOfPreviewLink(
  db: Db,
  tenantId: string,
  linkId: number,
  now: Date,
): Promise<(BlogPost & { status: "DRAFT" | "PUBLISHED"; preview_expires_at: string }) | undefined> {
  const [link] = await db
    .select({ postId: postPreviewLinks.postId, expiresAt: postPreviewLinks.expiresAt, status: posts.status })
    .from(postPreviewLinks)
    .innerJoin(posts, eq(posts.id, postPreviewLinks.postId))
    .where(
      and(
        eq(postPreviewLinks.tenantId, tenantId),
        eq(postPreviewLinks.id, linkId),
        isNull(postPreviewLinks.revokedAt),
        gt(postPreviewLinks.expiresAt, now),
        // A deleted post's links show nothing (they work again if the deletion is undone).
        isNull(posts.deletedAt),
      ),
    )
    .limit(1);
  if (!link) return undefined;
  const post = await postDetail(db, tenantId, and(eq(posts.tenantId, tenantId), eq(posts.id, link.postId))!);
  if (!post) return undefined;
  const draft = link.status !== "PUBLISHED";
  return {
    ...post,
    published_date: draft ? now.toISOString() : post.published_date,
    status: draft ? "DRAFT" : "PUBLISHED",
    preview_expires_at: link.expiresAt.toISOString(),
  };
}

/** One post with its approved comments, oldest first, as the public page shows it. */
async function postDetail(db: Db, tenantId: string, where: SQL): Promise<BlogPost | undefined> {
  const [row] = await db
    .select({
      ...summaryColumns,
      body: posts.body,
      seoTitle: posts.seoTitle,
      seoDescription: posts.seoDescription,
      seoImage: posts.seoImage,
    })
    .from(posts)
    .innerJoin(authors, eq(authors.id, posts.authorId))
    .where(where)
    .limit(1);
  if (!row) return undefined;
  const approved = await db
    .select({
      id: comments.id,
      name: comments.senderName,
      content: comments.content,
      reply: comments.authorCommentContent,
      createdAt: comments.createdAt,
    })
    .from(comments)
    .where(and(eq(comments.tenantId, tenantId), eq(comments.postId, row.id), eq(comments.status, "APPROVED")))
    .orderBy(asc(comments.createdAt), asc(comments.id));
  const blogComments: Comment[] = approved.map((c) => ({
    comment_id: c.id,
    comment_sender_name: c.name,
    sender_comment_content: c.content,
    author_comment_content: c.reply,
    created_date: c.createdAt.toISOString(),
  }));
  return {
    ...toSummary(row),
    body: row.body,
    blog_comments: blogComments,
    seo: { title: row.seoTitle, description: row.seoDescription, image: row.seoImage },
  };
}

const published = (tenantId: string, slug: string) =>
  and(eq(posts.tenantId, tenantId), eq(posts.slug, slug), eq(posts.status, "PUBLISHED"));

/**
 * A page view of a published post (lib/engagement.ts): the view counts (`SET n = n + 1 ... RETURNING`,
 * so concurrent views never lose one) and a row for it is kept until `expiresAt`. Then, apart, the post's
 * expired rows go: outside the post's row lock, so a like holding one of them never waits on it in turn.
 * Undefined when no published post has the slug.
 */
export async function startPageView(
  db: Db,
  tenantId: string,
  slug: string,
  view: { id: string; visitor: string; now: Date; expiresAt: Date },
): Promise<{ postId: number; viewCount: number } | undefined> {
  const post = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(posts)
      .set({ viewCount: sql`${posts.viewCount} + 1` })
      .where(published(tenantId, slug))
      .returning({ postId: posts.id, viewCount: posts.viewCount });
    if (!row) return undefined;
    await tx.insert(postPageViews).values({
      postId: row.postId,
      id: view.id,
      visitor: view.visitor,
      createdAt: view.now,
      expiresAt: view.expiresAt,
    });
    return row;
  });
  if (post) {
    await db
      .delete(postPageViews)
      .where(and(eq(postPageViews.postId, post.postId), lte(postPageViews.expiresAt, view.now)));
  }
  return post;
}

/** A published post's id, for checking the token a like carries. */
export async function publishedPostId(db: Db, tenantId: string, slug: string): Promise<number | undefined> {
  const [row] = await db.select({ id: posts.id }).from(posts).where(published(tenantId, slug));
  return row?.id;
}

/**
 * The like of a page view named by its token, in one statement (the common case, and the hot one): marks
 * the view liked and adds one to the post when it was not, and answers the post's count; undefined when
 * the view is not open (expired or unknown), for likeOnce to find another. Concurrent likes of one view:
 * the row lock lets one mark it; the others answer the count as their statement found it.
 */
async function likeOfView(db: Db, postId: number, viewId: string, now: Date): Promise<number | undefined> {
  const result = await db.execute(sql`
    with marked as (
      update ${postPageViews} set liked = true
      where post_id = ${postId} and id = ${viewId} and not liked and expires_at > ${now}
      returning post_id
    ), counted as (
      update ${posts} set like_count = like_count + 1
      where id in (select post_id from marked)
      returning like_count
    )
    select (select like_count from counted) as counted,
      (select like_count from ${posts} where id = ${postId}) as current,
      exists(
        select 1 from ${postPageViews} where post_id = ${postId} and id = ${viewId} and expires_at > ${now}
      ) as open`);
  const row = rowsOf<{ counted: number | null; current: number; open: boolean }>(result)[0]!;
  if (row.counted !== null) return Number(row.counted);
  return row.open ? Number(row.current) : undefined;
}

/**
 * A like, counted once per page view: the token's view when it names a live one (likeOfView), else the
 * visitor's latest live page view of the post, else a view for the visitor and day (made here). The count rises
 * only when that view had no like yet; the answer is the post's count either way.
 */
export async function likeOnce(
  db: Db,
  postId: number,
  like: {
    viewId: string | null;
    visitor: string;
    now: Date;
    dayView: { id: string; expiresAt: Date };
  },
): Promise<number> {
  if (like.viewId) {
    const named = await likeOfView(db, postId, like.viewId, like.now);
    if (named !== undefined) return named;
  }
  return db.transaction(async (tx) => {
    const live = and(eq(postPageViews.postId, postId), gt(postPageViews.expiresAt, like.now));
    const [latest] = await tx
      .select({ id: postPageViews.id })
      .from(postPageViews)
      .where(and(live, eq(postPageViews.visitor, like.visitor)))
      .orderBy(desc(postPageViews.createdAt))
      .limit(1);
    const viewId = latest?.id ?? like.dayView.id;
    if (!latest) {
      await tx
        .insert(postPageViews)
        .values({
          postId,
          id: like.dayView.id,
          visitor: like.visitor,
          createdAt: like.now,
          expiresAt: like.dayView.expiresAt,
        })
        .onConflictDoNothing();
    }
    // The view is open (the address's latest, or the day's just made): the same statement marks it.
    // Only a view expiring this very moment finds none: then the count stands.
    const counted = await likeOfView(tx, postId, viewId, like.now);
    if (counted !== undefined) return counted;
    const [post] = await tx.select({ likeCount: posts.likeCount }).from(posts).where(eq(posts.id, postId));
    return post!.likeCount;
  });
}

/**
 * A visitor's rating of a published post: the first counts, a later one replaces it (the sum moves by
 * the difference), the same one again changes nothing. The post's row is locked first, so one visitor's
 * concurrent ratings follow each other. Undefined when no published post has the slug.
 */
export async function rateOnce(
  db: Db,
  tenantId: string,
  slug: string,
  rating: { visitor: string; value: number; now: Date },
): Promise<{ rating_value: number; rating_count: number } | undefined> {
  return db.transaction(async (tx) => {
    const [post] = await tx
      .select({ id: posts.id, sum: posts.ratingSum, count: posts.ratingCount })
      .from(posts)
      .where(published(tenantId, slug))
      .for("update");
    if (!post) return undefined;
    const mine = and(eq(postRatings.postId, post.id), eq(postRatings.visitor, rating.visitor));
    const [before] = await tx.select({ value: postRatings.value }).from(postRatings).where(mine);
    if (before?.value === rating.value) {
      return { rating_value: ratingValue(post.sum, post.count), rating_count: post.count };
    }
    if (before) {
      await tx.update(postRatings).set({ value: rating.value, updatedAt: rating.now }).where(mine);
    } else {
      await tx.insert(postRatings).values({
        tenantId,
        postId: post.id,
        visitor: rating.visitor,
        value: rating.value,
        createdAt: rating.now,
        updatedAt: rating.now,
      });
    }
    const [row] = await tx
      .update(posts)
      .set({
        ratingSum: sql`${posts.ratingSum} + ${rating.value - (before?.value ?? 0)}`,
        ratingCount: sql`${posts.ratingCount} + ${before ? 0 : 1}`,
      })
      .where(eq(posts.id, post.id))
      .returning({ sum: posts.ratingSum, count: posts.ratingCount });
    return { rating_value: ratingValue(row!.sum, row!.count), rating_count: row!.count };
  });
}
