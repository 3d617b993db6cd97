/**
 * The real process on a free port, driven over HTTP: the built API (dist/server.js, as production runs it), and
 * server.ts started with tsx: the first start on an empty embedded database (migrated and seeded), a bad
 * configuration, and an accepted application that survives the process being killed with SIGKILL.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { CareerSummary } from "@site/contract";
import { createDb, type DbHandle } from "./db/client";
import { openDatabase } from "./db/open";
import { applications, contactLeads, resumes } from "./db/schema";
import { seedTenant } from "./db/seed";
import { defaultSeedData } from "./db/seed/data";
import { parseConfig, REPO_ROOT, testConfig } from "./env";
import { readResume } from "./routes/applicants/resume-store";
import { closeDb, newTenantId, testDb } from "./test/context";
import { docxDocument } from "./test/documents";
import { fixture } from "./test/fixture";

const API_DIR = path.join(REPO_ROOT, "apps/api");
const { DATABASE_URL } = parseConfig(process.env);
const temps: string[] = [];
const children = new Set<ChildProcess>();

afterAll(async () => {
  for (const child of children) child.kill("SIGKILL");
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
  await closeDb();
});

function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "api-server-test-"));
  temps.push(dir);
  return dir;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

type Running = { child: ChildProcess; base: string; output: () => string; exited: Promise<number | null> };

/** node with tsx's loader on src/server.ts: one process, not the tsx CLI, whose child a SIGKILL would leave running. */
const FROM_SOURCE = { args: ["--import", "tsx", "src/server.ts"], cwd: API_DIR };
/** The bundle, as production runs it (built once, in beforeAll). */
const BUNDLE = path.join(API_DIR, "dist/server.js");
const FROM_BUNDLE = { args: [BUNDLE], cwd: API_DIR };

let build: ReturnType<typeof spawnSync>;
/** An embedded database migrated and seeded once; tests that need one start on a copy of it. */
let seeded: string;
beforeAll(async () => {
  build = spawnSync(process.execPath, ["scripts/build.mjs"], { cwd: API_DIR, encoding: "utf8" });
  seeded = tempDir();
  const handle = await openDatabase(testConfig({ DATA_DIR: seeded, DATABASE_URL: undefined }));
  await handle.close();
}, 240_000);

/** A data folder holding a copy of the seeded database. */
function seededDataDir(): string {
  const dir = tempDir();
  cpSync(seeded, dir, { recursive: true });
  return dir;
}

async function start(env: Record<string, string | undefined>, { args, cwd } = FROM_SOURCE): Promise<Running> {
  const port = await freePort();
  const { DATABASE_URL: _inherited, ...parentEnv } = process.env;
  const child = spawn(process.execPath, args, {
    cwd,
    env: {
      ...parentEnv,
      API_PORT: String(port),
      API_HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      RATE_LIMIT_DISABLED: "1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(child);
  let output = "";
  child.stdout!.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr!.on("data", (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.on("exit", (code) => {
      children.delete(child);
      resolve(code);
    }),
  );
  return { child, base: `http://127.0.0.1:${port}`, output: () => output, exited };
}

async function waitReady(server: Running, seconds = 90) {
  for (let i = 0; i < seconds * 4; i++) {
    if (server.child.exitCode !== null) throw new Error(`server exited: ${server.output()}`);
    try {
      if ((await fetch(`${server.base}/readyz`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become ready: ${server.output()}`);
}

describe("the built API: npm run build, then node apps/api/dist/server.js", () => {
  it("builds one JavaScript file that starts from any directory, migrates, answers its probes and location data", async () => {
    expect(build.status, String(build.stderr)).toBe(0);
    expect(String(build.stdout)).toContain("API built: dist/server.js");
    // No TypeScript left to run: the bundle imports no .ts file and no transpiler.
    const code = readFileSync(BUNDLE, "utf8");
    expect(code).not.toMatch(/from\s+["'][^"']+\.ts["']/);
    expect(code).not.toMatch(/["']tsx(\/[^"']*)?["']/);

    const server = await start({ DATA_DIR: tempDir() }, { args: [BUNDLE], cwd: tempDir() });
    await waitReady(server);
    const alive = await fetch(`${server.base}/healthz`);
    expect(alive.status).toBe(200);
    expect(await alive.json()).toEqual({ status: "ok" });
    expect((await fetch(`${server.base}/readyz`)).status).toBe(200);
    // Location data comes from the split the build wrote beside the bundle (dist/locations).
    expect(existsSync(path.join(API_DIR, "dist/locations/cities/IN.json"))).toBe(true);
    expect(existsSync(path.join(API_DIR, "dist/migrations/meta/_journal.json"))).toBe(true);
    const cities = await fetch(`${server.base}/states/Punjab/cities?tenant_id=default&countryName=India`);
    expect(cities.status).toBe(200);
    expect(((await cities.json()) as { city_name: string }[]).map((c) => c.city_name)).toContain("Ludhiana");
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  }, 240_000);
});

/** A POST whose body is sent in two halves: in flight on the server until `finish()` sends the rest. */
function heldPost(base: string, url: string, body: object) {
  const bytes = Buffer.from(JSON.stringify(body));
  const half = Math.floor(bytes.length / 2);
  let resolveSocket: () => void;
  const connected = new Promise<void>((resolve) => (resolveSocket = resolve));
  const req = httpRequest(`${base}${url}`, {
    method: "POST",
    headers: { "content-type": "application/json", "content-length": String(bytes.length) },
  });
  req.on("socket", (socket) => socket.on("connect", () => resolveSocket()));
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on("response", (res) => {
      let text = "";
      res.on("data", (c: Buffer) => (text += c.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on("error", reject);
  });
  req.write(bytes.subarray(0, half));
  return { connected, response, finish: () => req.end(bytes.subarray(half)) };
}

const lead = (email: string) => ({
  first_name: "Robin",
  last_name: "Hale",
  email,
  message: "Sent while the server was stopping",
});

const refused = async (base: string) =>
  fetch(`${base}/healthz`).then(
    () => false,
    () => true,
  );

// The bundle on a copy of a seeded database: what production runs, without seeding it again each time.
describe("graceful shutdown on SIGTERM", () => {
  it("stops accepting connections, lets the request in flight finish and store, then exits 0", async () => {
    const dataDir = seededDataDir();
    const server = await start({ DATA_DIR: dataDir, LOG_LEVEL: "info" }, FROM_BUNDLE);
    await waitReady(server);
    const held = heldPost(server.base, "/leads/contact-us?tenant_id=default", lead("held@example.com"));
    await held.connected;
    await new Promise((r) => setTimeout(r, 300));

    server.child.kill("SIGTERM");
    for (let i = 0; !(await refused(server.base)); i++) {
      expect(i, "the server still accepts connections after SIGTERM").toBeLessThan(40);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(server.child.exitCode).toBe(null);
    await new Promise((r) => setTimeout(r, 500));
    expect(server.child.exitCode, "exited with a request in flight").toBe(null);

    held.finish();
    const answer = await held.response;
    expect(answer.status, answer.body).toBe(200);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain("stopping: no new connections");

    const reader = await createDb({ dataDir: path.join(dataDir, "pglite") });
    try {
      const rows = await reader.db
        .select({ id: contactLeads.id })
        .from(contactLeads)
        .where(eq(contactLeads.email, "held@example.com"));
      expect(rows).toHaveLength(1);
    } finally {
      await reader.close();
    }
  }, 180_000);

  it("exits 1 once SHUTDOWN_TIMEOUT_MS passes with a request still in flight", async () => {
    const server = await start({ DATA_DIR: seededDataDir(), SHUTDOWN_TIMEOUT_MS: "1500" }, FROM_BUNDLE);
    await waitReady(server);
    const held = heldPost(server.base, "/leads/contact-us?tenant_id=default", lead("never@example.com"));
    held.response.catch(() => {});
    await held.connected;
    await new Promise((r) => setTimeout(r, 300));
    const signalled = Date.now();
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(1);
    const took = Date.now() - signalled;
    expect(took).toBeGreaterThanOrEqual(1400);
    expect(took).toBeLessThan(8000);
    expect(server.output()).toContain("requests still running after the shutdown timeout");
  }, 180_000);

  it("exits 1 at once on a second signal", async () => {
    const server = await start({ DATA_DIR: seededDataDir() }, FROM_BUNDLE);
    await waitReady(server);
    const held = heldPost(server.base, "/leads/contact-us?tenant_id=default", lead("twice@example.com"));
    held.response.catch(() => {});
    await held.connected;
    await new Promise((r) => setTimeout(r, 300));
    server.child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 500));
    expect(server.child.exitCode, "exited with a request in flight").toBe(null);
    const again = Date.now();
    server.child.kill("SIGINT");
    expect(await server.exited).toBe(1);
    expect(Date.now() - again).toBeLessThan(3000);
    expect(server.output()).toContain("second signal while stopping");
  }, 180_000);
});

describe("server.ts", () => {
  it("refuses to start with a bad configuration and says which variable is wrong", async () => {
    const server = await start({ API_PORT: "eighty", DATA_DIR: tempDir() });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain("Invalid API configuration");
    expect(server.output()).toContain("API_PORT");
  }, 60_000);

  it("refuses to start on the embedded database on STAGE=PROD, saying why, and opens nothing", async () => {
    const dataDir = tempDir();
    const server = await start({ STAGE: "PROD", REVALIDATE_SECRET: "s".repeat(40), DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain("DATABASE_URL: is required on STAGE=PROD");
    expect(server.output()).toContain("cannot fsync");
    expect(server.output()).toContain("ALLOW_PGLITE_IN_PRODUCTION=1");
    expect(existsSync(path.join(dataDir, "pglite"))).toBe(false);
  }, 60_000);

  it("migrates and seeds an empty embedded database on first start, then stops on SIGTERM", async () => {
    const server = await start({ DATA_DIR: tempDir() });
    await waitReady(server);
    expect(server.output()).toMatch(/API listening on http:\/\/127\.0\.0\.1:\d+/);
    const res = await fetch(`${server.base}/blog-posts/published?tenant_id=default&size=1`);
    const page = (await res.json()) as { totalElements: number };
    expect(page.totalElements).toBe(defaultSeedData.posts.length);
    const avatar = await fetch(`${server.base}/media/authors/${defaultSeedData.authors[0]!.slug}.svg`);
    expect(avatar.status).toBe(200);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  }, 180_000);

  it("keeps an accepted application and its file after the process is killed with SIGKILL", async () => {
    const dataDir = tempDir();
    const tenantId = newTenantId("crash");
    // The database starts with a tenant of our own, so the server does not seed the default one.
    let handle: DbHandle;
    if (DATABASE_URL) {
      handle = await testDb();
    } else {
      handle = await createDb({ dataDir: path.join(dataDir, "pglite") });
      await handle.migrate();
    }
    await seedTenant(handle.db, tenantId, fixture);
    if (!DATABASE_URL) await handle.close();
    const env = { DATA_DIR: dataDir, DATABASE_URL };

    const first = await start(env);
    await waitReady(first);
    const careers = (await (
      await fetch(`${first.base}/job-applications/published/tenants?tenant_id=${tenantId}`)
    ).json()) as CareerSummary[];
    const career = careers.find((c) => c.status === "OPEN")!;
    const resume = docxDocument("Robin Hale - Resume");
    const form = new FormData();
    form.append(
      "applicantInfo",
      JSON.stringify({
        first_name: "Robin",
        last_name: "Hale",
        email: "robin.hale@example.com",
        job_title: career.title,
        job_application_id: career.id,
      }),
    );
    form.append("resumeFile", new Blob([resume]), "robin-hale.docx");
    const res = await fetch(`${first.base}/applicants/tenants?tenant_id=${tenantId}`, {
      method: "POST",
      body: form,
    });
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: number };

    first.child.kill("SIGKILL");
    expect(await first.exited).toBe(null);

    const second = await start(env);
    await waitReady(second);
    const again = await fetch(`${second.base}/job-applications/published/tenants?tenant_id=${tenantId}`);
    expect(again.status).toBe(200);
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);

    const reader = DATABASE_URL ? handle : await createDb({ dataDir: path.join(dataDir, "pglite") });
    try {
      const [row] = await reader.db
        .select({ email: applications.email, careerId: applications.careerId, file: resumes })
        .from(applications)
        .innerJoin(resumes, eq(resumes.applicationId, applications.id))
        .where(eq(applications.id, id));
      expect(row).toMatchObject({ email: "robin.hale@example.com", careerId: career.id });
      expect(row!.file.originalName).toBe("robin-hale.docx");
      expect(row!.file.fileName).toMatch(/^[0-9a-f-]{36}\.docx$/);
      expect(Buffer.compare(await readResume(reader.db, row!.file.tenantId, row!.file.id), resume)).toBe(0);
    } finally {
      if (!DATABASE_URL) await reader.close();
    }
  }, 240_000);
});
