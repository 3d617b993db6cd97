/**
 * Kill -9 durability: starts the real API process (src/server.ts through tsx's loader, one process, so
 * SIGKILL reaches the server itself), streams leads, comments and applications at it from concurrent
 * senders, SIGKILLs it mid-stream, starts it again on the same data, repeats, and finally reads every
 * submission back through the admin API. Every submission that got a 200 must be there exactly once (with
 * the id the 200 named, and for applications the very resume bytes sent); one whose answer was lost with
 * the process may be there at most once.
 *
 * Used by durability.test.ts (the normal suite) and durability-soak.ts (`npm run test:soak`).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { ADMIN_PAGE_SIZE_MAX, type CareerSummary } from "@site/contract";
import { REPO_ROOT } from "../env";
import { multipartBody, pdfDocument } from "./documents";

const API_DIR = path.join(REPO_ROOT, "apps/api");
const ADMIN_TOKEN = "durability-admin-token-0123456789abcdef";
const KINDS = ["contact", "design-campaign", "newsletter", "comment", "application"] as const;
type Kind = (typeof KINDS)[number];

export type DurabilityOptions = {
  /** How many times the API is killed (and started again). */
  rounds: number;
  /** Concurrent senders. */
  senders: number;
  /** Each round is killed once this many more submissions got their 200: a random number in [min, max]. */
  killAfterAcknowledged: [number, number];
  /** PostgreSQL instead of PGlite in a fresh temp DATA_DIR; the tenant is then seeded by the caller. */
  databaseUrl?: string;
  tenantId?: string;
  log?: (line: string) => void;
};

type Submission = {
  kind: Kind;
  email: string;
  round: number;
  outcome: "acknowledged" | "lost" | "refused";
  id?: number;
  status?: number;
  pdf?: Buffer;
};

export type KillPoint = { round: number; acknowledged: number; inFlight: number; afterMs: number };

export type DurabilityReport = {
  driver: "pglite" | "postgres";
  sent: number;
  acknowledged: number;
  /** Acknowledged submissions found exactly once with their id (applications: with their resume). */
  found: number;
  /** Submissions whose answer died with the process but whose row was committed (allowed, at most once). */
  committedUnacknowledged: number;
  lost: number;
  refused: Submission[];
  missing: Submission[];
  duplicated: string[];
  resumesChecked: number;
  byKind: Record<Kind, { sent: number; acknowledged: number; found: number }>;
  killPoints: KillPoint[];
  startMs: number[];
  totalMs: number;
};

type Server = { child: ChildProcess; base: string; output: string[] };

/** Starts src/server.ts on a free port and waits until /ready answers; returns its address. */
async function startServer(env: Record<string, string>): Promise<Server> {
  const output: string[] = [];
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: API_DIR,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.splice(0, output.length - 200);
  };
  child.stderr!.on("data", keep);
  const base = await new Promise<string>((resolve, reject) => {
    let seen = "";
    const timer = setTimeout(() => fail(new Error("the API did not start within 180 s")), 180_000);
    const fail = (e: Error) => {
      clearTimeout(timer);
      child.kill("SIGKILL");
      reject(new Error(`${e.message}\n${output.join("").slice(-3000)}`));
    };
    child.stdout!.on("data", (chunk: Buffer) => {
      keep(chunk);
      seen += chunk.toString();
      const match = /API listening on (http:\/\/\S+?) /.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.once("exit", (code, signal) =>
      fail(new Error(`the API exited (${code ?? signal}) while starting`)),
    );
  });
  for (let i = 0; ; i++) {
    const ready = await fetch(`${base}/ready`).catch(() => undefined);
    if (ready?.status === 200) break;
    if (i > 300) throw new Error("the API never became ready");
    await sleep(100);
  }
  return { child, base, output };
}

function killHard(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve();
    server.child.once("exit", () => resolve());
    server.child.kill("SIGKILL");
  });
}

function stopGently(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve();
    const force = setTimeout(() => server.child.kill("SIGKILL"), 15_000);
    server.child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    server.child.kill("SIGTERM");
  });
}

type Targets = { tenantId: string; career: CareerSummary; postId: number };

async function send(base: string, t: Targets, s: Submission): Promise<Response> {
  const q = `tenant_id=${encodeURIComponent(t.tenantId)}`;
  const json = (pathname: string, body: unknown) =>
    fetch(`${base}${pathname}${pathname.includes("?") ? "&" : "?"}${q}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    });
  switch (s.kind) {
    case "contact":
      return json("/leads/contact-us", {
        first_name: "Dana",
        last_name: "Reyes",
        email: s.email,
        message: `Durability check ${s.email}`,
      });
    case "design-campaign":
      return json("/leads/design-campaign", {
        full_name: "Dana Reyes",
        email: s.email,
        website_url: "example.com",
      });
    case "newsletter":
      return json("/leads/newsletter", { email: s.email });
    case "comment":
      return json(`/blog-comments?blog_post_id=${t.postId}`, {
        comment_sender_name: "Dana Reyes",
        comment_sender_email: s.email,
        sender_comment_content: `Durability check ${s.email}`,
      });
    case "application": {
      s.pdf = pdfDocument(`Resume of ${s.email}`);
      const body = multipartBody([
        {
          name: "applicantInfo",
          value: JSON.stringify({
            first_name: "Dana",
            last_name: "Reyes",
            email: s.email,
            job_title: t.career.title,
            job_application_id: t.career.id,
          }),
        },
        { name: "resumeFile", filename: "resume.pdf", contentType: "application/pdf", data: s.pdf },
      ]);
      return fetch(`${base}/applicants/tenants?${q}`, {
        method: "POST",
        headers: body.headers,
        body: new Uint8Array(body.payload),
        signal: AbortSignal.timeout(60_000),
      });
    }
  }
}

/** Every row of a paged admin list. */
async function adminAll<T>(base: string, pathname: string, tenantId: string, extra = ""): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 0; ; page++) {
    const res = await fetch(
      `${base}/admin${pathname}?tenant_id=${tenantId}&size=${ADMIN_PAGE_SIZE_MAX}&page=${page}${extra}`,
      { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } },
    );
    if (res.status !== 200)
      throw new Error(`GET /admin${pathname} answered ${res.status}: ${await res.text()}`);
    const body = (await res.json()) as { content: T[]; totalPages: number };
    rows.push(...body.content);
    if (page + 1 >= body.totalPages) return rows;
  }
}

export async function runDurability(options: DurabilityOptions): Promise<DurabilityReport> {
  const log = options.log ?? (() => {});
  const started = Date.now();
  const tenantId = options.tenantId ?? "default";
  const dataDir = options.databaseUrl ? undefined : mkdtempSync(path.join(tmpdir(), "site-durability-"));
  const env: Record<string, string> = {
    API_PORT: "0",
    API_HOST: "127.0.0.1",
    ADMIN_TOKEN,
    RATE_LIMIT_DISABLED: "1",
    LOG_LEVEL: "warn",
    DEFAULT_TENANT_ID: tenantId,
    // Nothing listens there: the fire-and-forget page refreshes fail quietly.
    REVALIDATE_URL: "http://127.0.0.1:9/api/revalidate",
    SMTP_URL: "",
    DATABASE_URL: options.databaseUrl ?? "",
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
  };
  const startMs: number[] = [];
  const start = async () => {
    const t0 = Date.now();
    const server = await startServer(env);
    startMs.push(Date.now() - t0);
    return server;
  };

  let server = await start();
  const submissions: Submission[] = [];
  const killPoints: KillPoint[] = [];
  try {
    const careers = (await (
      await fetch(`${server.base}/job-applications/published/tenants?tenant_id=${tenantId}`)
    ).json()) as CareerSummary[];
    const posts = (await (
      await fetch(`${server.base}/blog-posts/published?tenant_id=${tenantId}&size=1`)
    ).json()) as { content: { id: number }[] };
    const targets: Targets = {
      tenantId,
      career: careers.find((c) => c.status === "OPEN")!,
      postId: posts.content[0]!.id,
    };
    const runId = Math.random().toString(36).slice(2, 8);

    for (let round = 1; round <= options.rounds; round++) {
      const [min, max] = options.killAfterAcknowledged;
      const target = min + Math.floor(Math.random() * (max - min + 1));
      let acknowledged = 0;
      let inFlight = 0;
      let stopped = false;
      let n = 0;
      const roundStart = Date.now();
      let reached!: () => void;
      const reachedTarget = new Promise<void>((resolve) => (reached = resolve));
      const base = server.base;
      const sender = async () => {
        while (!stopped) {
          const i = n++;
          const kind = KINDS[i % KINDS.length]!;
          const s: Submission = {
            kind,
            email: `d-${runId}-${round}-${i}@durability.example`,
            round,
            outcome: "lost",
          };
          submissions.push(s);
          inFlight++;
          try {
            const res = await send(base, targets, s);
            const body = (await res.json()) as { id?: number };
            if (res.status === 200 && typeof body.id === "number") {
              s.outcome = "acknowledged";
              s.id = body.id;
              if (++acknowledged >= target) reached();
            } else {
              s.outcome = "refused";
              s.status = res.status;
            }
          } catch {
            // The process died before answering: the submission may or may not have been committed.
            s.outcome = "lost";
          } finally {
            inFlight--;
          }
          if (s.outcome === "refused" && !stopped) await sleep(50);
        }
      };
      const senders = Array.from({ length: options.senders }, sender);
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        reachedTarget,
        new Promise((_, reject) => {
          timer = setTimeout(() => {
            stopped = true;
            const refused = submissions.filter((x) => x.round === round && x.outcome === "refused");
            reject(
              new Error(
                `round ${round}: only ${acknowledged} of ${target} submissions acknowledged in 180 s ` +
                  `(refused: ${refused.map((x) => `${x.kind} ${x.status}`).join(", ") || "none"})\n` +
                  server.output.join("").slice(-2000),
              ),
            );
          }, 180_000);
        }),
      ]).finally(() => clearTimeout(timer));
      const point = { round, acknowledged, inFlight, afterMs: Date.now() - roundStart };
      killPoints.push(point);
      stopped = true;
      await killHard(server);
      await Promise.all(senders);
      log(`round ${round}: SIGKILL after ${point.acknowledged} acknowledged, ${point.inFlight} in flight`);
      server = await start();
    }

    // Read everything back through the restarted API.
    const stored = new Map<string, number[]>();
    const note = (email: string, id: number) => stored.set(email, [...(stored.get(email) ?? []), id]);
    for (const type of ["contact", "design-campaign", "newsletter"] as const) {
      for (const row of await adminAll<{ id: number; email: string }>(
        server.base,
        `/leads/${type}`,
        tenantId,
      )) {
        note(`${type}:${row.email}`, row.id);
      }
    }
    for (const row of await adminAll<{ comment_id: number; comment_sender_email: string }>(
      server.base,
      "/comments",
      tenantId,
      "&status=PENDING",
    )) {
      note(`comment:${row.comment_sender_email}`, row.comment_id);
    }
    for (const row of await adminAll<{ id: number; email: string }>(server.base, "/applicants", tenantId)) {
      note(`application:${row.email}`, row.id);
    }

    const missing: Submission[] = [];
    const duplicated: string[] = [];
    let found = 0;
    let committedUnacknowledged = 0;
    let resumesChecked = 0;
    const byKind = Object.fromEntries(
      KINDS.map((k) => [k, { sent: 0, acknowledged: 0, found: 0 }]),
    ) as DurabilityReport["byKind"];
    for (const s of submissions) {
      const ids = stored.get(`${s.kind}:${s.email}`) ?? [];
      byKind[s.kind].sent++;
      if (ids.length > 1) duplicated.push(`${s.kind} ${s.email}: ${ids.join(", ")}`);
      if (s.outcome !== "acknowledged") {
        if (ids.length === 1) committedUnacknowledged++;
        continue;
      }
      byKind[s.kind].acknowledged++;
      if (ids.length !== 1 || ids[0] !== s.id) {
        missing.push(s);
        continue;
      }
      if (s.kind === "application") {
        const res = await fetch(`${server.base}/admin/applicants/${s.id}/resume?tenant_id=${tenantId}`, {
          headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
        });
        const bytes = Buffer.from(await res.arrayBuffer());
        if (res.status !== 200 || !bytes.equals(s.pdf!)) {
          missing.push(s);
          continue;
        }
        resumesChecked++;
      }
      found++;
      byKind[s.kind].found++;
    }
    const acknowledged = submissions.filter((s) => s.outcome === "acknowledged").length;
    return {
      driver: options.databaseUrl ? "postgres" : "pglite",
      sent: submissions.length,
      acknowledged,
      found,
      committedUnacknowledged,
      lost: submissions.filter((s) => s.outcome === "lost").length,
      refused: submissions.filter((s) => s.outcome === "refused"),
      missing,
      duplicated,
      resumesChecked,
      byKind,
      killPoints,
      startMs,
      totalMs: Date.now() - started,
    };
  } finally {
    await stopGently(server);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The report as a few printable lines. */
export function formatReport(r: DurabilityReport): string {
  const lines = [
    `durability on ${r.driver}: ${r.killPoints.length} SIGKILLs, ${(r.totalMs / 1000).toFixed(1)} s`,
    `  sent ${r.sent}, acknowledged ${r.acknowledged}, found exactly once ${r.found}, missing ${r.missing.length}, duplicated ${r.duplicated.length}`,
    `  answers lost with the process ${r.lost} (committed anyway: ${r.committedUnacknowledged}), refused ${r.refused.length}, resumes byte-identical ${r.resumesChecked}`,
    `  kind            sent  acked  found`,
    ...Object.entries(r.byKind).map(
      ([k, v]) =>
        `  ${k.padEnd(15)} ${String(v.sent).padStart(4)}  ${String(v.acknowledged).padStart(5)}  ${String(v.found).padStart(5)}`,
    ),
    `  kill points: ${r.killPoints.map((k) => `#${k.round} after ${k.acknowledged} acked / ${k.inFlight} in flight / ${(k.afterMs / 1000).toFixed(1)} s`).join("; ")}`,
    `  API start times (s): ${r.startMs.map((ms) => (ms / 1000).toFixed(1)).join(", ")}`,
  ];
  return lines.join("\n");
}
