import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { authorSchema, authorSlugQuerySchema, type Author, type SocialType } from "@site/contract";
import type { Db } from "../../db/client";
import { authorSocialLinks, authors, posts } from "../../db/schema";
import { docs } from "../../lib/docs";
import { notFound, parseInput } from "../../lib/http-error";

/** Authors of a tenant (all, or the one with `slug`) with their published article counts and social links. */
async function findAuthors(db: Db, tenantId: string, slug?: string): Promise<Author[]> {
  const conditions = [eq(authors.tenantId, tenantId)];
  if (slug) conditions.push(eq(authors.slug, slug));
  const rows = await db
    .select({
      id: authors.id,
      fullName: authors.fullName,
      slug: authors.slug,
      bio: authors.bio,
      avatarPath: authors.avatarPath,
      // Qualified by hand: drizzle leaves columns of a one-table select unqualified, and "id" would bind to p.
      articles: sql<number>`(
        select count(*)::int from ${posts} p
        where p.author_id = "authors"."id" and p.status = 'PUBLISHED' and p.tenant_id = ${tenantId}
      )`,
    })
    .from(authors)
    .where(and(...conditions))
    .orderBy(asc(authors.fullName), asc(authors.id));
  if (rows.length === 0) return [];
  const links = await db
    .select({
      authorId: authorSocialLinks.authorId,
      type: authorSocialLinks.socialMediaType,
      link: authorSocialLinks.socialLink,
    })
    .from(authorSocialLinks)
    .where(
      and(
        eq(authorSocialLinks.tenantId, tenantId),
        inArray(
          authorSocialLinks.authorId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(authorSocialLinks.position), asc(authorSocialLinks.id));
  return rows.map((r) => ({
    full_name: r.fullName,
    slug: r.slug,
    avatar: { file_path: r.avatarPath },
    bio: r.bio,
    number_of_articles: Number(r.articles),
    social_media_link: links
      .filter((l) => l.authorId === r.id)
      .map((l) => ({ social_media_type: l.type as SocialType, social_link: l.link })),
  }));
}

export async function blogAuthorRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get(
    "/blog-authors",
    {
      schema: docs({
        summary: "Every author with published article count and social links",
        tags: ["blog"],
        response: z.array(authorSchema),
        errors: [400, 404],
      }),
    },
    async (request) => findAuthors(db, request.tenantId),
  );

  app.get(
    "/blog-authors/author",
    {
      schema: docs({
        summary: "One author by slug",
        tags: ["blog"],
        query: authorSlugQuerySchema,
        response: authorSchema,
        errors: [400, 404],
      }),
    },
    async (request) => {
      const { author_slug } = parseInput(authorSlugQuerySchema, request.query);
      const [author] = await findAuthors(db, request.tenantId, author_slug);
      if (!author) throw notFound("No author has this slug");
      return author;
    },
  );
}
