import { forwardSlugAction } from "../forward";

/** POST /api/blog/like?slug_name=: one like, forwarded to the API. */
export const POST = (req: Request) => forwardSlugAction(req, "/blog-posts/like-article");
