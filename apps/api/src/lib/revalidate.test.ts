import { CACHE_TAGS } from "@site/contract";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createSiteNotifier } from "./revalidate";

type Hit = { authorization?: string; contentType?: string; body: unknown };

/** A stand-in for the web app's POST /api/revalidate on a real socket, answering the given statuses in turn. */
async function siteServer(statuses: number[]) {
  const hits: Hit[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      hits.push({
        authorization: req.headers.authorization,
        contentType: req.headers["content-type"],
        body: JSON.parse(Buffer.concat(chunks).toString("utf8")),
      });
      res.statusCode = statuses[Math.min(hits.length - 1, statuses.length - 1)]!;
      res.end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/revalidate`,
    hits,
    close: () => new Promise((r) => server.close(r)),
  };
}

function memoryLogger() {
  const lines: { level: string; obj: Record<string, unknown>; msg: string }[] = [];
  return {
    lines,
    logger: {
      info: (obj: object, msg: string) =>
        lines.push({ level: "info", obj: obj as Record<string, unknown>, msg }),
      warn: (obj: object, msg: string) =>
        lines.push({ level: "warn", obj: obj as Record<string, unknown>, msg }),
    },
  };
}

const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

describe("notifySite", () => {
  it("posts the tags with the shared secret as a bearer token", async () => {
    const site = await siteServer([200]);
    closers.push(site.close);
    const { logger, lines } = memoryLogger();
    const notifySite = createSiteNotifier({ url: site.url, secret: "s".repeat(32), logger });
    const ok = await notifySite([CACHE_TAGS.posts, CACHE_TAGS.post("edge-ai"), CACHE_TAGS.posts]);
    expect(ok).toBe(true);
    expect(site.hits).toEqual([
      {
        authorization: `Bearer ${"s".repeat(32)}`,
        contentType: "application/json",
        body: { tags: ["posts", "post:edge-ai"] },
      },
    ]);
    expect(lines.map((l) => l.msg)).toEqual(["site revalidated"]);
  });

  it("retries once after a failure", async () => {
    const site = await siteServer([502, 200]);
    closers.push(site.close);
    const { logger } = memoryLogger();
    const notifySite = createSiteNotifier({
      url: site.url,
      secret: "x".repeat(32),
      logger,
      retryDelayMs: 10,
    });
    expect(await notifySite([CACHE_TAGS.careers, CACHE_TAGS.career(4)])).toBe(true);
    expect(site.hits).toHaveLength(2);
  });

  it("logs and resolves false, never throws, when the site stays down", async () => {
    const site = await siteServer([200]);
    await site.close();
    const { logger, lines } = memoryLogger();
    const notifySite = createSiteNotifier({
      url: site.url,
      secret: "x".repeat(32),
      logger,
      retryDelayMs: 10,
    });
    expect(await notifySite([CACHE_TAGS.authors])).toBe(false);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: "warn", obj: { tags: ["authors"], attempts: 2 } });
  });
});
