/**
 * What goes over the wire (issue 19, server/compression.mjs): a browser that asks for Brotli gets its
 * page and every build file in Brotli; one that asks for gzip only gets gzip; one that asks for
 * nothing gets the plain bytes. Each decodes to the same content. A property of the server, the same
 * at every width: desktop only.
 */
import { request as httpRequest } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** One request as a client writes it, with nothing decoded on the way. */
function raw(base: string, path: string, headers: Record<string, string>, method = "GET"): Promise<Raw> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

function decoded(res: Raw): Buffer {
  const encoding = res.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(res.body);
  if (encoding === "gzip") return gunzipSync(res.body);
  return res.body;
}

test.describe("compression", () => {
  test("the browser gets the page and its scripts in Brotli, and the page works @desktop", async ({
    page,
  }) => {
    const encodings = new Map<string, string | null>();
    page.on("response", async (response) => {
      const path = new URL(response.url()).pathname;
      if (path === "/" || /^\/_next\/static\/.+\.(?:js|css)$/.test(path)) {
        encodings.set(path, await response.headerValue("content-encoding"));
      }
    });
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(encodings.get("/")).toBe("br");
    const files = [...encodings].filter(([path]) => path !== "/");
    expect(files.length).toBeGreaterThan(3);
    for (const [path, encoding] of files) expect(encoding, path).toBe("br");
  });

  test("each client gets the encoding it asked for, all decoding to the same bytes @desktop", async ({
    baseURL,
  }) => {
    const base = baseURL!;
    const home = await raw(base, "/", {});
    const script = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(home.body.toString("utf8"))?.[1];
    expect(script, "the home page names its scripts").toBeTruthy();

    for (const path of ["/", script!]) {
      const plain = await raw(base, path, {});
      expect(plain.status, path).toBe(200);
      expect(plain.headers["content-encoding"], path).toBeUndefined();
      const gzip = await raw(base, path, { "accept-encoding": "gzip" });
      expect(gzip.headers["content-encoding"], path).toBe("gzip");
      expect(gzip.headers.vary, path).toMatch(/accept-encoding/i);
      const br = await raw(base, path, { "accept-encoding": "gzip, deflate, br, zstd" });
      expect(br.headers["content-encoding"], path).toBe("br");
      expect(br.headers.vary, path).toMatch(/accept-encoding/i);
      expect(br.body.length, `${path}: Brotli is smaller than gzip`).toBeLessThan(gzip.body.length);
      if (path === script) {
        // Build files are the same bytes whichever way they travel.
        expect(decoded(gzip).equals(plain.body), path).toBe(true);
        expect(decoded(br).equals(plain.body), path).toBe(true);
        expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
        // The copy the build made, sent whole with its length (one compressed as it streams has none).
        expect(br.headers["content-length"]).toBe(String(br.body.length));
        expect(br.headers["content-type"]).toMatch(/^application\/javascript/);
      } else {
        // A page is rendered for each request (its own nonce): the same page, whole, either way.
        for (const res of [gzip, br]) {
          const html = decoded(res).toString("utf8");
          expect(html).toContain("</html>");
          expect(html).toContain('id="hero-title"');
        }
      }
    }
    // A client that refuses Brotli (q=0) is not sent it.
    const refused = await raw(base, script!, { "accept-encoding": "br;q=0, gzip" });
    expect(refused.headers["content-encoding"]).toBe("gzip");
    // HEAD: the headers, no body.
    const head = await raw(base, script!, { "accept-encoding": "br" }, "HEAD");
    expect(head.headers["content-encoding"]).toBe("br");
    expect(head.body.length).toBe(0);
  });

  test("a build-file address that climbs out of the build's folder serves nothing of the server @desktop", async ({
    baseURL,
  }) => {
    for (const path of [
      "/_next/static/../../server.mjs",
      "/_next/static/../../package.json.br",
      "/_next/static/%2e%2e/%2e%2e/server.mjs",
    ]) {
      const res = await raw(baseURL!, path, { "accept-encoding": "br" });
      expect(res.status, path).toBe(404);
      expect(decoded(res).toString("utf8"), path).not.toContain("createServer");
    }
  });
});
