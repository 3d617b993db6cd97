/**
 * Editorial power for posts (issue 21): preview links of a draft, and a post's versions with restore
 * (the publishing engine's version routes, lib/publishing).
 * Who may: whoever may edit the post (posts.edit; a published post's restore needs posts.publish too, as
 * its edit does). Every write is audited.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { and, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
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
import { authors, categories, postPreviewLinks, postRevisions, posts } from "../../db/schema";
import { indexSearchWords } from "../../db/search-words";
import { HttpError, notFound, parseInput } from "../../lib/http-error";
import { postVersions } from "../../lib/publishing/posts";
import { versionRoutes } from "../../lib/publishing/routes";
import { revisionAuthor, versionSummary } from "../../lib/publishing/versions";
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

  // ── Versions (the publishing engine's) ──

  type Plan = {
    before: AdminPost;
    version: typeof postRevisions.$inferSelect;
    authorId: number;
    categoryIds: number[];
  };
  versionRoutes<"save", typeof postRevisions.$inferSelect, Plan>(app, {
    path: "/blog-posts/:id/revisions",
    what: "a post",
    access: "posts.edit",
    audit: "post.restore",
    store: postVersions,
    item: (params) => {
      const { id } = parseInput(idParamSchema, params);
      return { where: sql`id = ${id}`, missing: "Post not found", id };
    },
    number: (params) => parseInput(revisionParamSchema, params).number,
    summary: {
      pick: { title: postRevisions.title },
      answer: (r): AdminRevisionSummary => ({ ...versionSummary(r), title: r.title }),
    },
    version: (r): AdminRevision => ({
      ...versionSummary(r),
      title: r.title,
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
    }),
    restore: {
      async prepare(request, { tenantId, itemId }, read) {
        const before = await findPost(db, tenantId, itemId);
        assertMayChange(request, before);
        const version = await read();
        const [author] = await db
          .select({ id: authors.id })
          .from(authors)
          .where(and(eq(authors.tenantId, tenantId), eq(authors.slug, version.authorSlug)))
          .limit(1);
        if (!author) {
          throw new HttpError(400, EDITORIAL_MESSAGES.restoreAuthorGone, {
            author_slug: EDITORIAL_MESSAGES.restoreAuthorGone,
          });
        }
        // A category removed since is left out; the others come back.
        const categoryIds = version.categoryIds.length
          ? (
              await db
                .select({ id: categories.id })
                .from(categories)
                .where(and(eq(categories.tenantId, tenantId), inArray(categories.id, version.categoryIds)))
            ).map((c) => c.id)
          : [];
        await assertSlugFree(db, tenantId, version.slug, itemId);
        return { before, version, authorId: author.id, categoryIds };
      },
      async apply(tx, { tenantId, itemId }, { before, version, authorId, categoryIds }) {
        // The HTML is derived again from what was typed (an older version's source is its sanitized
        // HTML), so today's allow-list applies to an old version and the editor gets its Markdown back.
        const source = version.bodySource ?? version.body;
        const format = version.bodySource === null ? "html" : version.bodyFormat;
        const body = renderRichText(source, format);
        await tx
          .update(posts)
          .set({
            authorId,
            slug: version.slug,
            title: version.title,
            summary: version.summary,
            body,
            bodySource: source,
            bodyFormat: format,
            readTime: readTimeMinutes(body),
            heroImagePath: version.heroImagePath,
            heroImageAltText: version.heroImageAltText,
            heroImageTitle: version.heroImageTitle,
            bannerTag: version.bannerTag,
            updatedAt: new Date(),
          })
          .where(and(eq(posts.tenantId, tenantId), eq(posts.id, itemId)));
        await setCategories(tx, tenantId, itemId, categoryIds);
        await indexSearchWords(tx, tenantId, [itemId]);
        await redirectRenamedPost(tx, tenantId, before, version.slug);
      },
      failed: slugConflict,
      async finish(request, { tenantId, itemId, number }, { before }) {
        const after = await findPost(db, tenantId, itemId);
        await refreshIfPublished(app, before, after);
        request.auditChange = { summary: `${after.title} (version ${number} restored)`, before, after };
        return after;
      },
    },
  });
}
