// The copy of a page that nginx keeps in its page cache and sends to every visitor (issue 30: cached
// pages at the speed of nginx).
//
// nginx asks for such a copy with `x-shared-copy: 1` (deploy/nginx, believed from a trusted proxy
// only: page-cache.mjs). It used to be a plain page with a placeholder nonce that nginx replaced in
// every answer (sub_filter), so nginx compressed all of the home page's 345 KB again on every cache
// hit: 130 to 160 pages a second. Now the copy needs nothing done per answer:
//
// - No nonce: src/proxy.ts renders it without one, and its policy allows the page's own inline
//   scripts by their SHA-256 hashes. Here the whole page is held until Next has written its last
//   byte, the hashes of its inline scripts are computed and written into the policy in place of
//   src/lib/security/headers.ts's INLINE_SCRIPT_HASHES marker.
// - Compressed once, here, in the encoding nginx asks for (it keeps one copy per encoding:
//   Brotli, gzip or none) and sent whole with its Content-Length; nginx sends it as it is.
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import Negotiator from "negotiator";

/** src/lib/security/headers.ts: the request header and the marker its policy carries. */
export const SHARED_COPY_HEADER = "x-shared-copy";
const INLINE_SCRIPT_HASHES = "'inline-script-hashes'";

/**
 * Brotli quality of a shared copy, made once per page and encoding every few seconds, not per answer.
 * The home page's 345 KB on this machine: quality 5 35.1 KB in 8.5 ms, 7 33.6 KB in 15 ms, 9 32.8 KB
 * in 39 ms, 11 29.8 KB in 500 ms, against a render of about 65 ms (15 a second, issue 30). gzip at
 * its best: 49.8 KB in 7 ms.
 */
export const SHARED_BROTLI_QUALITY = 7;
/** Smaller answers are sent as they are (a redirect, an empty body). */
const MIN_COMPRESSED_LENGTH = 1024;
const COMPRESSIBLE =
  /^(?:text\/|application\/(?:json|javascript|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Script types a browser runs (anything else, such as JSON-LD, is a data block CSP does not govern). */
const SCRIPT_TYPES = /^(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i;

/**
 * The CSP hash sources ('sha256-…') of the inline scripts of an HTML document, in order, each once.
 * A script's text is what lies between its start tag and the next `</script` (the HTML parser ends
 * it there: Next and React escape `<` inside what they inline).
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script/gi)) {
    if (!text || /(?:^|\s)src\s*=/i.test(attributes)) continue;
    const type = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(attributes);
    if (type && !SCRIPT_TYPES.test((type[1] ?? type[2] ?? type[3]).trim())) continue;
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** Whether `req` asks for a shared copy (after page-cache.mjs dropped an untrusted peer's header). */
export function wantsSharedCopy(req) {
  return (req.method === "GET" || req.method === "HEAD") && req.headers[SHARED_COPY_HEADER] === "1";
}

/** The encoding of the copy: the one nginx asks for (it sends exactly "br", "gzip" or nothing). */
function chosenEncoding(req) {
  return new Negotiator(req).encodings(["br", "gzip", "identity"], ["br", "gzip"])[0] ?? "identity";
}

function addVary(res, name) {
  const current = String(res.getHeader("vary") ?? "");
  const names = current.split(",").map((s) => s.trim().toLowerCase());
  if (names.includes("*") || names.includes(name.toLowerCase())) return;
  res.setHeader("vary", current ? `${current}, ${name}` : name);
}

/**
 * Holds the answer Next writes to `res` until it ends, then sends it: its policy naming the hashes of
 * its inline scripts, compressed in the encoding `req` accepts, with its length. `respond()` runs
 * Next's handler.
 */
export function sendSharedCopy(req, res, respond) {
  const writeHead = res.writeHead;
  const write = res.write;
  const end = res.end;
  const chunks = [];
  let ended = false;

  const hold = (chunk, encoding) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    chunks.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8")
          : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength),
    );
  };
  const callbackOf = (args) => args.findLast((arg) => typeof arg === "function");

  res.writeHead = function holdHead(status, ...rest) {
    res.statusCode = status;
    if (typeof rest[0] === "string") res.statusMessage = rest.shift();
    const headers = rest[0];
    if (Array.isArray(headers)) {
      const pairs = Array.isArray(headers[0]) ? headers : [];
      if (!pairs.length)
        for (let i = 0; i + 1 < headers.length; i += 2) pairs.push([headers[i], headers[i + 1]]);
      for (const [name, value] of pairs) res.setHeader(name, value);
    } else if (headers) {
      for (const [name, value] of Object.entries(headers))
        if (value !== undefined) res.setHeader(name, value);
    }
    return res;
  };
  res.write = function holdWrite(chunk, encoding, callback) {
    if (ended) return false;
    hold(chunk, encoding);
    const done = callbackOf([encoding, callback]);
    if (done) process.nextTick(done);
    return true;
  };
  // Next flushes each piece it streams (compression middleware's method): nothing to flush here.
  res.flush = () => {};
  res.end = function holdEnd(chunk, encoding, callback) {
    if (ended) return res;
    ended = true;
    hold(chunk, encoding);
    const done = callbackOf([chunk, encoding, callback]);
    finish().then(
      () => done?.(),
      (error) => {
        console.error(error);
        res.destroy(error);
      },
    );
    return res;
  };

  async function finish() {
    let body = Buffer.concat(chunks);
    const type = String(res.getHeader("content-type") ?? "");
    const csp = res.getHeader("content-security-policy");
    if (typeof csp === "string" && csp.includes(INLINE_SCRIPT_HASHES)) {
      const hashes = type.startsWith("text/html") ? inlineScriptHashes(body.toString("utf8")) : [];
      // The marker and the space before it give way to the list (or to nothing: no inline script).
      res.setHeader(
        "content-security-policy",
        csp.replace(hashes.length ? INLINE_SCRIPT_HASHES : ` ${INLINE_SCRIPT_HASHES}`, hashes.join(" ")),
      );
    }
    if (req.method === "HEAD" || res.statusCode === 204 || res.statusCode === 304) {
      writeHead.call(res, res.statusCode);
      end.call(res);
      return;
    }
    if (COMPRESSIBLE.test(type)) {
      addVary(res, "Accept-Encoding");
      const encoding = body.length >= MIN_COMPRESSED_LENGTH ? chosenEncoding(req) : "identity";
      if (encoding === "br") {
        body = await brotli(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: SHARED_BROTLI_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        });
      } else if (encoding === "gzip") {
        body = await gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION });
      }
      if (encoding !== "identity") res.setHeader("content-encoding", encoding);
    }
    res.removeHeader("transfer-encoding");
    res.setHeader("content-length", body.length);
    if (res.destroyed) return;
    writeHead.call(res, res.statusCode);
    write.call(res, body);
    end.call(res);
  }

  respond();
}
