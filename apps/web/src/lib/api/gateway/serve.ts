import "server-only";
import { randomUUID } from "node:crypto";
import { revalidateTag } from "next/cache";
import { cookies } from "next/headers";
import { API_ERRORS, fieldErrors } from "@site/contract";
import { env } from "@/env";
import { SESSION_COOKIE, sessionAuthorization, sessionToken } from "@/lib/admin/session";
import { STATIC_SECURITY_HEADERS } from "@/lib/security/headers";
import { REQUEST_ID } from "@/lib/server-config";
import { ApiError, apiUrl } from "../client";
import { keepSession } from "./admin-session";
import { BodyTooLarge, URLENCODED, announcesTooMuch, cappedStream, readCapped } from "./body";
import { clientAddress, trustList } from "./client-address";
import { forgetFormOutcome, isFormPost, submitForm } from "./form-post";
import { GATEWAY_ROUTES } from "./routes";
import { SITE_ORIGIN, crossSite } from "./same-origin";
import type { ApiTarget, GatewayInput, GatewayRoute, Method } from "./types";

export const GATEWAY_MESSAGES = {
  crossSite: API_ERRORS.crossSite,
  tooLarge: API_ERRORS.bodyTooLarge,
  notAllowed: "This method is not allowed here",
  unauthorized: "Unauthorized",
  unavailable: API_ERRORS.unavailable,
  contentType: (types: readonly string[]) => `Send this request as ${types.join(" or ")}`,
} as const;

const isTrustedProxy = trustList(env.TRUSTED_PROXIES);
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Methods whose requests carry no body unless they say so (Content-Length, Transfer-Encoding). */
const BODILESS_BY_DEFAULT = new Set(["GET", "HEAD", "DELETE", "OPTIONS"]);

type Found = { route: GatewayRoute; tail: string } | { status: 404 } | { status: 405; allow: string[] };

const methodsOf = (route: GatewayRoute): readonly Method[] =>
  typeof route.method === "string" ? [route.method] : route.method;

/** The row for a method and path; a path the table knows under other methods is a 405. */
export function findRoute(method: string, pathname: string): Found {
  const wanted = method === "HEAD" ? "GET" : method;
  const allow = new Set<string>();
  for (const route of GATEWAY_ROUTES) {
    let tail = "";
    if (route.tail) {
      const prefix = route.path.slice(0, -1);
      if (!pathname.startsWith(prefix)) continue;
      tail = pathname.slice(prefix.length);
      const segments = tail.split("/");
      const { segment, max } = route.tail;
      if (segments.length > max || !segments.every((s) => segment.test(s))) continue;
    } else if (pathname !== route.path) continue;
    if (methodsOf(route).includes(wanted as Method)) return { route, tail };
    for (const m of methodsOf(route)) allow.add(m);
  }
  return allow.size ? { status: 405, allow: [...allow] } : { status: 404 };
}

function answer(status: number, body: object, headers: Record<string, string> = {}): Response {
  // After a 413 the rest of the body is not wanted: closing the connection spares reading (and
  // throwing away) what the sender still pushes, which Node would otherwise do to keep it alive.
  const close: Record<string, string> = status === 413 ? { connection: "close" } : {};
  return Response.json(body, { status, headers: { "cache-control": "no-store", ...close, ...headers } });
}

/** `multipart/form-data; boundary=x` → `multipart/form-data`. */
function mediaType(req: Request): string {
  return (req.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
}

/**
 * Whether a request carries a body at all. Browsers send a bodiless POST with Content-Length: 0, and a
 * bodiless DELETE with no Content-Length or Transfer-Encoding at all (HTTP/1.1: no body), though the
 * request object still offers an empty stream.
 */
function hasBody(req: Request): boolean {
  if (req.body === null) return false;
  const length = req.headers.get("content-length");
  if (length !== null) return length !== "0";
  return !BODILESS_BY_DEFAULT.has(req.method) || req.headers.has("transfer-encoding");
}

/** The visitor's address from the connection (server.mjs) and the trusted proxies' header. */
function visitorAddress(req: Request): string | undefined {
  const peer = env.SITE_PEER_HEADER ? req.headers.get(env.SITE_PEER_HEADER) : null;
  if (!peer) return undefined;
  return clientAddress(peer, req.headers.get("x-forwarded-for"), isTrustedProxy);
}

/**
 * The id the API logs this call under: the one server.mjs gave the request (a trusted proxy's
 * X-Request-Id, else its own), so the site's access log and the API's log share it. A request that
 * did not come through server.mjs (no peer header) could carry any header a visitor wrote: it gets
 * a fresh id.
 */
export function requestIdOf(req: Request): string {
  const viaServer = env.SITE_PEER_HEADER ? req.headers.has(env.SITE_PEER_HEADER) : false;
  const given = req.headers.get("x-request-id");
  return viaServer && given && REQUEST_ID.test(given) ? given : randomUUID();
}

/** The 413 a row answers: its own message where the generic one would not tell the visitor what to do. */
const tooLargeBody = (route: GatewayRoute) => ({
  message: route.tooLargeMessage ?? GATEWAY_MESSAGES.tooLarge,
});

class Refusal {
  constructor(
    readonly status: number,
    readonly body: { message: string; errors?: Record<string, string> },
  ) {}
}

function parseQuery(route: GatewayRoute, url: URL): Record<string, unknown> {
  const params = Object.fromEntries(url.searchParams);
  delete params.tenant_id;
  if (!route.query) return params;
  const parsed = route.query.safeParse(params);
  if (!parsed.success) {
    throw new Refusal(400, { message: API_ERRORS.validation, errors: fieldErrors(parsed.error) });
  }
  return parsed.data as Record<string, unknown>;
}

/** The body as the row takes it: parsed JSON, a capped stream, or nothing. */
async function takeBody(
  route: GatewayRoute,
  req: Request,
): Promise<{ value: unknown; forward?: BodyInit; exceeded?: () => boolean }> {
  const tooLarge = () => new Refusal(413, tooLargeBody(route));
  if (announcesTooMuch(req, route.maxBytes)) throw tooLarge();
  if (!hasBody(req)) {
    if (route.body.type === "json") throw new Refusal(400, { message: API_ERRORS.badJson });
    return { value: route.body.type === "form" ? {} : undefined };
  }
  const { body } = route;
  if (body.type === "stream") {
    if (!body.contentTypes.includes(mediaType(req))) {
      throw new Refusal(415, { message: GATEWAY_MESSAGES.contentType(body.contentTypes) });
    }
    const capped = cappedStream(req.body!, route.maxBytes);
    return { value: undefined, forward: capped.stream, exceeded: capped.exceeded };
  }
  if (body.type === "json" && mediaType(req) !== "application/json") {
    throw new Refusal(415, { message: GATEWAY_MESSAGES.contentType(["application/json"]) });
  }
  if (body.type === "form" && mediaType(req) !== URLENCODED) {
    throw new Refusal(415, { message: GATEWAY_MESSAGES.contentType([URLENCODED]) });
  }
  let bytes: Uint8Array;
  try {
    bytes = await readCapped(req, route.maxBytes);
  } catch (error) {
    if (error instanceof BodyTooLarge) throw tooLarge();
    throw new Refusal(400, { message: "The request body could not be read" });
  }
  // A bodiless call ignores the few bytes of framing a client may add.
  if (body.type === "none") return { value: undefined };
  if (body.type === "form") {
    let text: string;
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      throw new Refusal(400, { message: "The request body could not be read" });
    }
    // Repeated names keep their first value: no form of the site sends one twice.
    const value: Record<string, string> = {};
    for (const [name, v] of new URLSearchParams(text)) if (!(name in value)) value[name] = v;
    return { value };
  }
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    throw new Refusal(400, { message: API_ERRORS.badJson });
  }
  const parsed = body.schema.safeParse(json);
  if (!parsed.success) {
    throw new Refusal(400, { message: API_ERRORS.validation, errors: fieldErrors(parsed.error) });
  }
  return { value: parsed.data, forward: JSON.stringify(parsed.data) };
}

/** What every call to the API on a visitor's behalf carries: the request's id and the visitor's address. */
function visitorHeaders(req: Request, requestId: string): Headers {
  const headers = new Headers({ "x-request-id": requestId });
  const address = visitorAddress(req);
  if (address) headers.set("x-forwarded-for", address);
  return headers;
}

async function forward(
  route: GatewayRoute,
  { api, send, opensSession }: ApiTarget,
  req: Request,
  input: GatewayInput,
  taken: Awaited<ReturnType<typeof takeBody>>,
  token: string | undefined,
): Promise<Response> {
  const path = typeof api === "string" ? api : api(input);
  const requestId = requestIdOf(req);
  const headers = visitorHeaders(req, requestId);
  if (token) headers.set("authorization", sessionAuthorization(token));
  for (const name of route.requestHeaders ?? []) {
    const value = req.headers.get(name);
    if (value) headers.set(name, value);
  }
  let body = taken.forward;
  if (send) body = JSON.stringify(send(input));
  if (body !== undefined) {
    headers.set(
      "content-type",
      route.body.type === "stream" ? req.headers.get("content-type")! : "application/json",
    );
  }
  const method = req.method === "HEAD" ? "GET" : req.method;
  let res: Response;
  try {
    res = await fetch(apiUrl(path, input.query as Record<string, string>), {
      method,
      headers,
      body,
      cache: "no-store",
      redirect: "manual",
      // Node's fetch needs this to stream a request body (an upload) without buffering it.
      duplex: "half",
    } as RequestInit & { duplex: "half" });
  } catch {
    const id = { "x-request-id": requestId };
    if (taken.exceeded?.()) return answer(413, tooLargeBody(route), id);
    return answer(503, { message: GATEWAY_MESSAGES.unavailable }, id);
  }
  if (res.status === 401 && route.access === "team") {
    // The API no longer accepts the session (ended, expired, the person removed): it is over here too.
    (await cookies()).delete({ name: SESSION_COOKIE, path: "/" });
  }
  const out = new Headers({ "x-request-id": requestId });
  for (const name of ["content-type", ...(route.answerHeaders ?? [])]) {
    const value = res.headers.get(name);
    if (value) out.set(name, value);
  }
  for (const [name, value] of Object.entries(route.defaultAnswerHeaders ?? {})) {
    if (!out.has(name)) out.set(name, value);
  }
  if (!out.has("cache-control")) {
    out.set("cache-control", res.status === 200 && route.cacheControl ? route.cacheControl : "no-store");
  }
  if (res.status === 200) {
    for (const tag of route.expires?.(input) ?? []) revalidateTag(tag, { expire: 0 });
    forgetFormOutcome(route, req, out);
  }
  if (opensSession) return keepSession(res, out, () => visitorHeaders(req, requestId));
  return new Response(res.status === 304 ? null : res.body, { status: res.status, headers: out });
}

async function serveRoute(route: GatewayRoute, tail: string, req: Request): Promise<Response> {
  const url = new URL(req.url);
  const type = mediaType(req);
  // A form posted without script is exactly what another site can make a browser send: it must
  // prove that it comes from this site's pages.
  const formPost = isFormPost(route, req, type);
  const proofRequired = route.access === "team" || route.proveOrigin === true || formPost;
  const anyOrigin = route.anyOrigin === true && route.access !== "team" && !proofRequired;
  if (WRITES.has(req.method) && !anyOrigin && crossSite(req, SITE_ORIGIN, proofRequired)) {
    return answer(403, { message: GATEWAY_MESSAGES.crossSite });
  }
  let token: string | undefined;
  if (route.access === "team") {
    token = await sessionToken();
    if (!token) return answer(401, { message: GATEWAY_MESSAGES.unauthorized });
  }
  let input: GatewayInput;
  let taken: Awaited<ReturnType<typeof takeBody>>;
  try {
    const query = parseQuery(route, url);
    if (formPost)
      return await submitForm(route, req, type, { query, tail }, visitorHeaders(req, requestIdOf(req)));
    taken = await takeBody(route, req);
    input = { query, body: taken.value, tail };
  } catch (error) {
    if (error instanceof Refusal) return answer(error.status, error.body);
    throw error;
  }

  const to = route.to;
  if ("handle" in to) {
    const res = await to.handle(req, input, visitorHeaders(req, requestIdOf(req)));
    if (!res.headers.has("cache-control")) res.headers.set("cache-control", "no-store");
    return res;
  }
  if ("read" in to) {
    try {
      const data = await to.read(input);
      return Response.json(data, { headers: { "cache-control": route.cacheControl ?? "no-store" } });
    } catch (error) {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        return answer(error.status, { message: error.message, errors: error.errors });
      }
      return answer(503, { message: GATEWAY_MESSAGES.unavailable });
    }
  }
  return forward(route, to, req, input, taken, token);
}

/**
 * The one handler of every row in GATEWAY_ROUTES. The route files under src/app export it for the
 * methods their paths take:
 *
 *   export { serveGateway as GET, serveGateway as POST } from "@/lib/api/gateway/serve";
 */
export async function serveGateway(req: Request): Promise<Response> {
  const found = findRoute(req.method, new URL(req.url).pathname);
  let res: Response;
  if ("route" in found) res = await serveRoute(found.route, found.tail, req);
  else if (found.status === 405) {
    res = answer(405, { message: GATEWAY_MESSAGES.notAllowed }, { allow: found.allow.join(", ") });
  } else res = answer(404, { message: API_ERRORS.notFound });
  for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) res.headers.set(name, value);
  if (isInlineResume(req, res)) {
    // A PDF resume shown inside its application's page (issue 32): framed by the site's own pages only.
    res.headers.set("X-Frame-Options", "SAMEORIGIN");
    res.headers.set("Content-Security-Policy", "frame-ancestors 'self'");
  }
  return res;
}

const INLINE_RESUME = /^\/api\/admin\/applicants\/\d+\/resume$/;

function isInlineResume(req: Request, res: Response): boolean {
  return (
    res.status === 200 &&
    INLINE_RESUME.test(new URL(req.url).pathname) &&
    res.headers.get("content-type") === "application/pdf" &&
    (res.headers.get("content-disposition") ?? "").startsWith("inline;")
  );
}
