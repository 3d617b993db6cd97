import "server-only";
import { apiUrl } from "./client";

type Query = Record<string, string | number | undefined>;

/**
 * Forwards a browser's write (JSON or multipart) from one of the site's route handlers to the API,
 * passing the API's status and JSON body back unchanged. The visitor's address travels in
 * X-Forwarded-For so the API can rate-limit per client, not per web server.
 *
 *   export const POST = (req: Request) => forwardToApi(req, "/leads/contact-us");
 */
export async function forwardToApi(req: Request, path: string, query: Query = {}): Promise<Response> {
  const contentType = req.headers.get("content-type");
  const forwardedFor = req.headers.get("x-forwarded-for") ?? req.headers.get("x-real-ip") ?? "";
  const headers: Record<string, string> = {};
  if (contentType) headers["content-type"] = contentType;
  if (forwardedFor) headers["x-forwarded-for"] = forwardedFor;
  try {
    const res = await fetch(apiUrl(path, query), {
      method: req.method,
      headers,
      body: req.body,
      cache: "no-store",
      // Node's fetch needs this to stream a request body (multipart uploads) without buffering it.
      duplex: "half",
    } as RequestInit & { duplex: "half" });
    const body = await res.text();
    return new Response(body || "{}", {
      status: res.status,
      headers: { "content-type": res.headers.get("content-type") ?? "application/json" },
    });
  } catch {
    return Response.json(
      { message: "The service is unavailable. Please try again shortly." },
      { status: 503 },
    );
  }
}
