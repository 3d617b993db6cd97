import "server-only";
import { ApiError } from "@/lib/api/client";

/** Location lists are the same for every visitor and change rarely: let browsers and CDNs keep them. */
const CACHE_CONTROL = "public, max-age=3600, s-maxage=86400, stale-while-revalidate=86400";

/**
 * Answers a location request with the list, or with the API's status and message when the read
 * fails (the form then shows an empty list, spec §8).
 */
export async function respondWithList(load: () => Promise<unknown[]>): Promise<Response> {
  try {
    return Response.json(await load(), { headers: { "cache-control": CACHE_CONTROL } });
  } catch (err) {
    if (err instanceof ApiError) return Response.json({ message: err.message }, { status: err.status });
    return Response.json({ message: "The location service is unavailable" }, { status: 502 });
  }
}
