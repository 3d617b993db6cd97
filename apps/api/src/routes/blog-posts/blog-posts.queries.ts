import { and, asc, desc, eq, exists, ilike, inArray, sql, type SQL } from "drizzle-orm";
import type { BlogFilter, BlogPost, BlogPostSummary, BlogSort, Category, Comment } from "@site/contract";
import type { Db } from "../../db/client";
import { authors, categories, comments, postCategories, posts } from "../../db/schema";

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
  opts: { page: number; size: number; sort: BlogSort | string; filter: BlogFilter },
): Promise<{ content: BlogPostSummary[]; totalPages: number; totalElements: number }> {
  const where = publishedWhere(db, tenantId, opts.filter);
  const direction = opts.sort === "publishedDate,asc" ? asc : desc;
  const [ids, [total]] = await Promise.all([
    db
      .select({ id: posts.id })
      .from(posts)
      .where(where)
      .orderBy(direction(posts.publishedDate), direction(posts.id))
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
    const rows = await db
      .select(summaryColumns)
      .from(posts)
      .innerJoin(authors, eq(authors.id, posts.authorId))
      .where(
        and(
          eq(posts.tenantId, tenantId),
          inArray(
            posts.id,
            ids.map((r) => r.id),
          ),
        ),
      );
    const byId = new Map(rows.map((r) => [r.id, r]));
    content = ids
      .map((r) => byId.get(r.id))
      .filter((r): r is SummaryRow => r !== undefined)
      .map(toSummary);
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
  const [row] = await db
    .select({ ...summaryColumns, body: posts.body })
    .from(posts)
    .innerJoin(authors, eq(authors.id, posts.authorId))
    .where(and(publishedWhere(db, tenantId), eq(posts.slug, slug)))
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
  return { ...toSummary(row), body: row.body, blog_comments: blogComments };
}

type Counter = "likeCount" | "viewCount";

/** `SET n = n + 1 ... RETURNING n` on a published post: one statement, so concurrent calls never lose a count. */
export async function incrementCounter(
  db: Db,
  tenantId: string,
  slug: string,
  counter: Counter,
): Promise<number | undefined> {
  const column = posts[counter];
  const [row] = await db
    .update(posts)
    .set({ [counter]: sql`${column} + 1` })
    .where(and(eq(posts.tenantId, tenantId), eq(posts.slug, slug), eq(posts.status, "PUBLISHED")))
    .returning({ value: column });
  return row?.value;
}

export async function addRating(
  db: Db,
  tenantId: string,
  slug: string,
  value: number,
): Promise<{ rating_value: number; rating_count: number } | undefined> {
  const [row] = await db
    .update(posts)
    .set({ ratingSum: sql`${posts.ratingSum} + ${value}`, ratingCount: sql`${posts.ratingCount} + 1` })
    .where(and(eq(posts.tenantId, tenantId), eq(posts.slug, slug), eq(posts.status, "PUBLISHED")))
    .returning({ sum: posts.ratingSum, count: posts.ratingCount });
  return row && { rating_value: ratingValue(row.sum, row.count), rating_count: row.count };
}
