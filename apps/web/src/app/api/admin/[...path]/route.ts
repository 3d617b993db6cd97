import { cookies } from "next/headers";
import { apiUrl } from "@/lib/api/client";
import { ADMIN_COOKIE, adminToken } from "@/lib/admin/session";
import { sameOrigin } from "@/lib/admin/same-origin";

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;
const PASS_HEADERS = ["content-type", "content-disposition", "content-length", "x-content-type-options"];

type Context = { params: Promise<{ path: string[] }> };

/**
 * /api/admin/*: the admin area's browser calls, forwarded to the API's /admin/* with the token from the
 * session cookie. Bodies (JSON, image uploads) and answers (JSON, CSV, resumes) stream through unchanged.
 * Writes must come from this site's own pages.
 */
async function forward(req: Request, ctx: Context): Promise<Response> {
  const { path } = await ctx.params;
  if (!path.length || path.length > 6 || !path.every((s) => SEGMENT.test(s))) {
    return Response.json({ message: "Not found" }, { status: 404 });
  }
  if (req.method !== "GET" && !sameOrigin(req)) {
    return Response.json({ message: "Forbidden" }, { status: 403 });
  }
  const token = await adminToken();
  if (!token) return Response.json({ message: "Unauthorized" }, { status: 401 });

  const query: Record<string, string> = {};
  for (const [key, value] of new URL(req.url).searchParams) if (key !== "tenant_id") query[key] = value;
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  const contentType = req.headers.get("content-type");
  if (contentType) headers["content-type"] = contentType;
  const hasBody = req.method !== "GET" && req.method !== "HEAD";

  let res: Response;
  try {
    res = await fetch(apiUrl(`/admin/${path.join("/")}`, query), {
      method: req.method,
      headers,
      body: hasBody ? req.body : undefined,
      cache: "no-store",
      // Node's fetch needs this to stream a request body (an image upload) without buffering it.
      duplex: "half",
    } as RequestInit & { duplex: "half" });
  } catch {
    return Response.json(
      { message: "The service is unavailable. Please try again shortly." },
      { status: 503 },
    );
  }
  if (res.status === 401) {
    // The token was changed on the API: this session is over.
    (await cookies()).delete({ name: ADMIN_COOKIE, path: "/" });
  }
  const out = new Headers({ "cache-control": "no-store" });
  for (const name of PASS_HEADERS) {
    const value = res.headers.get(name);
    if (value) out.set(name, value);
  }
  return new Response(res.body, { status: res.status, headers: out });
}

export { forward as GET, forward as POST, forward as PUT, forward as DELETE };
