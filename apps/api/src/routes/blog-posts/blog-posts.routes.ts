import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  API_ERRORS,
  blogPostPreviewSchema,
  blogPostSchema,
  blogPostSummarySchema,
  BlogFilterError,
  likeResultSchema,
  pagedSchema,
  parseBlogFilter,
  popularPostsQuerySchema,
  previewQuerySchema,
  publishedPostsQuerySchema,
  ratingBodySchema,
  ratingQuerySchema,
  ratingResultSchema,
  slugQuerySchema,
  VIEW_TOKEN_HEADER,
  viewResultSchema,
  type BlogFilter,
} from "@site/contract";
import { docs } from "../../lib/docs";
import { HttpError, notFound, parseInput } from "../../lib/http-error";
import {
  dayViewOf,
  newViewId,
  readViewToken,
  signViewToken,
  VIEW_TOKEN_TTL_MS,
  visitorOf,
} from "../../lib/engagement";
import { previewLinkId } from "../../lib/preview-links";
import { rateLimitKey } from "../../plugins/client-address";
import {
  likeOnce,
  popularPosts,
  postOfPreviewLink,
  publishedPage,
  publishedPostBySlug,
  publishedPostId,
  rateOnce,
  startPageView,
} from "./blog-posts.queries";

const NO_POST = "No published post has this slug";
const NO_PREVIEW = "This preview link has expired or was revoked";

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
        summary:
          "Published posts, paged (page is 0-based), sorted by date, narrowed by the filter string; with `search`, posts holding those words, by relevance unless a sort is given",
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

  app.get(
    "/blog-posts/preview",
    {
      schema: docs({
        summary: "A post through its preview link (issue 21), draft or not, as its public page shows it",
        description:
          "The token is the one of /blog/preview/<token>, made by the team's editor. An unknown, altered, " +
          "revoked or expired token, or one whose post is gone, is a 404. Never cached.",
        tags: ["blog"],
        query: previewQuerySchema,
        response: blogPostPreviewSchema,
        errors: [400, 404],
      }),
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const { token } = parseInput(previewQuerySchema, request.query);
      const linkId = previewLinkId(app.config.REVALIDATE_SECRET, request.tenantId, token);
      const post = linkId && (await postOfPreviewLink(db, request.tenantId, linkId, new Date()));
      if (!post) throw notFound(NO_PREVIEW);
      return post;
    },
  );

  const writeConfig = { rateLimit: app.writeLimit };

  const secret = app.config.REVALIDATE_SECRET;
  const visitor = (request: FastifyRequest) => visitorOf(secret, request.tenantId, rateLimitKey(request));

  app.post(
    "/blog-posts/like-article",
    {
      config: writeConfig,
      schema: docs({
        summary: "Adds one like per page view; the body is empty",
        description:
          `The page view is the one whose token (from view-article) the ${VIEW_TOKEN_HEADER} header carries; ` +
          "without a valid one, the client address's latest page view of the post, or one for the address " +
          "and day. A like of a page view already liked answers the count unchanged.",
        tags: ["blog"],
        query: slugQuerySchema,
        response: likeResultSchema,
        errors: [400, 404, 429],
      }),
    },
    async (request) => {
      const { slug_name } = parseInput(slugQuerySchema, request.query);
      const postId = await publishedPostId(db, request.tenantId, slug_name);
      if (postId === undefined) throw notFound(NO_POST);
      const now = new Date();
      const token = readViewToken(secret, request.headers[VIEW_TOKEN_HEADER], {
        tenantId: request.tenantId,
        postId,
        now,
      });
      const who = visitor(request);
      const likeCount = await likeOnce(db, postId, {
        viewId: token?.viewId ?? null,
        visitor: who,
        now,
        dayView: dayViewOf(who, now),
      });
      return { like_count: likeCount };
    },
  );

  app.post(
    "/blog-posts/view-article",
    {
      config: writeConfig,
      schema: docs({
        summary: "Counts one page view; answers its token for the page's like",
        tags: ["blog"],
        query: slugQuerySchema,
        response: viewResultSchema,
        errors: [400, 404, 429],
      }),
    },
    async (request) => {
      const { slug_name } = parseInput(slugQuerySchema, request.query);
      const now = new Date();
      const view = {
        id: newViewId(),
        visitor: visitor(request),
        now,
        expiresAt: new Date(now.getTime() + VIEW_TOKEN_TTL_MS),
      };
      const post = await startPageView(db, request.tenantId, slug_name, view);
      if (!post) throw notFound(NO_POST);
      const token = signViewToken(secret, {
        tenantId: request.tenantId,
        postId: post.postId,
        viewId: view.id,
        expiresAt: view.expiresAt,
      });
      return { view_count: post.viewCount, view_token: token };
    },
  );

  app.post(
    "/blog-posts/rating-article",
    {
      config: writeConfig,
      schema: docs({
        summary:
          "Rates a post from 1 to 5, once per visitor (a later rating replaces it); answers the average (one decimal) and count",
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
      const result = await rateOnce(db, request.tenantId, slug_name, {
        visitor: visitor(request),
        value: rating_value,
        now: new Date(),
      });
      if (!result) throw notFound(NO_POST);
      return result;
    },
  );
}
