import { timingSafeEqual } from "node:crypto";
import { revalidateTag } from "next/cache";
import { z } from "zod";
import { env } from "@/env";

const bodySchema = z.object({
  tags: z.array(z.string().trim().min(1).max(256)).min(1).max(100),
});

function authorized(header: string | null): boolean {
  const expected = Buffer.from(`Bearer ${env.REVALIDATE_SECRET}`);
  const given = Buffer.from(header ?? "");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * POST /api/revalidate: the API's call when content changes (a comment approved, a post edited).
 * Header `authorization: Bearer <REVALIDATE_SECRET>`, body {"tags": ["post:my-slug", "posts"]}.
 * Each tag's cached reads expire at once, so the next visitor gets fresh data.
 */
export async function POST(req: Request) {
  if (!authorized(req.headers.get("authorization"))) {
    return Response.json({ message: "Unauthorized" }, { status: 401 });
  }
  let json: unknown;
  try {
    json = await req.json();
  } catch {
    return Response.json({ message: "The request body is not valid JSON" }, { status: 400 });
  }
  const body = bodySchema.safeParse(json);
  if (!body.success) {
    return Response.json({ message: 'Expected {"tags": ["tag", ...]}' }, { status: 400 });
  }
  const tags = [...new Set(body.data.tags)];
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  return Response.json({ revalidated: tags, now: Date.now() });
}
