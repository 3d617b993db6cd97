// The site's production server: Next's request handler behind a small Node HTTP server that does the
// three things `next start` cannot.
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
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";

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

function decodable(url) {
  const pathname = (url ?? "/").split("?")[0];
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

const { default: next } = await import("next");
const app = next({ dev: false, dir, port, hostname });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((req, res) => {
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
  req.headers[peerHeader] = req.socket.remoteAddress ?? "";
  if (!decodable(req.url)) req.url = NOT_FOUND_PATH;
  handle(req, res).catch((error) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
    res.end(JSON.stringify({ message: "Something went wrong on our side" }));
  });
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

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 3000).unref();
  });
}
