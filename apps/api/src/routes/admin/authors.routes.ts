import type { FastifyInstance } from "fastify";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import {
  ADMIN_MESSAGES,
  adminAuthorSchema,
  idParamSchema,
  type AdminAuthor,
  type SocialLink,
  CACHE_TAGS,
} from "@site/contract";
import type { Db } from "../../db/client";
import { authors, authorSocialLinks, media, posts } from "../../db/schema";
import { avatarSvg } from "../../db/seed/data/svg";
import { HttpError, notFound, parseInput } from "../../lib/http-error";
import { doc, isUniqueViolation, refreshSite } from "./shared";

// The outer column is spelled out: Drizzle leaves columns unqualified in a one-table select, and inside
// the subquery a bare "id" would bind to the inner table.
const publishedCount = sql<number>`(select count(*)::int from ${posts} p where p.author_id = "authors"."id" and p.status = 'PUBLISHED')`;
const socialJson = sql<SocialLink[]>`coalesce((
  select json_agg(json_build_object('social_media_type', s.social_media_type, 'social_link', s.social_link) order by s.position, s.id)
  from ${authorSocialLinks} s where s.author_id = "authors"."id"
), '[]'::json)`;

const columns = {
  id: authors.id,
  slug: authors.slug,
  fullName: authors.fullName,
  bio: authors.bio,
  avatarPath: authors.avatarPath,
  social: socialJson,
  articles: publishedCount,
};

function toAdminAuthor(r: {
  id: number;
  slug: string;
  fullName: string;
  bio: string;
  avatarPath: string;
  social: SocialLink[];
  articles: number;
}): AdminAuthor {
  return {
    id: r.id,
    slug: r.slug,
    full_name: r.fullName,
    bio: r.bio,
    avatar_path: r.avatarPath,
    social_media_link: r.social,
    number_of_articles: Number(r.articles),
  };
}

async function findAuthor(db: Db, tenantId: string, id: number): Promise<AdminAuthor> {
  const [row] = await db
    .select(columns)
    .from(authors)
    .where(and(eq(authors.tenantId, tenantId), eq(authors.id, id)))
    .limit(1);
  if (!row) throw notFound("Author not found");
  return toAdminAuthor(row);
}

const slugTaken = () =>
  new HttpError(409, ADMIN_MESSAGES.authorSlugTaken, { slug: ADMIN_MESSAGES.authorSlugTaken });

async function assertSlugFree(db: Db, tenantId: string, slug: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: authors.id })
    .from(authors)
    .where(
      and(
        eq(authors.tenantId, tenantId),
        eq(authors.slug, slug),
        exceptId ? ne(authors.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw slugTaken();
}

async function assertMediaExists(db: Db, tenantId: string, path: string) {
  const [row] = await db
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.tenantId, tenantId), eq(media.path, path)))
    .limit(1);
  if (!row) {
    const message = "Upload the picture again: it was not found";
    throw new HttpError(400, message, { avatar_path: message });
  }
}

export async function adminAuthorRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get(
    "/authors",
    doc("Every author with their published article count", ["posts.edit", "taxonomy"]),
    async (request) => {
      const rows = await db
        .select(columns)
        .from(authors)
        .where(eq(authors.tenantId, request.tenantId))
        .orderBy(asc(authors.fullName), asc(authors.id));
      return rows.map(toAdminAuthor);
    },
  );

  app.get("/authors/:id", doc("One author", ["posts.edit", "taxonomy"]), async (request) => {
    const { id } = parseInput(idParamSchema, request.params);
    return findAuthor(db, request.tenantId, id);
  });

  app.post(
    "/authors",
    doc("Create an author (an initials avatar is drawn when none is uploaded)", "taxonomy", {
      audit: "author.create",
    }),
    async (request) => {
      const input = parseInput(adminAuthorSchema, request.body ?? {});
      const tenantId = request.tenantId;
      await assertSlugFree(db, tenantId, input.slug);
      if (input.avatar_path) await assertMediaExists(db, tenantId, input.avatar_path);
      const id = await db
        .transaction(async (tx) => {
          let avatarPath = input.avatar_path;
          if (!avatarPath) {
            avatarPath = `/media/authors/${input.slug}.svg`;
            const svg = Buffer.from(
              avatarSvg({ slug: input.slug, full_name: input.full_name, bio: input.bio, social: [] }),
            );
            await tx
              .insert(media)
              .values({
                tenantId,
                path: avatarPath,
                contentType: "image/svg+xml",
                sizeBytes: svg.length,
                content: svg,
              })
              .onConflictDoUpdate({
                target: [media.tenantId, media.path],
                set: {
                  content: svg,
                  sizeBytes: svg.length,
                  contentType: "image/svg+xml",
                  updatedAt: new Date(),
                },
              });
          }
          const [row] = await tx
            .insert(authors)
            .values({ tenantId, slug: input.slug, fullName: input.full_name, bio: input.bio, avatarPath })
            .returning({ id: authors.id });
          if (input.social_media_link.length) {
            await tx.insert(authorSocialLinks).values(
              input.social_media_link.map((s, position) => ({
                tenantId,
                authorId: row!.id,
                socialMediaType: s.social_media_type,
                socialLink: s.social_link,
                position,
              })),
            );
          }
          return row!.id;
        })
        .catch((err) => {
          throw isUniqueViolation(err) ? slugTaken() : err;
        });
      await refreshSite(app, [CACHE_TAGS.authors]);
      return findAuthor(db, tenantId, id);
    },
  );

  app.put("/authors/:id", doc("Edit an author", "taxonomy", { audit: "author.update" }), async (request) => {
    const { id } = parseInput(idParamSchema, request.params);
    const tenantId = request.tenantId;
    const before = await findAuthor(db, tenantId, id);
    const input = parseInput(adminAuthorSchema, request.body ?? {});
    await assertSlugFree(db, tenantId, input.slug, id);
    if (input.avatar_path) await assertMediaExists(db, tenantId, input.avatar_path);
    await db
      .transaction(async (tx) => {
        await tx
          .update(authors)
          .set({
            slug: input.slug,
            fullName: input.full_name,
            bio: input.bio,
            avatarPath: input.avatar_path ?? before.avatar_path,
          })
          .where(and(eq(authors.tenantId, tenantId), eq(authors.id, id)));
        await tx
          .delete(authorSocialLinks)
          .where(and(eq(authorSocialLinks.tenantId, tenantId), eq(authorSocialLinks.authorId, id)));
        if (input.social_media_link.length) {
          await tx.insert(authorSocialLinks).values(
            input.social_media_link.map((s, position) => ({
              tenantId,
              authorId: id,
              socialMediaType: s.social_media_type,
              socialLink: s.social_link,
              position,
            })),
          );
        }
      })
      .catch((err) => {
        throw isUniqueViolation(err) ? slugTaken() : err;
      });
    // The author's name shows on every post card of theirs.
    await refreshSite(app, [
      CACHE_TAGS.authors,
      CACHE_TAGS.author(before.slug),
      CACHE_TAGS.author(input.slug),
      CACHE_TAGS.posts,
    ]);
    const after = await findAuthor(db, tenantId, id);
    request.auditChange = { summary: after.full_name, before, after };
    return after;
  });

  app.delete(
    "/authors/:id",
    doc("Delete an author who has no posts", "taxonomy", { audit: "author.delete" }),
    async (request) => {
      const { id } = parseInput(idParamSchema, request.params);
      const tenantId = request.tenantId;
      const author = await findAuthor(db, tenantId, id);
      const [own] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(posts)
        .where(and(eq(posts.tenantId, tenantId), eq(posts.authorId, id)));
      if (Number(own?.n ?? 0) > 0) throw new HttpError(409, ADMIN_MESSAGES.authorHasPosts);
      await db.delete(authors).where(and(eq(authors.tenantId, tenantId), eq(authors.id, id)));
      request.auditChange = { summary: author.full_name, before: author };
      await refreshSite(app, [CACHE_TAGS.authors, CACHE_TAGS.author(author.slug)]);
      return { id };
    },
  );
}
