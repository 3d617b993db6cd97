// What the site's server tells its operators: one JSON access-log line per request on stdout, and
// Prometheus metrics (prom-client) served at GET /metrics by server.mjs.
//
//   http_requests_total{method,route,status}
//   http_request_duration_seconds{method,route,status}   (histogram)
//   site_page_renders_in_progress, site_page_renders_waiting   (server/render-gate.mjs)
//   + prom-client's default process metrics (CPU, memory, event loop lag, GC, handles)
//
// `route` is the page's pattern from the build's routes manifest (/blog/[slug], /api/[...path]),
// never the raw address, so the number of series stays bounded whatever visitors ask for.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import client from "prom-client";

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

export const metricsRegistry = new client.Registry();
client.collectDefaultMetrics({ register: metricsRegistry });

const requests = new client.Counter({
  name: "http_requests_total",
  help: "Requests answered by the site, by method, route pattern and status",
  labelNames: ["method", "route", "status"],
  registers: [metricsRegistry],
});

const duration = new client.Histogram({
  name: "http_request_duration_seconds",
  help: "Time from a request's arrival to the end of its answer, by method, route pattern and status",
  labelNames: ["method", "route", "status"],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

/** The render gate's state as two gauges, read when /metrics is asked for. */
export function observeRenderGate(gate) {
  new client.Gauge({
    name: "site_page_renders_in_progress",
    help: "Pages this instance is rendering now (at most PAGE_RENDERS_AT_ONCE)",
    registers: [metricsRegistry],
    collect() {
      this.set(gate.active());
    },
  });
  new client.Gauge({
    name: "site_page_renders_waiting",
    help: "Page requests waiting for their turn to render",
    registers: [metricsRegistry],
    collect() {
      this.set(gate.waiting());
    },
  });
}

/** Files under public/ as addresses (/images/logo.svg), served by Next as they are. */
export function publicFiles(dir) {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map(
        (entry) =>
          "/" + path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
      );
  } catch {
    return [];
  }
}

/**
 * A function from a request's path to its route pattern, built from the build's routes manifest.
 * Server-answered addresses (/healthz …) are their own pattern; anything else is "(unmatched)", also
 * when the site's root catch-all (app/[...missing], its 404 page for every unknown address) answers it.
 */
export function routePatterns(webDir, distDir, ownPaths = []) {
  const manifest = JSON.parse(readFileSync(path.join(webDir, distDir, "routes-manifest.json"), "utf8"));
  const exact = new Map();
  for (const p of ownPaths) exact.set(p, p);
  for (const { page } of manifest.staticRoutes ?? []) exact.set(page, page);
  for (const file of publicFiles(path.join(webDir, "public")))
    if (!exact.has(file)) exact.set(file, "(public file)");
  const dynamic = (manifest.dynamicRoutes ?? [])
    .filter(({ page }) => !/^\/\[\.\.\.[^\]/]+\]$/.test(page))
    .map(({ page, regex }) => ({ page, regex: new RegExp(regex) }));
  return (pathname) => {
    if (pathname.startsWith("/_next/static/")) return "/_next/static";
    if (pathname === "/_next/image") return "/_next/image";
    const trimmed = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
    const page = exact.get(trimmed);
    if (page) return page;
    for (const route of dynamic) if (route.regex.test(pathname)) return route.page;
    return "(unmatched)";
  };
}

/** The path of a request's address, without its query (searches stay out of logs). */
export function pathOf(url) {
  const raw = url ?? "/";
  const q = raw.indexOf("?");
  return q === -1 ? raw : raw.slice(0, q);
}

/**
 * The path as the access log shows it: a draft's preview link (/blog/preview/<token>, issue 21) lets
 * whoever holds it read the draft, so its token is not written.
 */
export function loggedPath(url) {
  return pathOf(url).replace(/^\/blog\/preview\/[^/]+/, "/blog/preview/[redacted]");
}

/**
 * Records a finished request: one access-log line on stdout and the two metrics. A request the
 * visitor abandoned before its answer ended counts with status 499 (nginx's convention).
 */
export function observeRequest({ req, res, reqId, startedAt, route }) {
  const ms = Math.round((performance.now() - startedAt) * 10) / 10;
  const status = res.writableFinished ? res.statusCode : 499;
  const method = METHODS.has(req.method) ? req.method : "OTHER";
  const labels = { method, route, status: String(status) };
  requests.inc(labels);
  duration.observe(labels, ms / 1000);
  process.stdout.write(
    JSON.stringify({
      time: new Date().toISOString(),
      level: "info",
      msg: "request",
      reqId,
      method: req.method,
      path: loggedPath(req.url),
      route,
      status,
      ms,
    }) + "\n",
  );
}
