/**
 * Durability, proven: the real API process (by default the bundle production runs, built for the run by
 * scripts/build.mjs; or src/server.ts under tsx; one process, so SIGKILL reaches the server itself) on a
 * PostgreSQL server of the harness's own with fsync, synchronous_commit and
 * full_page_writes on (test/postgres-server.ts; not scripts/with-postgres.sh, which turns fsync off), and
 * a real SMTP server (smtp-server) receiving the team's notifications. Concurrent senders stream leads,
 * comments and applications; each round SIGKILLs either the API (then starts it again) or PostgreSQL's
 * postmaster with all its backends (then starts it again: crash recovery from the WAL) at a random point
 * of the stream. At the end every submission is read back through the admin API and every e-mail counted
 * by Message-ID:
 * - a submission that got a 200 is stored exactly once (the id the 200 named; an application with the
 *   very resume bytes sent); one whose answer was lost (the process or the database died) at most once;
 * - every stored submission's e-mails reach the SMTP server exactly once each, counted by Message-ID: the
 *   team's notification (`<job>.notification@…`) of a lead, comment or application, and the visitor's
 *   confirmation (`<job>.visitor@…`) of a lead, a newsletter request or an application (MAILS); one
 *   Message-ID per submission and kind of e-mail (two would be two e-mails, a double). The Message-ID is derived from the
 *   job, so the one case SMTP cannot rule out, a crash of the API between the server's 250 and the job's
 *   completion, comes back as the same Message-ID, which a receiving server or mail client recognises as
 *   the same message; those redeliveries are counted and reported apart (`resent`).
 *
 * Diagnostics: DURABILITY_LOG_DIR=<folder> keeps each API process's whole output there, and
 * DURABILITY_LOG_LEVEL (default warn) sets the API's LOG_LEVEL, e.g. info to see every mail sent.
 *
 * Used by durability.test.ts (in `npm test`, through `npm run test:api:pg`) and durability-soak.ts
 * (`npm run test:soak`).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream, rmSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { ADMIN_PAGE_SIZE_MAX, type CareerSummary } from "@site/contract";
import { REPO_ROOT } from "../env";
import { startSmtp } from "../lib/notify/smtp-test-server";
import { multipartBody, pdfDocument } from "./documents";
import { startPostgres, type PostgresServer } from "./postgres-server";

const API_DIR = path.join(REPO_ROOT, "apps/api");
/**
 * The read-back's credential: the retired ADMIN_TOKEN, which server.ts imports at its first start as an
 * Administrator key of DEFAULT_TENANT_ID (and finds imported at every restart). Fresh per run, like the
 * harness's database.
 */
const ADMIN_TOKEN = `durability-${randomBytes(16).toString("hex")}`;
const KINDS = ["contact", "design-campaign", "newsletter", "comment", "application"] as const;
type Kind = (typeof KINDS)[number];
export type KillTarget = "api" | "postgres";

export type DurabilityOptions = {
  /** SIGKILLs of the API process (each followed by a restart). */
  apiKills: number;
  /** SIGKILLs of PostgreSQL's postmaster and backends (each followed by a restart). */
  postgresKills: number;
  /** Concurrent senders. */
  senders: number;
  /** Each round's kill comes once this many more submissions got their 200: a random number in [min, max]. */
  killAfterAcknowledged: [number, number];
  /** The harness's PostgreSQL port. */
  postgresPort: number;
  /** The SMTP server's port (0: any free one). */
  smtpPort?: number;
  /** How long to wait, after the last round, for every notification to arrive. */
  mailWaitMs?: number;
  /** "built" (default): the bundle production runs, built for this run; "source": src/server.ts under tsx. */
  runtime?: Runtime;
  log?: (line: string) => void;
};

type Submission = {
  kind: Kind;
  email: string;
  round: number;
  /** lost: no answer (the API died); unavailable: 5xx while PostgreSQL was down; refused: anything else. */
  outcome: "acknowledged" | "lost" | "unavailable" | "refused";
  id?: number;
  status?: number;
  pdf?: Buffer;
};

export type KillPoint = {
  round: number;
  target: KillTarget;
  acknowledged: number;
  inFlight: number;
  afterMs: number;
  /** Time until the API answered /ready again. */
  recoveryMs: number;
};

export type DurabilityReport = {
  sent: number;
  acknowledged: number;
  /** Acknowledged submissions found exactly once with their id (applications: with their resume). */
  found: number;
  /** Submissions whose answer was lost or 5xx but whose row was committed (allowed, at most once). */
  committedUnacknowledged: number;
  lost: number;
  unavailable: number;
  refused: Submission[];
  missing: Submission[];
  duplicated: string[];
  resumesChecked: number;
  mail: {
    /** E-mails received (every delivery, doubles included). */
    received: number;
    /** Distinct Message-IDs received. */
    distinct: number;
    /** Stored submissions whose every e-mail (MAILS) arrived exactly once. */
    deliveredOnce: number;
    /** Stored submissions without an e-mail after the wait. */
    missing: string[];
    /** Submissions with more than one Message-ID for one kind of e-mail: two e-mails where one was due. */
    doubled: string[];
    /** Message-IDs received more than once (the same e-mail again after a crash between 250 and completion). */
    resent: string[];
    /** E-mails about submissions that are not stored, or of a kind the submission does not send. */
    phantom: string[];
    /** From the last kill to the last expected e-mail. */
    settleMs: number;
  };
  byKind: Record<Kind, { sent: number; acknowledged: number; found: number }>;
  killPoints: KillPoint[];
  startMs: number[];
  totalMs: number;
};

type Server = { child: ChildProcess; base: string; output: string[] };

/** The API as production runs it (the esbuild bundle, scripts/build.mjs) or its source through tsx. */
export type Runtime = "built" | "source";

/** Builds the API into a folder of this run's own under apps/api; returns it (relative to apps/api). */
function buildApi(): Promise<string> {
  const outdir = `.dist-durability-${process.pid}`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["scripts/build.mjs", "--outdir", outdir], {
      cwd: API_DIR,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout!.on("data", (c: Buffer) => (output += c.toString()));
    child.stderr!.on("data", (c: Buffer) => (output += c.toString()));
    child.once("exit", (code) =>
      code === 0 ? resolve(outdir) : reject(new Error(`the API build failed (${code}):\n${output}`)),
    );
  });
}

/** Starts the API on a free port and waits until /ready answers; returns its address. */
async function startServer(env: Record<string, string>, entry: string[]): Promise<Server> {
  const output: string[] = [];
  const child = spawn(process.execPath, entry, {
    cwd: API_DIR,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.splice(0, output.length - 200);
  };
  child.stderr!.on("data", keep);
  // DURABILITY_LOG_DIR: every API process's whole output in a file of its own (for a failure's story).
  const logDir = process.env.DURABILITY_LOG_DIR;
  if (logDir) {
    const file = createWriteStream(path.join(logDir, `api-${Date.now()}-${child.pid}.log`));
    child.stdout!.pipe(file);
    child.stderr!.pipe(file);
  }
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
  await waitReady(base);
  return { child, base, output };
}

async function waitReady(base: string, output?: string[]) {
  let last = "";
  for (let i = 0; ; i++) {
    const ready = await fetch(`${base}/ready`, { signal: AbortSignal.timeout(5000) }).catch((e: Error) => e);
    if (!(ready instanceof Error) && ready.status === 200) return;
    last = ready instanceof Error ? ready.message : `${ready.status} ${await ready.text()}`;
    if (i > 600) {
      throw new Error(`the API never became ready (${last})\n${(output ?? []).join("").slice(-3000)}`);
    }
    await sleep(100);
  }
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

/** API kills first: their orphaned jobs (active in the dead process) expire while PostgreSQL is killed. */
function schedule(apiKills: number, postgresKills: number): KillTarget[] {
  const plan: KillTarget[] = [];
  for (let i = 0; i < Math.max(apiKills, postgresKills); i++) {
    if (i < apiKills) plan.push("api");
    if (i < postgresKills) plan.push("postgres");
  }
  return plan;
}

const ADDRESS = /d-[a-z0-9]+-\d+-\d+@durability\.example/;
/** The kind of an e-mail, from its Message-ID: `<job id>.notification@…` (the team's) or `….visitor@…`. */
const MAIL_KIND = /\.([a-z]+)@/;
/**
 * The e-mails a stored submission sends: the team hears of leads, comments and applications (of a
 * newsletter address only once it is confirmed, which this stream never does); the visitor gets a
 * confirmation of a message, a review request, a newsletter request or an application.
 */
const MAILS: Record<Kind, readonly string[]> = {
  contact: ["notification", "visitor"],
  "design-campaign": ["notification", "visitor"],
  newsletter: ["visitor"],
  comment: ["notification"],
  application: ["notification", "visitor"],
};

export async function runDurability(options: DurabilityOptions): Promise<DurabilityReport> {
  const log = options.log ?? (() => {});
  const started = Date.now();
  const tenantId = "default";
  const smtp = await startSmtp(options.smtpPort ?? 0);
  let pgServer: PostgresServer | undefined;
  let server: Server | undefined;
  let outdir: string | undefined;
  try {
    const runtime = options.runtime ?? "built";
    const [built, pgStarted] = await Promise.all([
      runtime === "built" ? buildApi() : undefined,
      startPostgres({ port: options.postgresPort }),
    ]);
    outdir = built;
    pgServer = pgStarted;
    const entry = outdir ? [path.join(outdir, "server.js")] : ["--import", "tsx", "src/server.ts"];
    const postgres = pgServer;
    const env: Record<string, string> = {
      API_PORT: "0",
      API_HOST: "127.0.0.1",
      ADMIN_TOKEN,
      RATE_LIMIT_DISABLED: "1",
      LOG_LEVEL: process.env.DURABILITY_LOG_LEVEL ?? "warn",
      DEFAULT_TENANT_ID: tenantId,
      // Nothing listens there: the fire-and-forget page refreshes fail quietly.
      REVALIDATE_URL: "http://127.0.0.1:9/api/revalidate",
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      NOTIFY_FROM: "website@cobaltline.example",
      NOTIFY_TO: "team@cobaltline.example",
      DATABASE_URL: postgres.url,
    };
    const startMs: number[] = [];
    const start = async () => {
      const t0 = Date.now();
      const s = await startServer(env, entry);
      startMs.push(Date.now() - t0);
      return s;
    };

    server = await start();
    const submissions: Submission[] = [];
    const killPoints: KillPoint[] = [];
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
    const plan = schedule(options.apiKills, options.postgresKills);
    let lastKillAt = Date.now();

    for (let index = 0; index < plan.length; index++) {
      const round = index + 1;
      const target = plan[index]!;
      const [min, max] = options.killAfterAcknowledged;
      const goal = min + Math.floor(Math.random() * (max - min + 1));
      let acknowledged = 0;
      let inFlight = 0;
      let stopped = false;
      let n = 0;
      const roundStart = Date.now();
      let reached!: () => void;
      const reachedGoal = new Promise<void>((resolve) => (reached = resolve));
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
            const body = (await res.json().catch(() => ({}))) as { id?: number };
            if (res.status === 200 && typeof body.id === "number") {
              s.outcome = "acknowledged";
              s.id = body.id;
              if (++acknowledged >= goal) reached();
            } else {
              // A 5xx in a round that kills PostgreSQL is the database being down, not a refusal.
              s.outcome = res.status >= 500 && target === "postgres" ? "unavailable" : "refused";
              s.status = res.status;
            }
          } catch {
            // The process died before answering: the submission may or may not have been committed.
            s.outcome = "lost";
          } finally {
            inFlight--;
          }
          if (s.outcome !== "acknowledged" && !stopped) await sleep(50);
        }
      };
      const senders = Array.from({ length: options.senders }, sender);
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        reachedGoal,
        new Promise((_, reject) => {
          timer = setTimeout(() => {
            stopped = true;
            const refused = submissions.filter((x) => x.round === round && x.outcome === "refused");
            reject(
              new Error(
                `round ${round}: only ${acknowledged} of ${goal} submissions acknowledged in 180 s ` +
                  `(refused: ${refused.map((x) => `${x.kind} ${x.status}`).join(", ") || "none"})\n` +
                  server!.output.join("").slice(-2000),
              ),
            );
          }, 180_000);
        }),
      ]).finally(() => clearTimeout(timer));
      const point: KillPoint = {
        round,
        target,
        acknowledged,
        inFlight,
        afterMs: Date.now() - roundStart,
        recoveryMs: 0,
      };
      killPoints.push(point);
      const killedAt = Date.now();
      lastKillAt = killedAt;
      if (target === "api") {
        stopped = true;
        await killHard(server);
        await Promise.all(senders);
        server = await start();
      } else {
        // The API stays up; the stream goes on against a database that is gone, then comes back.
        await postgres.kill9();
        await sleep(300);
        await postgres.start();
        await waitReady(server.base, server.output);
        stopped = true;
        await Promise.all(senders);
      }
      point.recoveryMs = Date.now() - killedAt;
      log(
        `round ${round}: SIGKILL ${target} after ${point.acknowledged} acknowledged, ${point.inFlight} in flight; ` +
          `ready again in ${(point.recoveryMs / 1000).toFixed(1)} s`,
      );
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
    /** Each stored submission's address, with its kind. */
    const storedEmails = new Map<string, Kind>();
    const byKind = Object.fromEntries(
      KINDS.map((k) => [k, { sent: 0, acknowledged: 0, found: 0 }]),
    ) as DurabilityReport["byKind"];
    for (const s of submissions) {
      const ids = stored.get(`${s.kind}:${s.email}`) ?? [];
      if (ids.length >= 1) storedEmails.set(s.email, s.kind);
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

    // Every stored submission's e-mails, each exactly once. Jobs that were active in a killed API come
    // back after their queue's expiry, so wait for the last ones.
    const mailFor = () => {
      // address -> kind of e-mail -> Message-ID -> deliveries
      const ids = new Map<string, Map<string, Map<string, number>>>();
      for (const m of smtp.received) {
        const address = ADDRESS.exec(m.raw)?.[0] ?? "?";
        const id = m.messageId ?? "(none)";
        const mailKind = MAIL_KIND.exec(id)?.[1] ?? "?";
        const byMail = ids.get(address) ?? new Map<string, Map<string, number>>();
        const perId = byMail.get(mailKind) ?? new Map<string, number>();
        perId.set(id, (perId.get(id) ?? 0) + 1);
        byMail.set(mailKind, perId);
        ids.set(address, byMail);
      }
      return ids;
    };
    const allArrived = (got: ReturnType<typeof mailFor>) =>
      [...storedEmails].every(([email, kind]) => MAILS[kind].every((mail) => got.get(email)?.has(mail)));
    const deadline = Date.now() + (options.mailWaitMs ?? 150_000);
    while (Date.now() < deadline) {
      if (allArrived(mailFor())) break;
      await sleep(250);
    }
    const settleMs = Date.now() - lastKillAt;
    await sleep(1500); // a late double would show here
    const got = mailFor();
    const mailMissing: string[] = [];
    const doubled: string[] = [];
    const resent: string[] = [];
    const phantom: string[] = [];
    let deliveredOnce = 0;
    for (const [email, kind] of storedEmails) {
      const byMail = got.get(email);
      let once = true;
      for (const mail of MAILS[kind]) {
        const perId = byMail?.get(mail);
        if (!perId) {
          mailMissing.push(`${email} (${mail})`);
          once = false;
          continue;
        }
        for (const [id, c] of perId) if (c > 1) resent.push(`${email}: ${id} x${c}`);
        if (perId.size > 1) {
          doubled.push(`${email}: ${[...perId].map(([id, c]) => `${id} x${c}`).join(", ")}`);
          once = false;
        }
      }
      if (once) deliveredOnce++;
      // An e-mail of a kind this submission does not send.
      for (const mail of byMail?.keys() ?? [])
        if (!MAILS[kind].includes(mail)) phantom.push(`${email} (${mail})`);
    }
    for (const email of got.keys()) if (!storedEmails.has(email)) phantom.push(email);

    const acknowledged = submissions.filter((s) => s.outcome === "acknowledged").length;
    return {
      sent: submissions.length,
      acknowledged,
      found,
      committedUnacknowledged,
      lost: submissions.filter((s) => s.outcome === "lost").length,
      unavailable: submissions.filter((s) => s.outcome === "unavailable").length,
      refused: submissions.filter((s) => s.outcome === "refused"),
      missing,
      duplicated,
      resumesChecked,
      mail: {
        received: smtp.received.length,
        distinct: new Set(smtp.received.map((m) => m.messageId)).size,
        deliveredOnce,
        missing: mailMissing,
        doubled,
        resent,
        phantom,
        settleMs,
      },
      byKind,
      killPoints,
      startMs,
      totalMs: Date.now() - started,
    };
  } finally {
    if (server) await stopGently(server);
    await pgServer?.destroy();
    await smtp.close();
    if (outdir) rmSync(path.join(API_DIR, outdir), { recursive: true, force: true });
  }
}

/** The report as a few printable lines. */
export function formatReport(r: DurabilityReport): string {
  const kills = (t: KillTarget) => r.killPoints.filter((k) => k.target === t).length;
  const lines = [
    `durability on PostgreSQL (fsync on, synchronous_commit on): ${kills("api")} SIGKILLs of the API, ` +
      `${kills("postgres")} of PostgreSQL, ${(r.totalMs / 1000).toFixed(1)} s`,
    `  sent ${r.sent}, acknowledged ${r.acknowledged}, found exactly once ${r.found}, missing ${r.missing.length}, duplicated ${r.duplicated.length}`,
    `  answers lost with the API ${r.lost}, 5xx while PostgreSQL was down ${r.unavailable} (committed anyway: ${r.committedUnacknowledged}), refused ${r.refused.length}, resumes byte-identical ${r.resumesChecked}`,
    `  e-mails: received ${r.mail.received} (${r.mail.distinct} distinct Message-IDs), stored submissions with each of their e-mails exactly once ${r.mail.deliveredOnce}, ` +
      `missing ${r.mail.missing.length}, doubled ${r.mail.doubled.length}, about unstored submissions ${r.mail.phantom.length}, ` +
      `resent with the same Message-ID ${r.mail.resent.length}; ` +
      `all in ${(r.mail.settleMs / 1000).toFixed(1)} s after the last kill`,
    `  kind            sent  acked  found`,
    ...Object.entries(r.byKind).map(
      ([k, v]) =>
        `  ${k.padEnd(15)} ${String(v.sent).padStart(4)}  ${String(v.acknowledged).padStart(5)}  ${String(v.found).padStart(5)}`,
    ),
    `  kill points: ${r.killPoints.map((k) => `#${k.round} ${k.target} after ${k.acknowledged} acked / ${k.inFlight} in flight / ${(k.afterMs / 1000).toFixed(1)} s, back in ${(k.recoveryMs / 1000).toFixed(1)} s`).join("; ")}`,
    `  API start times (s): ${r.startMs.map((ms) => (ms / 1000).toFixed(1)).join(", ")}`,
  ];
  return lines.join("\n");
}
