import { revalidateTag } from "next/cache";
import { z } from "zod";
import { constantTimeEqual } from "@site/contract/signing";
import { env } from "@/env";
import { SHARED_CACHE_STATE, type SharedCacheState } from "@/lib/server-config";

const bodySchema = z.object({
  tags: z.array(z.string().trim().min(1).max(256)).min(1).max(100),
});

function authorized(header: string | null): boolean {
  return constantTimeEqual(Buffer.from(header ?? ""), Buffer.from(`Bearer ${env.REVALIDATE_SECRET}`));
}

/**
 * POST /api/revalidate: the API's call when content changes (a comment approved, a post edited).
 * Header `authorization: Bearer <REVALIDATE_SECRET>`, body {"tags": ["post:my-slug", "posts"]}.
 * Each tag's cached reads expire at once, so the next visitor gets fresh data.
 *
 * With REDIS_URL the data cache is shared (cache-handler.mjs): this one call expires the tags for
 * every web instance, and the answer waits until Valkey has the change (Next itself would apply it
 * only after answering, and drop a failure). When Valkey cannot be told (unreachable, too slow) only
 * this instance is refreshed: the answer is 503, so the API retries and logs it.
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
  const shared = (globalThis as Record<symbol, SharedCacheState | undefined>)[SHARED_CACHE_STATE];
  if (shared) {
    const failure = await shared.revalidate(tags).then(
      () => null,
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
    if (failure) {
      console.error(
        JSON.stringify({
          level: "warn",
          msg: "revalidation not shared: Valkey could not be told",
          tags,
          error: failure,
        }),
      );
      return Response.json(
        {
          message: "The shared cache (REDIS_URL) could not be told: only this instance was refreshed",
          revalidated: tags,
        },
        { status: 503, headers: { "cache-control": "no-store" } },
      );
    }
  }
  return Response.json({ revalidated: tags, now: Date.now() }, { headers: { "cache-control": "no-store" } });
}
