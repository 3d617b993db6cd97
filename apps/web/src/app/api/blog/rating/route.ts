import { ratingQuerySchema } from "@site/contract";
import { forwardToApi } from "@/lib/api/proxy";
import { expirePost, invalid } from "../forward";

/** POST /api/blog/rating?slug_name=&rating_value=: a 1 to 5 star rating (spec §7 sends both as query and body). */
export async function POST(req: Request) {
  const query = ratingQuerySchema.safeParse(Object.fromEntries(new URL(req.url).searchParams));
  if (!query.success) return invalid(query.error);
  const { slug_name, rating_value } = query.data;
  const forwarded = new Request(req.url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": req.headers.get("x-forwarded-for") ?? "",
    },
    body: JSON.stringify({ slug_name, rating_value }),
  });
  const res = await forwardToApi(forwarded, "/blog-posts/rating-article", { slug_name, rating_value });
  if (res.status === 200) expirePost(slug_name);
  return res;
}
