import { z } from "zod";
import { API_ERRORS, publishedPostsQuerySchema, safeParseBlogFilter } from "@site/contract";
import { ApiError } from "@/lib/api/client";
import { getPublishedPosts } from "@/lib/api/blog";

/**
 * The blog grid's own read endpoint (spec §7): GET /blog/api/blogs?page&sort&filter&size, answered
 * from the cached API read. Everything is checked here first, so a bad query costs the API nothing.
 */
export async function GET(req: Request) {
  const params = Object.fromEntries(new URL(req.url).searchParams);
  const query = publishedPostsQuerySchema.safeParse(params);
  if (!query.success) {
    const errors = Object.fromEntries(
      Object.entries(z.flattenError(query.error).fieldErrors).map(([k, v]) => [k, v?.[0] ?? ""]),
    );
    return Response.json({ message: API_ERRORS.validation, errors }, { status: 400 });
  }
  const filter = query.data.filter ?? "";
  const parsed = safeParseBlogFilter(filter);
  if (!parsed.success) {
    return Response.json(
      { message: API_ERRORS.badFilter, errors: { filter: parsed.error } },
      { status: 400 },
    );
  }
  try {
    const page = await getPublishedPosts({
      page: query.data.page,
      size: query.data.size,
      sort: query.data.sort as never,
      filter,
    });
    return Response.json(page, {
      headers: { "cache-control": "public, max-age=0, s-maxage=10, stale-while-revalidate=50" },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      return Response.json({ message: error.message, errors: error.errors }, { status: error.status });
    }
    return Response.json({ message: "The blog is unavailable. Please try again shortly." }, { status: 503 });
  }
}
