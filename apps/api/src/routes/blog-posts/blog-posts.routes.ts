import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  API_ERRORS,
  blogPostSchema,
  blogPostSummarySchema,
  BlogFilterError,
  likeResultSchema,
  pagedSchema,
  parseBlogFilter,
  popularPostsQuerySchema,
  publishedPostsQuerySchema,
  ratingBodySchema,
  ratingQuerySchema,
  ratingResultSchema,
  slugQuerySchema,
  viewResultSchema,
  type BlogFilter,
} from "@site/contract";
import { docs } from "../../lib/docs";
import { HttpError, notFound, parseInput } from "../../lib/http-error";
import {
  addRating,
  incrementCounter,
  popularPosts,
  publishedPage,
  publishedPostBySlug,
} from "./blog-posts.queries";

const NO_POST = "No published post has this slug";

function parseFilter(raw: string | undefined): BlogFilter {
  if (!raw) return {};
  try {
    const filter = parseBlogFilter(raw);
    if (filter.title?.includes("\u0000")) throw new BlogFilterError("title holds a NUL character");
    return filter;
  } catch (e) {
    if (e instanceof BlogFilterError) throw new HttpError(400, API_ERRORS.badFilter, { filter: e.message });
    throw e;
  }
}

export async function blogPostRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get(
    "/blog-posts/published",
    {
      schema: docs({
        summary: "Published posts, paged (page is 0-based), sorted by date, narrowed by the filter string",
        tags: ["blog"],
        query: publishedPostsQuerySchema,
        response: pagedSchema(blogPostSummarySchema),
        errors: [400, 404],
      }),
    },
    async (request) => {
      // The filter string is checked whole before anything else, so no part of it reaches SQL unparsed.
      const rawFilter = (request.query as { filter?: unknown }).filter;
      if (rawFilter !== undefined && typeof rawFilter !== "string") {
        throw new HttpError(400, API_ERRORS.badFilter, { filter: "filter must be given once" });
      }
      const filter = parseFilter(rawFilter);
      const query = parseInput(publishedPostsQuerySchema, request.query);
      return publishedPage(db, request.tenantId, { ...query, filter });
    },
  );

  app.get(
    "/blog-posts/popular",
    {
      schema: docs({
        summary: "The most viewed published posts",
        tags: ["blog"],
        query: popularPostsQuerySchema,
        response: z.array(blogPostSummarySchema),
        errors: [400, 404],
      }),
    },
    async (request) => {
      const { size } = parseInput(popularPostsQuerySchema, request.query);
      return popularPosts(db, request.tenantId, size);
    },
  );

  app.get(
    "/blog-posts/article/slug",
    {
      schema: docs({
        summary: "A published post with its approved comments, oldest first",
        tags: ["blog"],
        query: slugQuerySchema,
        response: blogPostSchema,
        errors: [400, 404],
      }),
    },
    async (request) => {
      const { slug_name } = parseInput(slugQuerySchema, request.query);
      const post = await publishedPostBySlug(db, request.tenantId, slug_name);
      if (!post) throw notFound(NO_POST);
      return post;
    },
  );

  const writeConfig = { rateLimit: app.writeLimit };

  app.post(
    "/blog-posts/like-article",
    {
      config: writeConfig,
      schema: docs({
        summary: "Adds one like (atomic); the body is empty",
        tags: ["blog"],
        query: slugQuerySchema,
        response: likeResultSchema,
        errors: [400, 404, 429],
      }),
    },
    async (request) => {
      const { slug_name } = parseInput(slugQuerySchema, request.query);
      const likeCount = await incrementCounter(db, request.tenantId, slug_name, "likeCount");
      if (likeCount === undefined) throw notFound(NO_POST);
      return { like_count: likeCount };
    },
  );

  app.post(
    "/blog-posts/view-article",
    {
      config: writeConfig,
      schema: docs({
        summary: "Counts one view (atomic)",
        tags: ["blog"],
        query: slugQuerySchema,
        response: viewResultSchema,
        errors: [400, 404, 429],
      }),
    },
    async (request) => {
      const { slug_name } = parseInput(slugQuerySchema, request.query);
      const viewCount = await incrementCounter(db, request.tenantId, slug_name, "viewCount");
      if (viewCount === undefined) throw notFound(NO_POST);
      return { view_count: viewCount };
    },
  );

  app.post(
    "/blog-posts/rating-article",
    {
      config: writeConfig,
      schema: docs({
        summary: "Adds a rating from 1 to 5; answers the new average (one decimal) and count",
        tags: ["blog"],
        query: ratingBodySchema,
        body: ratingBodySchema,
        response: ratingResultSchema,
        errors: [400, 404, 429],
      }),
    },
    async (request) => {
      // The spec sends both in the query and the body; the query wins, the body fills what it lacks.
      const query = request.query as Record<string, unknown>;
      const body = (request.body && typeof request.body === "object" ? request.body : {}) as Record<
        string,
        unknown
      >;
      const { slug_name, rating_value } = parseInput(ratingQuerySchema, {
        slug_name: query.slug_name ?? body.slug_name,
        rating_value: query.rating_value ?? body.rating_value,
      });
      const result = await addRating(db, request.tenantId, slug_name, rating_value);
      if (!result) throw notFound(NO_POST);
      return result;
    },
  );
}
