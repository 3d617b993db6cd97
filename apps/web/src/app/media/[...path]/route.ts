import { apiUrl } from "@/lib/api/client";

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
const PASS_HEADERS = [
  "content-type",
  "content-length",
  "cache-control",
  "etag",
  "last-modified",
  "content-security-policy",
];

/**
 * GET /media/*: images stored by the API (post heroes, author avatars), served from the site's own
 * origin with the API's cache headers. Conditional requests pass through, so a revisit costs a 304.
 */
export async function GET(req: Request, ctx: { params: Promise<{ path: string[] }> }) {
  const { path } = await ctx.params;
  if (!path.length || path.length > 8 || !path.every((s) => SEGMENT.test(s) && !s.includes(".."))) {
    return Response.json({ message: "Not found" }, { status: 404 });
  }
  const headers: Record<string, string> = {};
  for (const name of ["if-none-match", "if-modified-since"]) {
    const value = req.headers.get(name);
    if (value) headers[name] = value;
  }
  let res: Response;
  try {
    res = await fetch(apiUrl(`/media/${path.join("/")}`), { headers, cache: "no-store" });
  } catch {
    return Response.json({ message: "The media service is unavailable" }, { status: 503 });
  }
  if (res.status !== 200 && res.status !== 304) {
    return Response.json({ message: "Not found" }, { status: res.status === 404 ? 404 : 502 });
  }
  const out = new Headers();
  for (const name of PASS_HEADERS) {
    const value = res.headers.get(name);
    if (value) out.set(name, value);
  }
  if (!out.has("cache-control")) out.set("cache-control", "public, max-age=86400");
  out.set("x-content-type-options", "nosniff");
  // An SVG opened on its own must not run script: it is an image here, never a document.
  if (!out.has("content-security-policy")) {
    out.set(
      "content-security-policy",
      "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox",
    );
  }
  return new Response(res.status === 304 ? null : res.body, { status: res.status, headers: out });
}
