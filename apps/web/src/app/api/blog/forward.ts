import "server-only";
import { revalidateTag } from "next/cache";
import { z } from "zod";
import { API_ERRORS, slugQuerySchema } from "@site/contract";
import { forwardToApi } from "@/lib/api/proxy";
import { CACHE_TAGS } from "@/lib/api/client";

/** A 400 in the API's error shape, with the first message of each field. */
export function invalid(error: z.ZodError): Response {
  const errors = Object.fromEntries(
    Object.entries(z.flattenError(error).fieldErrors).map(([k, v]) => [
      k,
      (v as string[] | undefined)?.[0] ?? "",
    ]),
  );
  return Response.json({ message: API_ERRORS.validation, errors }, { status: 400 });
}

/**
 * After a write that changes what a post page shows, its cached read is expired so the router's
 * refresh brings the new numbers, not a copy up to a minute old.
 */
export function expirePost(slug: string) {
  revalidateTag(CACHE_TAGS.post(slug), { expire: 0 });
}

/** Like and view: ?slug_name= checked here, empty body, forwarded as is. */
export async function forwardSlugAction(req: Request, apiPath: string): Promise<Response> {
  const query = slugQuerySchema.safeParse(Object.fromEntries(new URL(req.url).searchParams));
  if (!query.success) return invalid(query.error);
  // The body is empty by contract; only the visitor's address travels on.
  const forwarded = new Request(req.url, {
    method: "POST",
    headers: { "x-forwarded-for": req.headers.get("x-forwarded-for") ?? "" },
  });
  const res = await forwardToApi(forwarded, apiPath, query.data);
  if (res.status === 200) expirePost(query.data.slug_name);
  return res;
}
