// How the site's server compresses what it sends (issue 19: fewer bytes before the first paint).
//
// Next's own compression is gzip only (next.config: `compress: false` hands it to this module).
// Every browser the site supports asks for Brotli (Chrome and Firefox on https and on localhost), and
// a page's HTML compresses far better with it: the page's flight data repeats its markup further
// back than gzip's 32 KB window reaches, and Brotli's window is 4 MB. The home page: 329 KB of HTML,
// 45.5 KB gzipped, 32 KB with Brotli at quality 5.
//
// - Build files (/_next/static/*: content-hashed, immutable) are compressed once, at build time, at
//   Brotli's best quality (scripts/build.mjs writes `<file>.br` beside each one, precompressStatic
//   below). A request that accepts Brotli gets that file as it is; any other goes to Next (gzip).
// - Everything else Next answers (pages, their flight data, route handlers) is compressed as it
//   streams: Brotli at quality 5 when the request accepts it, else gzip. Each chunk Next writes is
//   flushed (Next calls `res.flush()`), so a streamed page still arrives in pieces.
// Behind nginx (deploy/nginx) the site is asked for plain bodies, and nginx compresses them, but for
// the pages nginx keeps: those it asks for in one encoding, and shared-copy.mjs compresses them whole.
import { createReadStream, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import compression from "compression";
import Negotiator from "negotiator";

/** Brotli quality for answers compressed as they stream: about gzip's speed, 10 to 30 % smaller. */
export const STREAM_BROTLI_QUALITY = 5;
/** Build files worth a Brotli copy (fonts and images are compressed formats already). */
const PRECOMPRESSED = /\.(?:js|css|svg|json|txt|map)$/;
const CONTENT_TYPES = {
  ".js": "application/javascript; charset=UTF-8",
  ".css": "text/css; charset=UTF-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=UTF-8",
  ".txt": "text/plain; charset=UTF-8",
  ".map": "application/json; charset=UTF-8",
};
const STATIC_PREFIX = "/_next/static/";

/**
 * Writes `<file>.br` (Brotli, best quality) beside every text file of a build's static folder whose
 * copy is smaller; returns how many it wrote. Idempotent: a file's copy is rewritten from the file.
 */
export function precompressStatic(distDir) {
  const root = path.join(distDir, "static");
  let written = 0;
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !PRECOMPRESSED.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const body = readFileSync(file);
    const br = zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    if (br.length >= body.length) continue;
    writeFileSync(`${file}.br`, br);
    written++;
  }
  return written;
}

function acceptsBrotli(req) {
  return new Negotiator(req).encodings(["br", "gzip", "identity"], ["br", "gzip"])[0] === "br";
}

/**
 * Answers a GET or HEAD for a build file with its Brotli copy when the request accepts Brotli and the
 * copy exists; returns false (nothing sent) otherwise, for Next to answer.
 */
export function servePrecompressed(req, res, pathname, distDir) {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (!pathname.startsWith(STATIC_PREFIX) || !acceptsBrotli(req)) return false;
  const type = CONTENT_TYPES[path.extname(pathname)];
  if (!type) return false;
  const root = path.resolve(distDir, "static");
  const file = path.resolve(root, `.${pathname.slice(STATIC_PREFIX.length - 1)}`);
  if (!file.startsWith(root + path.sep)) return false;
  let size;
  try {
    size = statSync(`${file}.br`).size;
  } catch {
    return false;
  }
  res.writeHead(200, {
    "content-type": type,
    "content-encoding": "br",
    "content-length": size,
    "cache-control": "public, max-age=31536000, immutable",
    vary: "Accept-Encoding",
    "x-content-type-options": "nosniff",
  });
  if (req.method === "HEAD") res.end();
  // A copy gone between stat and read (a deploy replacing the build): the answer is cut, never a crash.
  else
    createReadStream(`${file}.br`)
      .on("error", () => res.destroy())
      .pipe(res);
  return true;
}

/** Connect-style middleware compressing Next's answers as they stream (Brotli, else gzip). */
export const compressAnswers = compression({
  threshold: 1024,
  brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: STREAM_BROTLI_QUALITY } },
});
