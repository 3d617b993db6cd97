/**
 * The site's process from start to stop, as a deploy sees it: `node apps/web/server.mjs` as a real
 * child process, spoken to over raw sockets so the test decides when each byte is sent.
 *
 * - SIGTERM: new connections are refused, idle keep-alive connections are closed, a request in
 *   flight (its body still arriving) is answered, then the process exits 0;
 * - a request that never ends is cut after SHUTDOWN_TIMEOUT_MS and the process exits 1;
 * - on STAGE=PROD the default or a short REVALIDATE_SECRET stops the process before it listens, with
 *   a message naming the variable.
 */
import { connect, type Socket } from "node:net";
import { expect, test } from "@playwright/test";
import { E2E_API_URL } from "../helpers/e2e-env";
import { OPS_WEB_PORT, startSite, stopAll, waitFor, within } from "./ops-stack";

const PORT = OPS_WEB_PORT + 5;
const BASE = `http://127.0.0.1:${PORT}`;
const SECRET = "lifecycle-spec-secret-0123456789abcdef";
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type RawConnection = {
  socket: Socket;
  /** Everything received so far. */
  received: () => string;
  closed: Promise<number>;
};

/** A raw connection to the site; `closed` resolves with the time (performance.now()) it closed. */
async function open(): Promise<RawConnection> {
  const socket = connect(PORT, "127.0.0.1");
  await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  let data = "";
  socket.on("data", (chunk: Buffer) => (data += chunk.toString()));
  socket.on("error", () => {});
  const closed = new Promise<number>((resolve) => socket.once("close", () => resolve(performance.now())));
  return { socket, received: () => data, closed };
}

async function refused(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(PORT, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });
}

function revalidateHead(length: number) {
  return (
    `POST /api/revalidate HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\nAuthorization: Bearer ${SECRET}\r\n` +
    `Content-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`
  );
}

test.describe("the site's process: graceful stop and refusal to start @desktop", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });

  test.afterEach(async () => {
    await stopAll();
  });

  test("SIGTERM: refuses new connections, closes idle ones, answers the request in flight, exits 0", async () => {
    const site = startSite(PORT, { API_BASE_URL: E2E_API_URL, REVALIDATE_SECRET: SECRET });
    await waitFor(`${BASE}/healthz`);

    // An idle keep-alive connection: one request answered, the connection left open.
    const idle = await open();
    idle.socket.write(`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\n\r\n`);
    await within(5_000, async () => idle.received().includes('{"status":"alive"}'));
    expect(idle.received()).toContain("Connection: keep-alive");

    // A request in flight: its body arrives in two halves, the second after the signal.
    const body = JSON.stringify({ tags: ["posts"] });
    const busy = await open();
    busy.socket.write(revalidateHead(Buffer.byteLength(body)) + body.slice(0, 5));
    await sleep(300);

    site.child.kill("SIGTERM");
    const signalled = performance.now();
    const refusedAfter = await within(3_000, refused);
    const idleClosedAfter = (await idle.closed) - signalled;
    expect(busy.received()).toBe("");
    await sleep(500);
    busy.socket.write(body.slice(5));
    await busy.closed;
    const { code } = await site.exited;
    const exitedAfter = performance.now() - signalled;
    console.log(
      `[ops] SIGTERM: new connections refused after ${Math.round(refusedAfter.askedAt)} ms, idle connection ` +
        `closed after ${Math.round(idleClosedAfter)} ms, request in flight answered, exit ${code} after ${Math.round(exitedAfter)} ms`,
    );
    // Closed by the stop, not by the keep-alive timeout (5 s); the bound leaves room for a busy machine.
    expect(idleClosedAfter).toBeLessThan(2000);
    expect(busy.received()).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(busy.received()).toMatch(/\r\nConnection: close\r\n/i);
    expect(busy.received()).toContain('"revalidated":["posts"]');
    expect(code).toBe(0);
    const messages = site.json().map((l) => l.msg);
    expect(messages).toContain("stopping: finishing requests in flight");
    expect(messages).toContain("stopped");
  });

  test("a request that never ends is cut after SHUTDOWN_TIMEOUT_MS, and the process exits 1", async () => {
    const site = startSite(PORT, {
      API_BASE_URL: E2E_API_URL,
      REVALIDATE_SECRET: SECRET,
      SHUTDOWN_TIMEOUT_MS: "1000",
    });
    await waitFor(`${BASE}/healthz`);
    const stuck = await open();
    stuck.socket.write(revalidateHead(100) + '{"tags":');
    await sleep(300);
    site.child.kill("SIGTERM");
    const signalled = performance.now();
    const { code } = await site.exited;
    const after = performance.now() - signalled;
    console.log(`[ops] SIGTERM with a request that never ends: exit ${code} after ${Math.round(after)} ms`);
    expect(code).toBe(1);
    expect(after).toBeGreaterThanOrEqual(950);
    expect(after).toBeLessThan(3000);
    expect(site.json().map((l) => l.msg)).toContain("stop timed out: closing the connections left");
    await stuck.closed;
  });

  test("on STAGE=PROD the default or a short REVALIDATE_SECRET stops it before it listens, naming the variable", async () => {
    for (const [secret, message] of [
      ["", "REVALIDATE_SECRET: is the development default"],
      ["dev-revalidate-secret-change-me", "REVALIDATE_SECRET: is the development default"],
      [
        "only-twenty-chars-xx",
        "REVALIDATE_SECRET: is 20 characters long; on STAGE=PROD REVALIDATE_SECRET needs at least 32",
      ],
    ] as const) {
      const site = startSite(PORT, { API_BASE_URL: E2E_API_URL, STAGE: "PROD", REVALIDATE_SECRET: secret });
      const { code } = await site.exited;
      expect(code).toBe(1);
      expect(site.lines.join("\n")).toContain(message);
      expect(site.lines.join("\n")).not.toContain("Site listening");
    }
    const site = startSite(PORT, { API_BASE_URL: E2E_API_URL, STAGE: "PROD", REVALIDATE_SECRET: SECRET });
    await waitFor(`${BASE}/healthz`);
    site.child.kill("SIGTERM");
    expect((await site.exited).code).toBe(0);
  });
});
