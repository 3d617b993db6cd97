import { API_ERRORS, commentQuerySchema, commentRequestSchema } from "@site/contract";
import { forwardToApi } from "@/lib/api/proxy";
import { invalid } from "../forward";

/**
 * POST /api/blog/comments?blog_post_id=: a visitor's comment, checked with the form's own schema and
 * forwarded. It waits for moderation, so no cached page changes until the API says so.
 */
export async function POST(req: Request) {
  const query = commentQuerySchema.safeParse(Object.fromEntries(new URL(req.url).searchParams));
  if (!query.success) return invalid(query.error);
  let json: unknown;
  try {
    json = await req.json();
  } catch {
    return Response.json({ message: API_ERRORS.badJson }, { status: 400 });
  }
  const body = commentRequestSchema.safeParse(json);
  if (!body.success) return invalid(body.error);
  const forwarded = new Request(req.url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": req.headers.get("x-forwarded-for") ?? "",
    },
    body: JSON.stringify(body.data),
  });
  return forwardToApi(forwarded, "/blog-comments", query.data);
}
