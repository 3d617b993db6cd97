/**
 * Bounded memory for uploads (issue 17, item 6): a 5 MB resume may raise the API's peak resident memory by at
 * most twice its size, with 4 uploads in parallel. Starts the real API as a child process (src/server.ts
 * through tsx's loader, so the child's pid is the server's; UPLOAD_MEMORY_BUILT=1 runs the built
 * dist/server.js instead). Three rounds, each in a fresh process: warm up with two uploads and downloads,
 * read the process's resident memory (VmRSS), reset its high-water mark (`echo 5 > /proc/<pid>/clear_refs`),
 * send 4 uploads of 5 MB at once, read the high-water mark (VmHWM). A round's rise is VmHWM after minus VmRSS
 * before; the budget holds for the median of the three (the garbage collector's timing moves a single round
 * by a few MB either way). Every upload is then downloaded through the admin API and compared byte for byte.
 *
 * On PostgreSQL (DATABASE_URL, `npm run test:api:pg`) the budget is 2 × 5 MB. On PGlite the database runs
 * inside the API's process, and its driver turns every bytea parameter into hex text and copies it into the
 * WebAssembly heap, so the budget there is PGLITE_BUDGET_BYTES: about twice the figure measured (28 MB; it was
 * 649 MB when an upload was read and stored whole). `npm test` runs it on PostgreSQL only; `BOTH=1 npx vitest
 * run --project api src/routes/applicants/upload-memory.test.ts` runs the PGlite variant.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, expect, it } from "vitest";
import { RESUME_MAX_BYTES, type CareerSummary } from "@site/contract";
import { createDb } from "../../db/client";
import { seedTenant } from "../../db/seed";
import { parseConfig, REPO_ROOT } from "../../env";
import { newTenantId } from "../../test/context";
import { multipartBody, pdfDocument } from "../../test/documents";
import { fixture } from "../../test/fixture";

const MB = 1024 * 1024;
const PARALLEL = 4;
const ROUNDS = Number(process.env.UPLOAD_MEMORY_ROUNDS ?? 3);
const BUDGET_BYTES = 2 * RESUME_MAX_BYTES;
const PGLITE_BUDGET_BYTES = 60 * MB;
/**
 * The downloads' credential: the retired ADMIN_TOKEN, which server.ts imports as an Administrator key of
 * DEFAULT_TENANT_ID. A fresh one per run: a token once imported (for another tenant) is never imported again.
 */
const ADMIN_TOKEN = `upload-memory-${randomBytes(16).toString("hex")}`;
const API_DIR = path.join(REPO_ROOT, "apps/api");

const { DATABASE_URL } = parseConfig(process.env);
const seeded = DATABASE_URL ? await createDb({ url: DATABASE_URL, poolSize: 2 }) : undefined;
const dataDir = DATABASE_URL ? undefined : mkdtempSync(path.join(tmpdir(), "site-upload-memory-"));
let child: ChildProcess | undefined;

afterAll(async () => {
  if (child) await stop(child);
  await seeded?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A field of /proc/<pid>/status in bytes (the kernel reports kB). */
function procStatus(pid: number, field: "VmRSS" | "VmHWM"): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, "m").exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  if (!match) throw new Error(`${field} missing from /proc/${pid}/status`);
  return Number(match[1]) * 1024;
}

async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const output: string[] = [];
  const built = process.env.UPLOAD_MEMORY_BUILT === "1";
  const proc = spawn(process.execPath, built ? ["dist/server.js"] : ["--import", "tsx", "src/server.ts"], {
    cwd: API_DIR,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  proc.stderr!.on("data", (c: Buffer) => output.push(c.toString()));
  const base = await new Promise<string>((resolve, reject) => {
    let seen = "";
    const timer = setTimeout(() => fail(new Error("the API did not start within 180 s")), 180_000);
    const fail = (e: Error) => {
      clearTimeout(timer);
      proc.kill("SIGKILL");
      reject(new Error(`${e.message}\n${output.join("").slice(-3000)}`));
    };
    proc.stdout!.on("data", (c: Buffer) => {
      seen += c.toString();
      const match = /API listening on (http:\/\/\S+?) /.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    proc.once("exit", (code, signal) => fail(new Error(`the API exited (${code ?? signal}) while starting`)));
  });
  return { child: proc, base };
}

/** A 5 MB PDF: a real one-page document followed by incompressible bytes, different every time. */
function resume(): Buffer {
  const head = pdfDocument(`Resume ${randomBytes(4).toString("hex")}`);
  return Buffer.concat([head, randomBytes(RESUME_MAX_BYTES - head.length)]);
}

async function apply(base: string, tenantId: string, career: CareerSummary, file: Buffer): Promise<number> {
  const body = multipartBody([
    {
      name: "applicantInfo",
      value: JSON.stringify({
        first_name: "Robin",
        last_name: "Hale",
        email: `robin.${randomBytes(3).toString("hex")}@example.com`,
        job_title: career.title,
        job_application_id: career.id,
      }),
    },
    { name: "resumeFile", filename: "robin-hale.pdf", contentType: "application/pdf", data: file },
  ]);
  const res = await fetch(`${base}/applicants/tenants?tenant_id=${tenantId}`, {
    method: "POST",
    headers: body.headers,
    body: new Uint8Array(body.payload),
    signal: AbortSignal.timeout(120_000),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`the application answered ${res.status}: ${text}`);
  return (JSON.parse(text) as { id: number }).id;
}

async function download(base: string, tenantId: string, id: number): Promise<Response> {
  return fetch(`${base}/admin/applicants/${id}/resume?tenant_id=${tenantId}`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    signal: AbortSignal.timeout(120_000),
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const mb = (n: number) => `${(n / MB).toFixed(1)} MB`;

async function stop(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise((resolve) => proc.once("exit", resolve));
  proc.kill("SIGTERM");
  await exited;
}

const BUDGET = DATABASE_URL ? BUDGET_BYTES : PGLITE_BUDGET_BYTES;

it(
  `raises the API's peak resident memory by at most ${BUDGET / MB} MB on ${DATABASE_URL ? "PostgreSQL" : "PGlite"} for ${PARALLEL} parallel 5 MB resumes, and stores them intact`,
  { timeout: 10 * 60_000 },
  async () => {
    let tenantId = "default";
    if (seeded) {
      // The server seeds only an empty database: on a shared PostgreSQL the test brings its own tenant.
      tenantId = newTenantId("upload-memory");
      await seedTenant(seeded.db, tenantId, fixture);
    }
    const env = {
      API_PORT: process.env.UPLOAD_MEMORY_API_PORT ?? "0",
      API_HOST: "127.0.0.1",
      ADMIN_TOKEN,
      RATE_LIMIT_DISABLED: "1",
      LOG_LEVEL: "warn",
      DEFAULT_TENANT_ID: tenantId,
      REVALIDATE_URL: "http://127.0.0.1:9/api/revalidate",
      SMTP_URL: "",
      DATABASE_URL: DATABASE_URL ?? "",
      ...(dataDir ? { DATA_DIR: dataDir } : {}),
    };

    const sent = new Map<number, Buffer>();
    const rounds: { before: number; peak: number; rise: number }[] = [];
    let base = "";
    // Each round in a process of its own: memory a previous round freed (and the allocator kept) must not
    // make room for the next one.
    for (let round = 0; round < ROUNDS; round++) {
      if (child) await stop(child);
      const server = await startServer(env);
      child = server.child;
      base = server.base;
      const pid = child.pid!;
      const careers = (await (
        await fetch(`${base}/job-applications/published/tenants?tenant_id=${tenantId}`)
      ).json()) as CareerSummary[];
      const career = careers.find((c) => c.status === "OPEN")!;

      // Warm-up: every code path of an upload and a download has run before anything is measured.
      for (let i = 0; i < 2; i++) {
        const file = resume();
        const id = await apply(base, tenantId, career, file);
        sent.set(id, file);
        await (await download(base, tenantId, id)).arrayBuffer();
      }

      const files = Array.from({ length: PARALLEL }, resume);
      await sleep(1000);
      const before = procStatus(pid, "VmRSS");
      // From here VmHWM is the highest resident size the process reaches (Linux resets it to VmRSS).
      writeFileSync(`/proc/${pid}/clear_refs`, "5");
      const ids = await Promise.all(files.map((f) => apply(base, tenantId, career, f)));
      const peak = procStatus(pid, "VmHWM");
      ids.forEach((id, i) => sent.set(id, files[i]!));
      rounds.push({ before, peak, rise: peak - before });
    }
    const driver = DATABASE_URL ? "PostgreSQL" : "PGlite";
    const rise = median(rounds.map((r) => r.rise));
    console.log(
      `${driver}${process.env.UPLOAD_MEMORY_BUILT === "1" ? " (built API)" : ""}: ${PARALLEL} parallel uploads of ${mb(RESUME_MAX_BYTES)}, ` +
        `VmRSS before -> VmHWM: ${rounds.map((r) => `${mb(r.before)} -> ${mb(r.peak)} (${r.rise >= 0 ? "+" : ""}${mb(r.rise)})`).join(", ")}; ` +
        `median rise ${mb(rise)}`,
    );

    // Everything sent, also during the warm-ups, is stored intact.
    for (const [id, file] of sent) {
      const res = await download(base, tenantId, id);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(res.headers.get("content-disposition")).toBe('attachment; filename="robin-hale-resume.pdf"');
      const got = Buffer.from(await res.arrayBuffer());
      expect(got.length).toBe(file.length);
      expect(Buffer.compare(got, file), `resume of applicant ${id}`).toBe(0);
    }

    expect(rise).toBeLessThanOrEqual(BUDGET);
  },
);
