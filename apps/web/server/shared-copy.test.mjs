// @vitest-environment node
import { createHash } from "node:crypto";
import { createServer, request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inlineScriptHashes, sendSharedCopy, wantsSharedCopy } from "./shared-copy.mjs";

const sha = (text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes each inline script once, as the browser reads its text, and leaves files and data alone", () => {
    const inline = 'self.__next_f.push([1,"é \\u003c/script>"])';
    const html = [
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      `<script>${inline}</script>`,
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script id="_R_">(globalThis.TURBOPACK=[]).push(1)</script>',
      `<SCRIPT>${inline}</SCRIPT >`,
      '<script type="module">import("/x.js")</script>',
      "<script></script>",
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([
      sha(inline),
      sha("(globalThis.TURBOPACK=[]).push(1)"),
      sha('import("/x.js")'),
    ]);
  });
});

describe("sendSharedCopy", () => {
  const script = "document.body.dataset.ran = 'yes'";
  const policy =
    "default-src 'self'; script-src 'self' 'inline-script-hashes'; style-src 'self' 'unsafe-inline'";
  const page = `<!DOCTYPE html><html><body>${"<p>Some text the page repeats.</p>".repeat(200)}<script>${script}</script></body></html>`;
  let server;
  let port;

  beforeAll(async () => {
    // Next's way of answering: headers set, then the page in pieces, flushed, then end().
    server = createServer((req, res) => {
      if (!wantsSharedCopy(req)) {
        res.writeHead(400).end();
        return;
      }
      sendSharedCopy(req, res, () => {
        res.setHeader("content-security-policy", policy);
        res.setHeader("vary", "rsc");
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        if (req.url === "/empty") {
          res.end("<p>No script</p>");
          return;
        }
        const half = page.length >> 1;
        res.write(page.slice(0, half));
        res.flush();
        setTimeout(() => res.end(Buffer.from(page.slice(half))), 5);
      });
    });
    await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = server.address().port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const get = (path, headers) =>
    new Promise((resolve, reject) => {
      request({ port, host: "127.0.0.1", path, headers: { "x-shared-copy": "1", ...headers } }, (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => resolve({ res, body: Buffer.concat(chunks) }));
      })
        .on("error", reject)
        .end();
    });

  it("sends the page whole, in the encoding asked for, with its length and its scripts' hashes", async () => {
    for (const [accept, encoding, decode] of [
      ["br", "br", brotliDecompressSync],
      ["gzip", "gzip", gunzipSync],
      [undefined, undefined, (b) => b],
    ]) {
      const { res, body } = await get("/", accept ? { "accept-encoding": accept } : {});
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-encoding"]).toBe(encoding);
      expect(Number(res.headers["content-length"])).toBe(body.length);
      expect(res.headers["transfer-encoding"]).toBeUndefined();
      expect(res.headers.vary).toBe("rsc, Accept-Encoding");
      expect(decode(body).toString("utf8")).toBe(page);
      expect(res.headers["content-security-policy"]).toBe(
        `default-src 'self'; script-src 'self' ${sha(script)}; style-src 'self' 'unsafe-inline'`,
      );
      if (encoding) expect(body.length).toBeLessThan(page.length / 10);
    }
  });

  it("a page without an inline script allows none: the marker goes, nothing in its place", async () => {
    const { res, body } = await get("/empty", { "accept-encoding": "br" });
    expect(body.toString()).toBe("<p>No script</p>");
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers["content-security-policy"]).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'",
    );
  });
});
