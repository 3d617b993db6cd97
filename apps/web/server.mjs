// The site's production server: Next's request handler behind a small Node HTTP server that does
// what `next start` cannot.
//
//   node apps/web/server.mjs          (PORT, default 3000; HOSTNAME, default all interfaces)
//
// 1. The visitor's address. Next adds X-Forwarded-For only when the request has none, so behind
//    `next start` a visitor who writes their own header picks the address the API rate-limits. Here
//    the socket's address travels in a request header whose name is drawn at random when the process
//    starts (SITE_PEER_HEADER): no visitor can know it, let alone write it. The gateway
//    (src/lib/api/gateway) trusts X-Forwarded-For only when that peer is one of TRUSTED_PROXIES.
// 2. Methods Next cannot represent (TRACE, CONNECT, TRACK: the Fetch API refuses them, and Next
//    answered 500) get a 405 here.
// 3. Addresses with a broken %-escape (Next's parameter decoding threw: 500) get the site's 404 page.
// 4. A connection closed after a refused body lingers a moment, so the sender can read the 413.
// 5. Probes and metrics, answered here before Next: GET /healthz (the process is alive), GET /readyz
//    (the API answers: else 503 naming it; Valkey/Redis unreachable is 200 "degraded") and GET
//    /metrics (Prometheus text, server/observability.mjs). Here rather than as route handlers: they
//    must answer when Next's rendering is busy or broken, count every request (405s and probes
//    included) in the same registry, and never pass through the proxy, the nonce or any cache of
//    Next. All answer `no-store`; nginx never routes /metrics from outside (deploy/nginx).
// 6. One request id per request (server/request-context.mjs): a trusted proxy's X-Request-Id or a
//    fresh one, sent back, carried to the API on every call the request causes, and logged with the
//    request as one JSON line on stdout (reqId, method, path, status, ms).
// 7. SIGTERM/SIGINT stop it gracefully: no new connections, idle keep-alive connections closed,
//    requests in flight finish (their connections close after the answer), then exit 0; after
//    SHUTDOWN_TIMEOUT_MS (10 s) whatever is left is cut and the process exits 1.
// 8. Compression (server/compression.mjs): build files go out as the Brotli copies the build made,
//    everything else is compressed as it streams, Brotli when the request accepts it, else gzip. The
//    copy of a page nginx keeps for everyone (its trusted `x-shared-copy` request) is held whole
//    instead, its inline scripts allowed by hash in its policy (no nonce), compressed once in the
//    encoding nginx asks for and sent with its length (server/shared-copy.mjs).
// 9. RFC 8058's one-click unsubscribe POSTs to the List-Unsubscribe address itself, a page's path
//    (/newsletter/unsubscribe), where Next routes only GET to the page: the POST is handed to the
//    gateway's route (/api/newsletter/unsubscribe) here, by path alone. It was a rewrite in Next's
//    proxy, whose destination is an absolute URL: behind https with HOSTNAME=127.0.0.1 (the units)
//    Next named the request https://localhost:<port> and the server https://127.0.0.1:<port>, took
//    the rewrite for another origin's, proxied it over TLS to its own plain port and answered 500.
// 10. A limit per visitor on the pages this instance renders (server/render-limit.mjs,
//    PAGE_RENDERS_PER_SECOND): past it, 429 with Retry-After; nginx's cached pages never reach here.
// 11. At most PAGE_RENDERS_AT_ONCE pages rendered at once (server/render-gate.mjs); the next wait
//    their turn in order, which bounds the memory an overload takes; past a long queue, 503.
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { compressAnswers, servePrecompressed } from "./server/compression.mjs";
import {
  metricsRegistry,
  observeRenderGate,
  observeRequest,
  publicFiles,
  pathOf,
  routePatterns,
} from "./server/observability.mjs";
import { believeSharedCopyRequest, pageCachePolicy } from "./server/page-cache.mjs";
import { renderGate } from "./server/render-gate.mjs";
import { renderLimiter, rendersPage } from "./server/render-limit.mjs";
import { sendSharedCopy, wantsSharedCopy } from "./server/shared-copy.mjs";
import { closeRedis, pingRedis, redactedUrl, sharedRedis } from "./server/redis.mjs";
import { chooseRequestId, requestContext, tagApiFetches } from "./server/request-context.mjs";

const dir = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || undefined;

const peerHeader = `x-peer-${randomBytes(8).toString("hex")}`;
// Set before Next loads the site's configuration (src/env.ts reads it once, at start).
process.env.SITE_PEER_HEADER = peerHeader;
process.env.NODE_ENV = "production";

const ALLOWED_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
/** A path Next answers with the site's own not-found page (404). */
const NOT_FOUND_PATH = "/_not-found";
const PROBES = new Set(["/healthz", "/readyz", "/metrics"]);
/** Pages whose address also takes a POST, and the gateway route that serves it (9). */
const POST_TO_GATEWAY = new Map([["/newsletter/unsubscribe", "/api/newsletter/unsubscribe"]]);
/** How long the API and Valkey get to answer a readiness check. */
const READY_TIMEOUT_MS = 1000;

function decodable(url) {
  const pathname = pathOf(url);
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** The validated configuration src/instrumentation.ts publishes (see src/lib/server-config.ts). */
let config;

/**
 * Waits for Next's server, which starts in the background once prepared, to run the site's
 * instrumentation: it publishes the validated configuration, or why it is invalid (then the
 * process stops here, before listening, with the message naming the variable).
 */
async function validatedConfig() {
  const slot = Symbol.for("@site/web:server-config");
  for (let waited = 0; waited < 60_000; waited += 20) {
    const published = globalThis[slot];
    if (published?.error) {
      console.error(published.error);
      process.exit(1);
    }
    if (published) return published;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  console.error(
    "The site's instrumentation did not run within 60 s: was the site built with scripts/build.mjs?",
  );
  process.exit(1);
}
// Before Next is imported: Next's fetch cache then wraps this, and never sees the request id.
tagApiFetches(() => (config ? new URL(config.apiBaseUrl).origin : undefined));

const { default: next } = await import("next");
const app = next({ dev: false, dir, port, hostname });
const handle = app.getRequestHandler();
await app.prepare();
config = await validatedConfig();
const shutdownTimeoutMs = config.shutdownTimeoutMs;
if (config.redisUrl) {
  sharedRedis(config.redisUrl);
  // The module Next loads as its cache handler (the same instance): loaded now, so /api/revalidate
  // can reach Valkey from the first request on.
  await import("./cache-handler.mjs");
}
const distName = process.env.NEXT_DIST_DIR || ".next";
const distDir = path.resolve(dir, distName);
const routeOf = routePatterns(dir, distName, [...PROBES]);
const renders = renderLimiter({ perSecond: config.pageRendersPerSecond });
const gate = renderGate({ concurrent: config.pageRendersAtOnce });
/** The files under public/ (/images/…): Next sends them as they are, no page is rendered. */
const PUBLIC_FILES = new Set(publicFiles(path.join(dir, "public")));
observeRenderGate(gate);

let shuttingDown = false;
/** Answers not yet ended: on SIGTERM those not yet started say `Connection: close`. */
const inFlight = new Set();

function sendJson(res, status, body) {
  res.writeHead(status, {
    "content-type": "application/json",
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
  });
  res.end(JSON.stringify(body));
}

/** The API's answer to its liveness probe, or what went wrong. */
async function apiProblem() {
  try {
    const res = await fetch(new URL("/healthz", config.apiBaseUrl), {
      signal: AbortSignal.timeout(READY_TIMEOUT_MS),
    });
    await res.body?.cancel();
    return res.status === 200 ? null : `answered ${res.status}`;
  } catch (error) {
    return error.name === "TimeoutError" ? `no answer within ${READY_TIMEOUT_MS} ms` : "unreachable";
  }
}

async function readiness() {
  if (shuttingDown)
    return { status: 503, body: { status: "stopping", message: "The site is shutting down" } };
  const [api, redis] = await Promise.all([
    apiProblem(),
    config.redisUrl ? pingRedis(READY_TIMEOUT_MS).then((ok) => (ok ? null : "unreachable")) : null,
  ]);
  const checks = { api: api ?? "ok", ...(config.redisUrl ? { redis: redis ?? "ok" } : {}) };
  // Without the API the site cannot show its pages: not ready. Without Valkey it renders them from the
  // API uncached (cache-handler.mjs): still ready, reported as degraded, so that a Valkey blip does not
  // make every instance fail its balancer's check at once.
  if (api) {
    const message = `Not ready: the API (${new URL(config.apiBaseUrl).origin}) ${api}`;
    return { status: 503, body: { status: "not ready", message, checks } };
  }
  if (redis) {
    const message = `Degraded: Valkey/Redis (${redactedUrl(config.redisUrl)}) ${redis}; pages are read from the API uncached until it is back`;
    return { status: 200, body: { status: "degraded", message, checks } };
  }
  return { status: 200, body: { status: "ready", checks } };
}

async function probe(pathname, req, res) {
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.setHeader("allow", "GET, HEAD");
    return sendJson(res, 405, { message: "This method is not allowed" });
  }
  if (pathname === "/healthz") return sendJson(res, 200, { status: "alive" });
  if (pathname === "/readyz") {
    const { status, body } = await readiness();
    return sendJson(res, status, body);
  }
  const text = await metricsRegistry.metrics();
  res.writeHead(200, {
    "content-type": metricsRegistry.contentType,
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
  });
  res.end(text);
}

const server = createServer((req, res) => {
  const startedAt = performance.now();
  const reqId = chooseRequestId(req, config.isTrustedProxy);
  req.headers["x-request-id"] = reqId;
  res.setHeader("x-request-id", reqId);
  // A request that arrives on an open connection while stopping is answered, then the connection closes.
  if (shuttingDown) res.setHeader("connection", "close");
  const pathname = pathOf(req.url);
  const route = routeOf(pathname);
  inFlight.add(res);
  res.once("close", () => {
    inFlight.delete(res);
    observeRequest({ req, res, reqId, startedAt, route });
  });

  if (PROBES.has(pathname)) {
    probe(pathname, req, res).catch((error) => {
      console.error(error);
      if (!res.headersSent) sendJson(res, 500, { message: "Something went wrong on our side" });
      else res.end();
    });
    return;
  }
  if (!ALLOWED_METHODS.has(req.method ?? "")) {
    res.writeHead(405, {
      allow: [...ALLOWED_METHODS].join(", "),
      "content-type": "application/json",
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    });
    res.end(JSON.stringify({ message: "This method is not allowed" }));
    return;
  }
  if (servePrecompressed(req, res, pathname, distDir)) return;
  req.headers[peerHeader] = req.socket.remoteAddress ?? "";
  believeSharedCopyRequest(req, config.isTrustedProxy);
  const page = rendersPage(req.method, pathname);
  if (page) {
    const forwardedFor = req.headers["x-forwarded-for"];
    const visitor = config.clientAddress(
      req.socket.remoteAddress ?? "",
      Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? null),
    );
    const allowed = renders.take(visitor);
    if (allowed !== true) {
      res.writeHead(429, {
        "retry-after": String(allowed),
        "content-type": "text/plain; charset=utf-8",
        "cache-control": "no-store",
        "x-content-type-options": "nosniff",
      });
      res.end("Too many pages asked for at once. Please wait a moment and try again.\n");
      return;
    }
  }
  if (!decodable(req.url)) req.url = NOT_FOUND_PATH;
  else pageCachePolicy(req, res, pathname);
  const gatewayPath = req.method === "POST" && POST_TO_GATEWAY.get(pathname);
  if (gatewayPath) req.url = gatewayPath + req.url.slice(pathname.length);
  const respond = () =>
    requestContext.run({ reqId }, () =>
      handle(req, res).catch((error) => {
        console.error(error);
        if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
        res.end(JSON.stringify({ message: "Something went wrong on our side" }));
      }),
    );
  const answer = () =>
    wantsSharedCopy(req) ? sendSharedCopy(req, res, respond) : compressAnswers(req, res, respond);
  // A file of public/ holds no page in memory: it does not wait behind renders.
  if (!page || PUBLIC_FILES.has(pathname)) return answer();
  if (!gate.enter(res, answer)) {
    res.writeHead(503, {
      "retry-after": "1",
      "content-type": "text/plain; charset=utf-8",
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    });
    res.end("The site is busy. Please try again in a moment.\n");
  }
});
// Lingering close, as nginx does it. An answer that refuses a body (413) closes the connection with
// the rest of the body unread; closed at once, the sender's next bytes would be answered with a reset,
// which on its side discards our answer before it is read. So the connection is half-closed and held
// for a moment without reading (the unread request pauses the socket), then dropped.
const LINGER_MS = 1000;
server.on("connection", (socket) => {
  socket.destroySoon = function lingeringClose() {
    this.end();
    setTimeout(() => this.destroy(), LINGER_MS).unref();
  };
});
// Slow senders must not hold a connection open forever (Node's defaults, stated).
server.requestTimeout = 300_000;
server.headersTimeout = 60_000;
server.listen(port, hostname, () => {
  console.log(`▲ Site listening on http://${hostname ?? "localhost"}:${port}`);
});

function log(level, msg, fields = {}) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  if (level === "info") console.log(line);
  else console.error(line);
}

/**
 * Graceful stop: the listening socket closes at once (new connections are refused), idle
 * keep-alive connections are closed, and each busy one is closed as soon as its answer is sent
 * (answers given while stopping say `Connection: close`). When the last connection is gone the
 * process exits 0; after SHUTDOWN_TIMEOUT_MS it cuts what is left and exits 1.
 */
function shutdown(signal) {
  if (shuttingDown) return;
  shuttingDown = true;
  log("info", "stopping: finishing requests in flight", { signal });
  const forced = setTimeout(() => {
    log("error", "stop timed out: closing the connections left", { timeoutMs: shutdownTimeoutMs });
    server.closeAllConnections();
    process.exit(1);
  }, shutdownTimeoutMs);
  forced.unref();
  server.close(async () => {
    clearInterval(sweep);
    await closeRedis();
    log("info", "stopped");
    process.exit(0);
  });
  for (const res of inFlight) if (!res.headersSent) res.setHeader("connection", "close");
  server.closeIdleConnections();
  // A connection whose answer was already under way when the signal came stays open (keep-alive)
  // once that answer ends; close it as soon as it is idle.
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
}

for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => shutdown(signal));
