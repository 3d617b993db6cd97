import { forwardSlugAction } from "../forward";

/** POST /api/blog/view?slug_name=: counts one page view. */
export const POST = (req: Request) => forwardSlugAction(req, "/blog-posts/view-article");
