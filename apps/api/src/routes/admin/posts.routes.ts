import type { FastifyInstance } from "fastify";
import { and, asc, desc, eq, gt, ilike, inArray, isNotNull, isNull, ne, or, sql } from "drizzle-orm";
import {
  ADMIN_MESSAGES,
  CACHE_TAGS,
  seoFieldsSchema,
  adminPostSchema,
  adminPostsQuerySchema,
  adminPreviewSchema,
  idParamSchema,
  MAX_ID,
  type AdminDeletedItem,
  type AdminPost,
  type AdminPostCounts,
  type AdminPostFilter,
  type Category,
  type BodyFormat,
  readTimeMinutes,
  TEAM_MESSAGES,
  UNDO_DELETE_DAYS,
  can,
} from "@site/contract";
import { renderRichText } from "@site/rich-text/markdown";
import type { Db } from "../../db/client";
import {
  authors,
  categories,
  comments,
  media,
  postCategories,
  posts,
  type PostStatus,
} from "../../db/schema";
import { indexSearchWords } from "../../db/search-words";
import { HttpError, notFound, parseInput } from "../../lib/http-error";
import { enqueueScheduledPublish, lockPost, postTags, postVersions } from "../../lib/publishing/posts";
import { scheduleRoutes } from "../../lib/publishing/routes";
import { revisionAuthor } from "../../lib/publishing/versions";
import { redirectRenamedPost } from "../../lib/redirects";
import { escapeLike } from "../blog-posts/blog-posts.queries";
import { doc, iso, isoNotNull, isUniqueViolation, paged, refreshSite } from "./shared";

/** The stored HTML of a body and its read time. */
function renderBody(body: string, format: BodyFormat): { html: string; readTime: number } {
  const html = renderRichText(body, format);
  return { html, readTime: readTimeMinutes(html) };
}

// The outer column is spelled out: Drizzle leaves columns unqualified in a one-table select, and inside
// the subquery a bare "id" would bind to the inner table.
const categoriesJson = sql<Category[]>`coalesce((
  select json_agg(json_build_object('category_id', c.id, 'category_name', c.name) order by c.name, c.id)
  from ${postCategories} pc join ${categories} c on c.id = pc.category_id
  where pc.post_id = "posts"."id"
), '[]'::json)`;
const pendingCount = sql<number>`(select count(*)::int from ${comments} c where c.post_id = "posts"."id" and c.status = 'PENDING')`;
const approvedCount = sql<number>`(select count(*)::int from ${comments} c where c.post_id = "posts"."id" and c.status = 'APPROVED')`;

const columns = {
  id: posts.id,
  slug: posts.slug,
  title: posts.title,
  summary: posts.summary,
  body: posts.body,
  bodySource: posts.bodySource,
  bodyFormat: posts.bodyFormat,
  status: posts.status,
  publishedDate: posts.publishedDate,
  publishAt: posts.publishAt,
  archivedAt: posts.archivedAt,
  updatedAt: posts.updatedAt,
  authorSlug: authors.slug,
  authorName: authors.fullName,
  categories: categoriesJson,
  bannerTag: posts.bannerTag,
  heroImagePath: posts.heroImagePath,
  heroImageAltText: posts.heroImageAltText,
  heroImageTitle: posts.heroImageTitle,
  readTime: posts.readTime,
  seoTitle: posts.seoTitle,
  seoDescription: posts.seoDescription,
  seoImage: posts.seoImage,
  pending: pendingCount,
  approved: approvedCount,
};

type Row = {
  id: number;
  slug: string;
  title: string;
  summary: string;
  body: string;
  bodySource: string | null;
  bodyFormat: BodyFormat;
  status: PostStatus;
  publishedDate: Date | null;
  publishAt: Date | null;
  archivedAt: Date | null;
  updatedAt: Date;
  authorSlug: string;
  authorName: string;
  categories: Category[];
  bannerTag: string | null;
  heroImagePath: string;
  heroImageAltText: string;
  heroImageTitle: string;
  readTime: number;
  seoTitle: string | null;
  seoDescription: string | null;
  seoImage: string | null;
  pending: number;
  approved: number;
};

/**
 * The posts in one of the team's states (a scheduled post is a draft with a moment to publish); the
 * archived ones only under their own filter.
 */
function stateWhere(state: AdminPostFilter | undefined) {
  if (state === "ARCHIVED") return isNotNull(posts.archivedAt);
  const live = isNull(posts.archivedAt);
  if (state === "PUBLISHED") return and(live, eq(posts.status, "PUBLISHED"));
  if (state === "SCHEDULED") return and(live, eq(posts.status, "DRAFT"), isNotNull(posts.publishAt));
  if (state === "DRAFT") return and(live, eq(posts.status, "DRAFT"), isNull(posts.publishAt));
  return live;
}

function toAdminPost(r: Row): AdminPost {
  return {
    id: r.id,
    slug: r.slug,
    title: r.title,
    summary: r.summary,
    body: r.body,
    // A post saved before the source was kept: its stored HTML is what the editor shows back.
    body_source: r.bodySource ?? r.body,
    body_format: r.bodySource === null ? "html" : r.bodyFormat,
    status: r.status,
    published_date: iso(r.publishedDate),
    publish_at: iso(r.publishAt),
    archived_at: iso(r.archivedAt),
    updated_date: isoNotNull(r.updatedAt),
    author: { slug: r.authorSlug, full_name: r.authorName },
    categories: r.categories,
    banner_tag: r.bannerTag,
    hero_image_path: r.heroImagePath,
    hero_image_alt_text: r.heroImageAltText,
    hero_image_title: r.heroImageTitle,
    read_time: r.readTime,
    seo_title: r.seoTitle,
    seo_description: r.seoDescription,
    seo_image: r.seoImage,
    comment_counts: { pending: Number(r.pending), approved: Number(r.approved) },
  };
}

/** The team's post (a deleted one is not found: only its undo reaches it, `{ deleted: true }`). */
export async function findPost(
  db: Db,
  tenantId: string,
  id: number,
  { deleted = false }: { deleted?: boolean } = {},
): Promise<AdminPost> {
  const [row] = await db
    .select(columns)
    .from(posts)
    .innerJoin(authors, eq(authors.id, posts.authorId))
    .where(
      and(
        eq(posts.tenantId, tenantId),
        eq(posts.id, id),
        deleted ? isNotNull(posts.deletedAt) : isNull(posts.deletedAt),
      ),
    )
    .limit(1);
  if (!row) throw notFound("Post not found");
  return toAdminPost(row);
}

type PostInput = ReturnType<typeof adminPostSchema.parse>;

/** Checks what the form refers to exists in this tenant; 400 naming the field otherwise. */
async function resolveRefs(db: Db, tenantId: string, input: PostInput) {
  const [author] = await db
    .select({ id: authors.id })
    .from(authors)
    .where(and(eq(authors.tenantId, tenantId), eq(authors.slug, input.author_slug)))
    .limit(1);
  if (!author)
    throw new HttpError(400, ADMIN_MESSAGES.unknownAuthor, { author_slug: ADMIN_MESSAGES.unknownAuthor });
  const categoryIds = [...new Set(input.category_ids)];
  // An id past PostgreSQL's integer range names no category (and the database would refuse the query).
  if (categoryIds.some((id) => id > MAX_ID)) {
    throw new HttpError(400, ADMIN_MESSAGES.unknownCategory, {
      category_ids: ADMIN_MESSAGES.unknownCategory,
    });
  }
  if (categoryIds.length) {
    const found = await db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.tenantId, tenantId), inArray(categories.id, categoryIds)));
    if (found.length !== categoryIds.length) {
      throw new HttpError(400, ADMIN_MESSAGES.unknownCategory, {
        category_ids: ADMIN_MESSAGES.unknownCategory,
      });
    }
  }
  const [image] = await db
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.tenantId, tenantId), eq(media.path, input.hero_image_path)))
    .limit(1);
  if (!image) {
    const message = "Upload the hero image again: it was not found";
    throw new HttpError(400, message, { hero_image_path: message });
  }
  return { authorId: author.id, categoryIds };
}

/**
 * The posts columns a form sets: the body as typed (its source and format) and, derived from it, the
 * sanitized HTML and its read time.
 */
function formColumns(input: PostInput, authorId: number) {
  const { html, readTime } = renderBody(input.body, input.body_format);
  return {
    authorId,
    slug: input.slug,
    title: input.title,
    summary: input.summary,
    body: html,
    bodySource: input.body,
    bodyFormat: input.body_format,
    readTime,
    heroImagePath: input.hero_image_path,
    heroImageAltText: input.hero_image_alt_text,
    heroImageTitle: input.hero_image_title,
    bannerTag: input.banner_tag,
    // Left out of the form: kept as they are (the SEO panel saves them on its own too).
    seoTitle: input.seo_title,
    seoDescription: input.seo_description,
    seoImage: input.seo_image,
  };
}

/** A post's categories made exactly `categoryIds` (inside the caller's transaction). */
export async function setCategories(tx: Db, tenantId: string, postId: number, categoryIds: number[]) {
  await tx
    .delete(postCategories)
    .where(and(eq(postCategories.tenantId, tenantId), eq(postCategories.postId, postId)));
  if (categoryIds.length) {
    await tx
      .insert(postCategories)
      .values(categoryIds.map((categoryId) => ({ tenantId, postId, categoryId })));
  }
}

/** After a save of a published post: its pages, old and new (slug, author), expire on the site. */
export async function refreshIfPublished(app: FastifyInstance, before: AdminPost, after: AdminPost) {
  if (before.status !== "PUBLISHED") return;
  await refreshSite(app, [
    ...postTags(
      { slug: before.slug, authorSlug: before.author.slug },
      { slug: after.slug, authorSlug: after.author.slug },
    ),
    // A renamed post's old address now redirects (lib/redirects.ts).
    ...(before.slug !== after.slug ? [CACHE_TAGS.redirects] : []),
  ]);
}

export async function assertSlugFree(db: Db, tenantId: string, slug: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(
      and(eq(posts.tenantId, tenantId), eq(posts.slug, slug), exceptId ? ne(posts.id, exceptId) : undefined),
    )
    .limit(1);
  if (clash) throw new HttpError(409, ADMIN_MESSAGES.slugTaken, { slug: ADMIN_MESSAGES.slugTaken });
}

export function slugConflict(err: unknown): never {
  if (isUniqueViolation(err))
    throw new HttpError(409, ADMIN_MESSAGES.slugTaken, { slug: ADMIN_MESSAGES.slugTaken });
  throw err;
}

export async function adminPostRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get(
    "/blog-posts",
    doc(
      "Posts, drafts included: by state (published, scheduled, draft), words of the title or address, author and category; most recently changed first, or by publication date or title",
      "posts.edit",
    ),
    async (request) => {
      const { page, size, status, q, author, category, sort } = parseInput(
        adminPostsQuerySchema,
        request.query,
      );
      const words = q ? `%${escapeLike(q)}%` : undefined;
      const where = and(
        eq(posts.tenantId, request.tenantId),
        isNull(posts.deletedAt),
        stateWhere(status),
        words ? or(ilike(posts.title, words), ilike(posts.slug, words)) : undefined,
        author ? eq(authors.slug, author) : undefined,
        category
          ? sql`exists (select 1 from ${postCategories} where ${postCategories.postId} = ${posts.id} and ${postCategories.categoryId} = ${category})`
          : undefined,
      )!;
      const order =
        sort === "title"
          ? [asc(sql`lower(${posts.title})`), asc(posts.id)]
          : sort === "published"
            ? [sql`${posts.publishedDate} desc nulls last`, desc(posts.id)]
            : [desc(posts.updatedAt), desc(posts.id)];
      const [rows, [total]] = await Promise.all([
        db
          .select(columns)
          .from(posts)
          .innerJoin(authors, eq(authors.id, posts.authorId))
          .where(where)
          .orderBy(...order)
          .limit(size)
          .offset(page * size),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(posts)
          .innerJoin(authors, eq(authors.id, posts.authorId))
          .where(where),
      ]);
      return paged(rows.map(toAdminPost), Number(total?.n ?? 0), size);
    },
  );

  app.get(
    "/blog-posts/counts",
    doc("How many posts are published, scheduled, drafts and archived", "posts.edit"),
    async (request): Promise<AdminPostCounts> => {
      const live = sql`${posts.archivedAt} is null`;
      const [row] = await db
        .select({
          all: sql<number>`(count(*) filter (where ${live}))::int`,
          published: sql<number>`(count(*) filter (where ${live} and ${posts.status} = 'PUBLISHED'))::int`,
          scheduled: sql<number>`(count(*) filter (where ${live} and ${posts.status} = 'DRAFT' and ${posts.publishAt} is not null))::int`,
          draft: sql<number>`(count(*) filter (where ${live} and ${posts.status} = 'DRAFT' and ${posts.publishAt} is null))::int`,
          archived: sql<number>`(count(*) filter (where ${posts.archivedAt} is not null))::int`,
        })
        .from(posts)
        .where(and(eq(posts.tenantId, request.tenantId), isNull(posts.deletedAt)));
      return {
        all: Number(row?.all ?? 0),
        PUBLISHED: Number(row?.published ?? 0),
        SCHEDULED: Number(row?.scheduled ?? 0),
        DRAFT: Number(row?.draft ?? 0),
        ARCHIVED: Number(row?.archived ?? 0),
      };
    },
  );

  app.get("/blog-posts/:id", doc("One post", "posts.edit"), async (request) => {
    const { id } = parseInput(idParamSchema, request.params);
    return findPost(db, request.tenantId, id);
  });

  app.post(
    "/blog-posts/preview",
    doc("Render a body as it will be stored (Markdown or HTML, sanitized)", "posts.edit", { audit: false }),
    async (request) => {
      const { body, body_format } = parseInput(adminPreviewSchema, request.body ?? {});
      const { html, readTime } = renderBody(body, body_format);
      return { html, read_time: readTime };
    },
  );

  app.get(
    "/blog-posts/deleted",
    doc(
      `Posts deleted in the last ${UNDO_DELETE_DAYS} days, most recent first: the ones an Undo can bring back`,
      "posts.edit",
    ),
    async (request): Promise<AdminDeletedItem[]> => {
      const rows = await db
        .select({ id: posts.id, title: posts.title, deletedAt: posts.deletedAt })
        .from(posts)
        .where(
          and(
            eq(posts.tenantId, request.tenantId),
            gt(posts.deletedAt, sql`now() - make_interval(days => ${UNDO_DELETE_DAYS})`),
          ),
        )
        .orderBy(desc(posts.deletedAt), desc(posts.id))
        .limit(50);
      return rows.map((r) => ({ id: r.id, title: r.title, deleted_at: isoNotNull(r.deletedAt!) }));
    },
  );

  app.post(
    "/blog-posts",
    doc("Create a post (a draft until published)", "posts.edit", { audit: "post.create" }),
    async (request) => {
      const input = parseInput(adminPostSchema, request.body ?? {});
      const { authorId, categoryIds } = await resolveRefs(db, request.tenantId, input);
      await assertSlugFree(db, request.tenantId, input.slug);
      const tenantId = request.tenantId;
      const fields = formColumns(input, authorId);
      const id = await db
        .transaction(async (tx) => {
          const [row] = await tx
            .insert(posts)
            .values({ tenantId, ...fields, status: "DRAFT" })
            .returning({ id: posts.id });
          await setCategories(tx, tenantId, row!.id, categoryIds);
          await indexSearchWords(tx, tenantId, [row!.id]);
          await postVersions.record(tx, { itemId: row!.id, by: revisionAuthor(request.principal) });
          return row!.id;
        })
        .catch(slugConflict);
      return findPost(db, tenantId, id);
    },
  );

  app.put("/blog-posts/:id", doc("Edit a post", "posts.edit", { audit: "post.update" }), async (request) => {
    const { id } = parseInput(idParamSchema, request.params);
    const tenantId = request.tenantId;
    const before = await findPost(db, tenantId, id);
    // Changing a published post changes the public page: that is publishing.
    if (before.status === "PUBLISHED" && !can(request.principal?.roles ?? [], "posts.publish")) {
      throw new HttpError(403, TEAM_MESSAGES.forbidden);
    }
    const input = parseInput(adminPostSchema, request.body ?? {});
    const { authorId, categoryIds } = await resolveRefs(db, tenantId, input);
    await assertSlugFree(db, tenantId, input.slug, id);
    const fields = formColumns(input, authorId);
    await db
      .transaction(async (tx) => {
        // Every save keeps a version (after a baseline of what an older post held, the first time).
        await lockPost(tx, tenantId, id);
        await tx
          .update(posts)
          .set({ ...fields, updatedAt: new Date() })
          .where(and(eq(posts.tenantId, tenantId), eq(posts.id, id)));
        await setCategories(tx, tenantId, id, categoryIds);
        await indexSearchWords(tx, tenantId, [id]);
        await postVersions.record(tx, { itemId: id, by: revisionAuthor(request.principal) });
        await redirectRenamedPost(tx, tenantId, before, input.slug);
      })
      .catch(slugConflict);
    const after = await findPost(db, tenantId, id);
    await refreshIfPublished(app, before, after);
    request.auditChange = { summary: after.title, before, after };
    return after;
  });

  app.put(
    "/blog-posts/:id/seo",
    doc("A post's SEO title, description and social image (empty: the post's own)", "posts.edit", {
      audit: "post.seo",
    }),
    async (request) => {
      const { id } = parseInput(idParamSchema, request.params);
      const tenantId = request.tenantId;
      const before = await findPost(db, tenantId, id);
      if (before.status === "PUBLISHED" && !can(request.principal?.roles ?? [], "posts.publish")) {
        throw new HttpError(403, TEAM_MESSAGES.forbidden);
      }
      const seo = parseInput(seoFieldsSchema, request.body ?? {});
      await db
        .update(posts)
        .set({
          seoTitle: seo.seo_title ?? null,
          seoDescription: seo.seo_description ?? null,
          seoImage: seo.seo_image ?? null,
          updatedAt: new Date(),
        })
        .where(and(eq(posts.tenantId, tenantId), eq(posts.id, id)));
      const after = await findPost(db, tenantId, id);
      if (before.status === "PUBLISHED") await refreshSite(app, [CACHE_TAGS.post(before.slug)]);
      const pick = (p: AdminPost) => ({
        seo_title: p.seo_title,
        seo_description: p.seo_description,
        seo_image: p.seo_image,
      });
      request.auditChange = { summary: after.title, before: pick(before), after: pick(after) };
      return after;
    },
  );

  async function setStatus(tenantId: string, id: number, status: PostStatus) {
    const before = await findPost(db, tenantId, id);
    if (status === "PUBLISHED" && before.archived_at) {
      throw new HttpError(400, ADMIN_MESSAGES.postArchived, { status: ADMIN_MESSAGES.postArchived });
    }
    await db
      .update(posts)
      .set({
        status,
        // The first publication dates the post; unpublishing and publishing again keeps its date.
        publishedDate: status === "PUBLISHED" ? sql`coalesce(${posts.publishedDate}, now())` : undefined,
        // Published by hand: a schedule it had is void (its job finds no moment to publish at).
        publishAt: status === "PUBLISHED" ? null : undefined,
        updatedAt: new Date(),
      })
      .where(and(eq(posts.tenantId, tenantId), eq(posts.id, id)));
    if (before.status !== status)
      await refreshSite(app, postTags({ slug: before.slug, authorSlug: before.author.slug }));
    const after = await findPost(db, tenantId, id);
    return { after, change: { summary: after.title, before: { status: before.status }, after: { status } } };
  }

  app.post(
    "/blog-posts/:id/publish",
    doc("Publish a post", "posts.publish", { audit: "post.publish" }),
    async (request) => {
      const { id } = parseInput(idParamSchema, request.params);
      const { after, change } = await setStatus(request.tenantId, id, "PUBLISHED");
      request.auditChange = change;
      return after;
    },
  );

  scheduleRoutes(app, {
    path: "/blog-posts/:id/schedule",
    access: "posts.publish",
    docs: {
      schedule: "Schedule a draft to publish itself at a moment",
      unschedule: "Cancel a draft's scheduled publishing",
    },
    audit: { schedule: "post.schedule", unschedule: "post.unschedule" },
    target: (params) => parseInput(idParamSchema, params).id,
    find: findPost,
    check(_request, _id, before) {
      if (before.status !== "DRAFT") {
        throw new HttpError(400, ADMIN_MESSAGES.scheduleNotDraft, {
          publish_at: ADMIN_MESSAGES.scheduleNotDraft,
        });
      }
      if (before.archived_at) {
        throw new HttpError(400, ADMIN_MESSAGES.postArchived, { publish_at: ADMIN_MESSAGES.postArchived });
      }
    },
    async schedule(tx, { tenantId, target: id, at, now }) {
      await tx
        .update(posts)
        .set({ publishAt: at, updatedAt: now })
        .where(and(eq(posts.tenantId, tenantId), eq(posts.id, id)));
      await enqueueScheduledPublish(tx, { tenantId, postId: id, at, now });
    },
    async unschedule(db, tenantId, id) {
      await db
        .update(posts)
        .set({ publishAt: null, updatedAt: new Date() })
        .where(and(eq(posts.tenantId, tenantId), eq(posts.id, id)));
    },
    summary: (_id, after) => ({ summary: after.title }),
  });

  app.delete(
    "/blog-posts/:id",
    doc(
      `Delete a post: off the blog and out of the team's lists, kept ${UNDO_DELETE_DAYS} days so it can be undone. A published post needs posts.publish`,
      "posts.edit",
      { audit: "post.delete" },
    ),
    async (request) => {
      const { id } = parseInput(idParamSchema, request.params);
      const tenantId = request.tenantId;
      const before = await findPost(db, tenantId, id);
      // Taking a post off the blog is unpublishing it.
      if (before.status === "PUBLISHED" && !can(request.principal?.roles ?? [], "posts.publish")) {
        throw new HttpError(403, TEAM_MESSAGES.forbidden);
      }
      // Back to a draft, so every public query (status PUBLISHED) leaves it out; its status is kept for the
      // undo. A schedule stays, and its job skips a deleted post.
      await db
        .update(posts)
        .set({ deletedAt: new Date(), deletedStatus: before.status, status: "DRAFT" })
        .where(and(eq(posts.tenantId, tenantId), eq(posts.id, id), isNull(posts.deletedAt)));
      if (before.status === "PUBLISHED")
        await refreshSite(app, postTags({ slug: before.slug, authorSlug: before.author.slug }));
      request.auditChange = {
        summary: before.title,
        before: { status: before.status },
        after: { status: "DELETED" },
      };
      return { id, title: before.title };
    },
  );

  app.post(
    "/blog-posts/:id/undelete",
    doc("Undo a post's deletion: it comes back as it was (published, scheduled or a draft)", "posts.edit", {
      audit: "post.undelete",
    }),
    async (request) => {
      const { id } = parseInput(idParamSchema, request.params);
      const tenantId = request.tenantId;
      const [row] = await db
        .select({ deletedStatus: posts.deletedStatus, deletedAt: posts.deletedAt })
        .from(posts)
        .where(and(eq(posts.tenantId, tenantId), eq(posts.id, id), isNotNull(posts.deletedAt)))
        .limit(1);
      if (!row) throw notFound("Post not found");
      const status = row.deletedStatus ?? "DRAFT";
      if (status === "PUBLISHED" && !can(request.principal?.roles ?? [], "posts.publish")) {
        throw new HttpError(403, TEAM_MESSAGES.forbidden);
      }
      await db
        .update(posts)
        .set({
          deletedAt: null,
          deletedStatus: null,
          status,
          // A schedule whose moment passed while the post was deleted is void: it comes back a draft.
          publishAt: sql`case when ${posts.publishAt} > now() then ${posts.publishAt} else null end`,
        })
        .where(and(eq(posts.tenantId, tenantId), eq(posts.id, id)));
      const after = await findPost(db, tenantId, id);
      if (status === "PUBLISHED")
        await refreshSite(app, postTags({ slug: after.slug, authorSlug: after.author.slug }));
      request.auditChange = { summary: after.title, before: { status: "DELETED" }, after: { status } };
      return after;
    },
  );

  app.post(
    "/blog-posts/:id/archive",
    doc(
      "Archive a post, as an opening is archived: back to a draft (off the blog, any schedule cancelled) and out of the default list, under its Archived filter until unarchived",
      "posts.publish",
      { audit: "post.archive" },
    ),
    async (request) => {
      const { id } = parseInput(idParamSchema, request.params);
      const tenantId = request.tenantId;
      const before = await findPost(db, tenantId, id);
      await db
        .update(posts)
        .set({ archivedAt: new Date(), status: "DRAFT", publishAt: null, updatedAt: new Date() })
        .where(and(eq(posts.tenantId, tenantId), eq(posts.id, id), isNull(posts.archivedAt)));
      if (before.status === "PUBLISHED")
        await refreshSite(app, postTags({ slug: before.slug, authorSlug: before.author.slug }));
      const after = await findPost(db, tenantId, id);
      request.auditChange = {
        summary: after.title,
        before: { status: before.status, publish_at: before.publish_at },
        after: { archived: true, status: "DRAFT" },
      };
      return after;
    },
  );

  app.post(
    "/blog-posts/:id/unarchive",
    doc("Unarchive a post: back in the list, a draft until someone publishes it", "posts.publish", {
      audit: "post.unarchive",
    }),
    async (request) => {
      const { id } = parseInput(idParamSchema, request.params);
      const tenantId = request.tenantId;
      await findPost(db, tenantId, id);
      await db
        .update(posts)
        .set({ archivedAt: null, updatedAt: new Date() })
        .where(and(eq(posts.tenantId, tenantId), eq(posts.id, id)));
      const after = await findPost(db, tenantId, id);
      request.auditChange = { summary: after.title, before: { archived: true }, after: { archived: false } };
      return after;
    },
  );

  app.post(
    "/blog-posts/:id/unpublish",
    doc("Take a post back to draft", "posts.publish", { audit: "post.unpublish" }),
    async (request) => {
      const { id } = parseInput(idParamSchema, request.params);
      const { after, change } = await setStatus(request.tenantId, id, "DRAFT");
      request.auditChange = change;
      return after;
    },
  );
}
