import { eq } from "drizzle-orm";
import { readTimeMinutes, toMinorUnits } from "@site/contract";
import type { Db } from "../client";
import { indexSearchWords } from "../search-words";
import { fillMarketingContent } from "./marketing";
import { fillPageSeo } from "./page-seo";
import {
  authorSocialLinks,
  authors,
  careers,
  categories,
  comments,
  media,
  postCategories,
  posts,
  tenants,
} from "../schema";
import { avatarSvg, heroSvg } from "./data/svg";
import type { SeedAuthor, SeedData, SeedPost } from "./data/types";

export type SeedArt = {
  heroSvg: (post: SeedPost, index: number) => string;
  avatarSvg: (author: SeedAuthor) => string;
};

export type SeedOptions = {
  /** The tenant's display name (defaults to its id). */
  name?: string;
  /** The artwork stored as each post's hero and each author's avatar. */
  art?: SeedArt;
};

export const heroPath = (slug: string) => `/media/blog/${slug}.svg`;
export const avatarPath = (slug: string) => `/media/authors/${slug}.svg`;

const SVG = "image/svg+xml";

export type SeedResult = {
  seeded: boolean;
  /** Seed category id → database id. */
  categoryIds: Map<number, number>;
  /** Post slug → database id. */
  postIds: Map<string, number>;
};

/**
 * Loads seed content (defaultSeedData unless given) into a tenant, creating the tenant when it does not exist. Runs in one transaction;
 * a tenant that already has authors is left as it is (seeded: false), so calling it twice is harmless.
 * The marketing pages' content (FAQ, services…) comes from db/seed/marketing.ts whatever `data` is.
 * Deterministic: the same data gives the same rows, dates and counters.
 *
 *   await seedTenant(db, "default", defaultSeedData, { name: "Cobaltline" });
 */
export async function seedTenant(
  db: Db,
  tenantId: string,
  data?: SeedData,
  options: SeedOptions = {},
): Promise<SeedResult> {
  // Loaded on demand: tests seed their own small fixtures and never pay for the full content set.
  const content = data ?? (await import("./data")).defaultSeedData;
  const art = options.art ?? { heroSvg, avatarSvg };
  return db.transaction(async (tx) => {
    const result: SeedResult = { seeded: false, categoryIds: new Map(), postIds: new Map() };
    await tx
      .insert(tenants)
      .values({ id: tenantId, name: options.name ?? tenantId })
      .onConflictDoNothing();
    await fillMarketingContent(tx, [tenantId]);
    await fillPageSeo(tx, [tenantId]);
    const [existing] = await tx
      .select({ id: authors.id })
      .from(authors)
      .where(eq(authors.tenantId, tenantId))
      .limit(1);
    if (existing) return result;

    for (const c of content.categories) {
      const [row] = await tx
        .insert(categories)
        .values({ tenantId, name: c.name })
        .returning({ id: categories.id });
      result.categoryIds.set(c.id, row!.id);
    }

    const authorIds = new Map<string, number>();
    for (const a of content.authors) {
      const [row] = await tx
        .insert(authors)
        .values({ tenantId, slug: a.slug, fullName: a.full_name, bio: a.bio, avatarPath: avatarPath(a.slug) })
        .returning({ id: authors.id });
      authorIds.set(a.slug, row!.id);
      if (a.social.length) {
        await tx.insert(authorSocialLinks).values(
          a.social.map((s, position) => ({
            tenantId,
            authorId: row!.id,
            socialMediaType: s.social_media_type,
            socialLink: s.social_link,
            position,
          })),
        );
      }
      await putMedia(tx, tenantId, avatarPath(a.slug), SVG, art.avatarSvg(a));
    }

    for (const [index, p] of content.posts.entries()) {
      const authorId = authorIds.get(p.author);
      if (authorId === undefined)
        throw new Error(`Seed post "${p.slug}" names an unknown author "${p.author}"`);
      const published = new Date(p.published_date);
      const [row] = await tx
        .insert(posts)
        .values({
          tenantId,
          authorId,
          slug: p.slug,
          title: p.title,
          summary: p.summary,
          body: p.body,
          readTime: readTimeMinutes(p.body),
          heroImagePath: heroPath(p.slug),
          heroImageAltText: p.hero_image_alt_text,
          heroImageTitle: p.hero_image_title,
          bannerTag: p.banner_tag,
          status: "PUBLISHED",
          publishedDate: published,
          likeCount: p.like_count,
          viewCount: p.view_count,
          ratingSum: p.rating_sum,
          ratingCount: p.rating_count,
          createdAt: published,
          updatedAt: published,
        })
        .returning({ id: posts.id });
      const postId = row!.id;
      result.postIds.set(p.slug, postId);
      const categoryIds = p.categories.map((id) => {
        const dbId = result.categoryIds.get(id);
        if (dbId === undefined) throw new Error(`Seed post "${p.slug}" names an unknown category ${id}`);
        return dbId;
      });
      if (categoryIds.length) {
        await tx
          .insert(postCategories)
          .values(categoryIds.map((categoryId) => ({ tenantId, postId, categoryId })));
      }
      if (p.comments.length) {
        await tx.insert(comments).values(
          p.comments.map((c) => ({
            tenantId,
            postId,
            senderName: c.name,
            senderEmail: c.email,
            content: c.content,
            authorCommentContent: c.reply ?? null,
            status: c.status,
            createdAt: new Date(c.created_date),
            moderatedAt: c.status === "PENDING" ? null : new Date(c.created_date),
          })),
        );
      }
      await putMedia(tx, tenantId, heroPath(p.slug), SVG, art.heroSvg(p, index));
    }
    await indexSearchWords(tx, tenantId);

    for (const c of content.careers) {
      const updated = new Date(c.updated_date);
      await tx.insert(careers).values({
        tenantId,
        title: c.title,
        status: c.status,
        positionArrangement: c.position_arrangement,
        jobDescription: c.job_description,
        published: true,
        payMin: c.pay ? toMinorUnits(c.pay.min) : null,
        payMax: c.pay ? toMinorUnits(c.pay.max) : null,
        payCurrency: c.pay?.currency ?? null,
        payPeriod: c.pay?.period ?? null,
        createdAt: updated,
        updatedAt: updated,
        postedAt: updated,
      });
    }
    result.seeded = true;
    return result;
  });
}

/** Stores (or replaces) one media file at a site-relative path. */
export async function putMedia(
  db: Pick<Db, "insert">,
  tenantId: string,
  path: string,
  contentType: string,
  body: string | Buffer,
) {
  const content = typeof body === "string" ? Buffer.from(body, "utf8") : body;
  await db
    .insert(media)
    .values({ tenantId, path, contentType, sizeBytes: content.length, content })
    .onConflictDoUpdate({
      target: [media.tenantId, media.path],
      set: { contentType, sizeBytes: content.length, content, updatedAt: new Date() },
    });
}
