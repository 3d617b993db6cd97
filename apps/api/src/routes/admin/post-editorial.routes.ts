/**
 * Editorial power for posts (issue 21): preview links of a draft, and a post's versions with restore.
 * Who may: whoever may edit the post (posts.edit; a published post's restore needs posts.publish too, as
 * its edit does). Every write is audited.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { and, desc, eq, gt, inArray, isNull } from "drizzle-orm";
import {
  can,
  EDITORIAL_MESSAGES,
  idParamSchema,
  previewLinkParamSchema,
  previewLinkRequestSchema,
  readTimeMinutes,
  revisionParamSchema,
  TEAM_MESSAGES,
  type AdminPost,
  type AdminPreviewLink,
  type AdminRevision,
  type AdminRevisionSummary,
} from "@site/contract";
import { renderRichText } from "@site/rich-text/markdown";
import type { Db } from "../../db/client";
import { authors, categories, postPreviewLinks, postRevisions, posts } from "../../db/schema";
import { indexSearchWords } from "../../db/search-words";
import { HttpError, notFound, parseInput } from "../../lib/http-error";
import { lockWithBaseline, recordRevision, revisionAuthor } from "../../lib/post-revisions";
import { previewToken } from "../../lib/preview-links";
import { redirectRenamedPost } from "../../lib/redirects";
import { assertSlugFree, findPost, refreshIfPublished, setCategories, slugConflict } from "./posts.routes";
import { doc, isoNotNull } from "./shared";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Changing a published post changes the public page: that is publishing (as PUT /blog-posts/:id). */
function assertMayChange(request: FastifyRequest, post: AdminPost) {
  if (post.status === "PUBLISHED" && !can(request.principal?.roles ?? [], "posts.publish")) {
    throw new HttpError(403, TEAM_MESSAGES.forbidden);
  }
}

const summaryColumns = {
  number: postRevisions.number,
  title: postRevisions.title,
  createdAt: postRevisions.createdAt,
  createdBy: postRevisions.createdByLabel,
  restoredFrom: postRevisions.restoredFrom,
};

function toSummary(r: {
  number: number;
  title: string;
  createdAt: Date;
  createdBy: string;
  restoredFrom: number | null;
}): AdminRevisionSummary {
  return {
    number: r.number,
    title: r.title,
    created_at: isoNotNull(r.createdAt),
    created_by: r.createdBy,
    restored_from: r.restoredFrom,
  };
}

async function findRevision(
  db: Db,
  tenantId: string,
  postId: number,
  number: number,
): Promise<AdminRevision> {
  const [r] = await db
    .select()
    .from(postRevisions)
    .where(
      and(
        eq(postRevisions.tenantId, tenantId),
        eq(postRevisions.postId, postId),
        eq(postRevisions.number, number),
      ),
    )
    .limit(1);
  if (!r) throw notFound("Version not found");
  return {
    ...toSummary({ ...r, createdBy: r.createdByLabel }),
    slug: r.slug,
    summary: r.summary,
    body: r.body,
    body_source: r.bodySource ?? r.body,
    body_format: r.bodySource === null ? "html" : r.bodyFormat,
    author_slug: r.authorSlug,
    category_ids: r.categoryIds,
    banner_tag: r.bannerTag,
    hero_image_path: r.heroImagePath,
    hero_image_alt_text: r.heroImageAltText,
    hero_image_title: r.heroImageTitle,
  };
}

export async function adminPostEditorialRoutes(app: FastifyInstance) {
  const { db } = app;
  const secret = app.config.REVALIDATE_SECRET;

  // ── Preview links ──

  app.get(
    "/blog-posts/:id/preview-links",
    doc("A post's preview links that still work, newest first", "posts.edit"),
    async (request): Promise<AdminPreviewLink[]> => {
      const { id } = parseInput(idParamSchema, request.params);
      const tenantId = request.tenantId;
      await findPost(db, tenantId, id);
      const rows = await db
        .select()
        .from(postPreviewLinks)
        .where(
          and(
            eq(postPreviewLinks.tenantId, tenantId),
            eq(postPreviewLinks.postId, id),
            isNull(postPreviewLinks.revokedAt),
            gt(postPreviewLinks.expiresAt, new Date()),
          ),
        )
        .orderBy(desc(postPreviewLinks.createdAt), desc(postPreviewLinks.id));
      return rows.map((r) => ({
        id: r.id,
        token: previewToken(secret, tenantId, r.id),
        created_at: isoNotNull(r.createdAt),
        created_by: r.createdByLabel,
        expires_at: isoNotNull(r.expiresAt),
      }));
    },
  );

  app.post(
    "/blog-posts/:id/preview-links",
    doc("Create a preview link of a draft (7 days unless expires_in_days says 1 to 30)", "posts.edit", {
      audit: "post.preview_link.create",
    }),
    async (request): Promise<AdminPreviewLink> => {
      const { id } = parseInput(idParamSchema, request.params);
      const { expires_in_days } = parseInput(previewLinkRequestSchema, request.body ?? {});
      const tenantId = request.tenantId;
      const post = await findPost(db, tenantId, id);
      if (post.status !== "DRAFT") {
        throw new HttpError(400, EDITORIAL_MESSAGES.previewNotDraft, {
          expires_in_days: EDITORIAL_MESSAGES.previewNotDraft,
        });
      }
      const now = new Date();
      const by = revisionAuthor(request.principal);
      const [row] = await db
        .insert(postPreviewLinks)
        .values({
          tenantId,
          postId: id,
          createdByUserId: by.userId,
          createdByLabel: by.label,
          createdAt: now,
          expiresAt: new Date(now.getTime() + expires_in_days * DAY_MS),
        })
        .returning();
      const link = {
        id: row!.id,
        token: previewToken(secret, tenantId, row!.id),
        created_at: isoNotNull(row!.createdAt),
        created_by: row!.createdByLabel,
        expires_at: isoNotNull(row!.expiresAt),
      };
      request.auditChange = {
        summary: post.title,
        after: { preview_link: link.id, expires_at: link.expires_at },
      };
      return link;
    },
  );

  app.delete(
    "/blog-posts/:id/preview-links/:link",
    doc("Revoke a preview link: it stops working at once", "posts.edit", {
      audit: "post.preview_link.revoke",
    }),
    async (request) => {
      const { id, link } = parseInput(previewLinkParamSchema, request.params);
      const tenantId = request.tenantId;
      const post = await findPost(db, tenantId, id);
      const [row] = await db
        .update(postPreviewLinks)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(postPreviewLinks.tenantId, tenantId),
            eq(postPreviewLinks.postId, id),
            eq(postPreviewLinks.id, link),
            isNull(postPreviewLinks.revokedAt),
          ),
        )
        .returning({ id: postPreviewLinks.id });
      if (!row) throw notFound("Preview link not found");
      request.auditChange = { summary: post.title, before: { preview_link: link }, after: { revoked: true } };
      return { revoked: link };
    },
  );

  // ── Versions ──

  app.get(
    "/blog-posts/:id/revisions",
    doc("A post's versions, newest first: number, who and when", "posts.edit", { audit: false }),
    async (request): Promise<AdminRevisionSummary[]> => {
      const { id } = parseInput(idParamSchema, request.params);
      const tenantId = request.tenantId;
      // A post saved before versions existed shows its current content as version 1.
      const found = await db.transaction((tx) => lockWithBaseline(tx, tenantId, id));
      if (!found) throw notFound("Post not found");
      const rows = await db
        .select(summaryColumns)
        .from(postRevisions)
        .where(and(eq(postRevisions.tenantId, tenantId), eq(postRevisions.postId, id)))
        .orderBy(desc(postRevisions.number));
      return rows.map(toSummary);
    },
  );

  app.get(
    "/blog-posts/:id/revisions/:number",
    doc("One version of a post with its fields as saved", "posts.edit"),
    async (request): Promise<AdminRevision> => {
      const { id, number } = parseInput(revisionParamSchema, request.params);
      return findRevision(db, request.tenantId, id, number);
    },
  );

  app.post(
    "/blog-posts/:id/revisions/:number/restore",
    doc("Restore a version: its content becomes the post's, as a new version", "posts.edit", {
      audit: "post.restore",
    }),
    async (request) => {
      const { id, number } = parseInput(revisionParamSchema, request.params);
      const tenantId = request.tenantId;
      const before = await findPost(db, tenantId, id);
      assertMayChange(request, before);
      const version = await findRevision(db, tenantId, id, number);
      const [author] = await db
        .select({ id: authors.id })
        .from(authors)
        .where(and(eq(authors.tenantId, tenantId), eq(authors.slug, version.author_slug)))
        .limit(1);
      if (!author) {
        throw new HttpError(400, EDITORIAL_MESSAGES.restoreAuthorGone, {
          author_slug: EDITORIAL_MESSAGES.restoreAuthorGone,
        });
      }
      // A category removed since is left out; the others come back.
      const categoryIds = version.category_ids.length
        ? (
            await db
              .select({ id: categories.id })
              .from(categories)
              .where(and(eq(categories.tenantId, tenantId), inArray(categories.id, version.category_ids)))
          ).map((c) => c.id)
        : [];
      await assertSlugFree(db, tenantId, version.slug, id);
      // The HTML is derived again from what was typed (an older version's source is its sanitized HTML), so
      // today's allow-list applies to an old version and the editor gets its Markdown back.
      const body = renderRichText(version.body_source, version.body_format);
      await db
        .transaction(async (tx) => {
          await lockWithBaseline(tx, tenantId, id);
          await tx
            .update(posts)
            .set({
              authorId: author.id,
              slug: version.slug,
              title: version.title,
              summary: version.summary,
              body,
              bodySource: version.body_source,
              bodyFormat: version.body_format,
              readTime: readTimeMinutes(body),
              heroImagePath: version.hero_image_path,
              heroImageAltText: version.hero_image_alt_text,
              heroImageTitle: version.hero_image_title,
              bannerTag: version.banner_tag,
              updatedAt: new Date(),
            })
            .where(and(eq(posts.tenantId, tenantId), eq(posts.id, id)));
          await setCategories(tx, tenantId, id, categoryIds);
          await indexSearchWords(tx, tenantId, [id]);
          await recordRevision(tx, {
            tenantId,
            postId: id,
            by: revisionAuthor(request.principal),
            restoredFrom: number,
          });
          await redirectRenamedPost(tx, tenantId, before, version.slug);
        })
        .catch(slugConflict);
      const after = await findPost(db, tenantId, id);
      await refreshIfPublished(app, before, after);
      request.auditChange = { summary: `${after.title} (version ${number} restored)`, before, after };
      return after;
    },
  );
}
