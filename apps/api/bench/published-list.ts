/**
 * API benchmark over real HTTP on 127.0.0.1 with autocannon. The API runs as its own process, as in
 * production (the built JavaScript when `npm run build --workspace apps/api` has made it, else through
 * tsx), so the load generator never shares the server's event loop:
 *   - GET /blog-posts/published at 10,000 posts (five list scenarios and three searches over title,
 *     summary and body, BENCH_CONNECTIONS connections);
 *   - POST /blog-posts/like-article on one hot post: 5,000 likes (BENCH_LIKES) from 64 connections, each
 *     of its own page view (a like counts once per page view: the views are made first, and each like
 *     carries its view's token); then the post's like_count must have risen by exactly the number of 200
 *     answers, and all must be 200.
 * Targets: one instance on a temporary embedded PGlite; with DATABASE_URL, one instance on PostgreSQL and
 * (BENCH_CLUSTER_URL, see scripts/bench-cluster) the same scenarios through a cluster. Each scenario has
 * its own p99 budget per database, set near the figure measured on a 2-core machine (at most twice it),
 * so a regression fails. Prints a table; exits 1 when a p99 is past its budget or a like is lost.
 *   npm run bench:api     (starts a throwaway PostgreSQL with fsync on; BENCH_SECONDS=10 BENCH_CONNECTIONS=10)
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { eq } from "drizzle-orm";
import { buildBlogFilter, VIEW_TOKEN_HEADER } from "@site/contract";
import { createDb, type DbHandle } from "../src/db/client";
import { tenants } from "../src/db/schema";
import { POSTS, seedPosts } from "./bench-seed";
import { parseConfig } from "../src/env";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARMUP_SECONDS = 2;
const LIKE_CONNECTIONS = 64;
const LIKES = Number(process.env.BENCH_LIKES ?? 5000);
const LIKE_WARMUP = 640;
/**
 * p99 budgets in ms per database and scenario: twice the mean p99 of two runs of `npm run bench:api`
 * on a 2-core machine (2026-11-25), so that a regression fails the run. The searches' and the one-client
 * rows' budgets: about twice one run's p99 on an idle 2-core machine (2026-11-26), within issue 21's
 * targets for one client (search ≤ 20 ms on PostgreSQL, ≤ 50 ms on PGlite; first page ≤ 10 ms).
 */
const P99_BUDGET_MS: Record<string, Record<Scenario, number>> = {
  PGlite: {
    "first page (size 9)": 130,
    "deep page (page 1000)": 150,
    "title filter": 380,
    "two categories": 230,
    "oldest first, page 5": 125,
    "search, one word": 290,
    "search, two words": 270,
    "search, a typo": 330,
    "first page (size 9), one client": 10,
    "search, one word, one client": 22,
    "search, two words, one client": 22,
    "search, a typo, one client": 26,
    "likes on one post": 120,
  },
  PostgreSQL: {
    "first page (size 9)": 40,
    "deep page (page 1000)": 45,
    "title filter": 115,
    "two categories": 90,
    "oldest first, page 5": 40,
    "search, one word": 90,
    "search, two words": 110,
    "search, a typo": 100,
    "first page (size 9), one client": 5,
    "search, one word, one client": 14,
    "search, two words, one client": 14,
    "search, a typo, one client": 12,
    "likes on one post": 115,
  },
  "PostgreSQL, cluster": {
    "first page (size 9)": 55,
    "deep page (page 1000)": 95,
    "title filter": 130,
    "two categories": 115,
    "oldest first, page 5": 80,
    "search, one word": 160,
    "search, two words": 175,
    "search, a typo": 175,
    "first page (size 9), one client": 12,
    "search, one word, one client": 20,
    "search, two words, one client": 20,
    "search, a typo, one client": 18,
    "likes on one post": 170,
  },
};
type Row = {
  database: string;
  scenario: string;
  connections: number;
  budgetMs: number;
  totalElements: number;
  reqPerSec: number;
  p50: number;
  p99: number;
};

const SCENARIOS = [
  "first page (size 9)",
  "deep page (page 1000)",
  "title filter",
  "two categories",
  "oldest first, page 5",
  "search, one word",
  "search, two words",
  "search, a typo",
] as const;
/** Also measured with one client (the issue's latency targets: search, and the list's first page). */
const ONE_CLIENT = [
  "first page (size 9)",
  "search, one word",
  "search, two words",
  "search, a typo",
] as const;
type Scenario =
  (typeof SCENARIOS)[number] | `${(typeof ONE_CLIENT)[number]}, one client` | "likes on one post";

function budgetOf(database: string, scenario: Scenario): number {
  const budget = P99_BUDGET_MS[database]?.[scenario];
  if (budget === undefined) throw new Error(`no p99 budget for ${database}: ${scenario}`);
  return budget;
}

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const repoRoot = path.resolve(apiDir, "../..");

/** The API as production runs it: the built file when present, else the TypeScript through tsx. */
function apiCommand(): string[] {
  const built = path.join(apiDir, "dist/server.js");
  if (existsSync(built)) return [built];
  return [path.join(repoRoot, "node_modules/tsx/dist/cli.mjs"), path.join(apiDir, "src/server.ts")];
}

/** Starts one API process on `port` and resolves once it answers /ready. */
async function startApi(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, apiCommand(), {
    cwd: apiDir,
    env: {
      ...process.env,
      ...env,
      API_PORT: String(port),
      API_HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      // The benchmark sends thousands of anonymous likes from one address.
      RATE_LIMIT_DISABLED: "1",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill("SIGKILL");
  throw new Error(`the API on port ${port} did not become ready`);
}

async function stopApi(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}

/** The list scenarios, the searches and the hot-post likes against an API at `address`. */
async function measure(
  label: string,
  address: string,
  tenantId: string,
  categoryIds: number[],
): Promise<Row[]> {
  const queries: Record<(typeof SCENARIOS)[number], Record<string, string | number>> = {
    "first page (size 9)": { page: 0, size: 9 },
    "deep page (page 1000)": { page: 1000, size: 9 },
    "title filter": { page: 0, size: 9, filter: buildBlogFilter({ title: "cloud notes" }) },
    "two categories": { page: 0, size: 9, filter: buildBlogFilter({ categoryIds: categoryIds.slice(0, 2) }) },
    "oldest first, page 5": { page: 5, size: 9, sort: "publishedDate,asc" },
    "search, one word": { page: 0, size: 9, search: "kubernetes" },
    "search, two words": { page: 0, size: 9, search: "kubernetes onboarding" },
    "search, a typo": { page: 0, size: 9, search: "kubernetis" },
  };
  const rows: Row[] = [];
  for (const scenario of SCENARIOS) {
    const url = new URL("/blog-posts/published", address);
    url.searchParams.set("tenant_id", tenantId);
    for (const [k, v] of Object.entries(queries[scenario])) url.searchParams.set(k, String(v));
    const check = await fetch(url);
    if (check.status !== 200) throw new Error(`${scenario}: HTTP ${check.status} ${await check.text()}`);
    const { totalElements } = (await check.json()) as { totalElements: number };
    // Under load (CONNECTIONS at once), and for the scenarios a visitor waits on, one client alone: its
    // latency, not a queue's.
    const runs: [Scenario, number][] = [[scenario, CONNECTIONS]];
    if ((ONE_CLIENT as readonly string[]).includes(scenario))
      runs.push([`${scenario}, one client` as Scenario, 1]);
    for (const [name, connections] of runs) {
      // A short unrecorded run first, so the figures are of a warm process (JIT, caches), not of its start.
      await autocannon({ url: url.toString(), connections, duration: WARMUP_SECONDS });
      const result = await autocannon({ url: url.toString(), connections, duration: SECONDS });
      if (result.non2xx || result.errors)
        throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      rows.push({
        database: label,
        scenario: name,
        connections,
        budgetMs: budgetOf(label, name),
        totalElements,
        reqPerSec: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
      });
      console.log(`[${label}] ${name}: done`);
    }
  }
  rows.push(await hotLikes(label, address, tenantId));
  return rows;
}

async function seed(label: string, handle: DbHandle, tenantId: string): Promise<number[]> {
  console.log(`[${label}] seeding ${POSTS.toLocaleString("en-US")} posts…`);
  const started = Date.now();
  const categoryIds = await seedPosts(handle, tenantId);
  console.log(`[${label}] seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return categoryIds;
}

/**
 * Page views of a post, made before the likes are timed: their tokens, one per like to send (a like
 * counts once per page view). 16 at a time.
 */
async function pageViewTokens(
  address: string,
  tenantId: string,
  slug: string,
  count: number,
): Promise<string[]> {
  const url = new URL("/blog-posts/view-article", address);
  url.searchParams.set("tenant_id", tenantId);
  url.searchParams.set("slug_name", slug);
  const tokens: string[] = [];
  while (tokens.length < count) {
    const batch = Math.min(16, count - tokens.length);
    const answers = await Promise.all(
      Array.from({ length: batch }, async () => {
        const res = await fetch(url, { method: "POST" });
        if (res.status !== 200) throw new Error(`view-article answered ${res.status}`);
        return ((await res.json()) as { view_token: string }).view_token;
      }),
    );
    tokens.push(...answers);
  }
  return tokens;
}

/** Likes on one post from 64 connections, each of its own page view; afterwards the count must equal the 200 answers exactly. */
async function hotLikes(label: string, address: string, tenantId: string): Promise<Row> {
  const slug = "post-1";
  const postUrl = new URL("/blog-posts/article/slug", address);
  postUrl.searchParams.set("tenant_id", tenantId);
  postUrl.searchParams.set("slug_name", slug);
  const likeCount = async () => ((await (await fetch(postUrl)).json()) as { like_count: number }).like_count;
  const url = new URL("/blog-posts/like-article", address);
  url.searchParams.set("tenant_id", tenantId);
  url.searchParams.set("slug_name", slug);
  const tokens = await pageViewTokens(address, tenantId, slug, LIKE_WARMUP + LIKES);
  // Each request takes the next page view's token.
  const likes = (amount: number) =>
    autocannon({
      url: url.toString(),
      method: "POST",
      connections: LIKE_CONNECTIONS,
      amount,
      requests: [
        {
          setupRequest: (req) => ({
            ...req,
            headers: { ...req.headers, [VIEW_TOKEN_HEADER]: tokens.pop()! },
          }),
        },
      ],
    });
  // A fixed number of likes (not a duration), so every request sent is answered before the count is read.
  await likes(LIKE_WARMUP);
  const before = await likeCount();
  const result = await likes(LIKES);
  const after = await likeCount();
  const ok = result["2xx"];
  if (result.non2xx || result.errors)
    throw new Error(
      `likes: ${result.non2xx} non-2xx (${JSON.stringify(result.statusCodeStats)}), ${result.errors} errors`,
    );
  const counted = after - before;
  console.log(`[${label}] hot likes: ${ok} answered 200, like_count rose by ${counted}`);
  if (counted !== ok || ok !== LIKES) {
    lostLikes = true;
    console.error(`[${label}] LIKES NOT COUNTED EXACTLY: ${ok} acknowledged, ${counted} counted`);
  }
  return {
    database: label,
    scenario: `likes on one post (${counted}/${ok} counted)`,
    connections: LIKE_CONNECTIONS,
    budgetMs: budgetOf(label, "likes on one post"),
    totalElements: 1,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

let lostLikes = false;

function printTable(rows: Row[]) {
  const head = ["database", "scenario", "conns", "matches", "req/s", "p50 ms", "p99 ms", "budget"];
  const body = rows.map((r) => [
    r.database,
    r.scenario,
    String(r.connections),
    String(r.totalElements),
    String(r.reqPerSec),
    String(r.p50),
    String(r.p99) + (r.p99 > r.budgetMs ? " !" : ""),
    `p99 ≤ ${r.budgetMs}`,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i >= 2 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join("  ");
  console.log(
    `\nAPI at ${POSTS.toLocaleString("en-US")} published posts, ${SECONDS} s per scenario after a ${WARMUP_SECONDS} s warm-up\n`,
  );
  console.log(line(head));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const b of body) console.log(line(b));
}

async function main() {
  const rows: Row[] = [];
  const dir = mkdtempSync(path.join(tmpdir(), "api-bench-"));
  try {
    // PGlite: seeded here, then closed, so the API process can open the same folder (one owner at a time).
    const pglite = await createDb({ dataDir: path.join(dir, "pglite") });
    let categoryIds: number[];
    try {
      await pglite.migrate();
      categoryIds = await seed("PGlite", pglite, "bench");
    } finally {
      await pglite.close();
    }
    const port = Number(process.env.BENCH_API_PORT ?? 4700);
    // An empty DATABASE_URL counts as unset: this instance must open the PGlite folder, not the server.
    const api = await startApi(port, { DATA_DIR: dir, DEFAULT_TENANT_ID: "bench", DATABASE_URL: "" });
    try {
      rows.push(...(await measure("PGlite", `http://127.0.0.1:${port}`, "bench", categoryIds)));
    } finally {
      await stopApi(api);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  const { DATABASE_URL } = parseConfig(process.env);
  if (DATABASE_URL) {
    const pg = await createDb({ url: DATABASE_URL, poolSize: 10 });
    const tenantId = `bench-${Date.now().toString(36)}`;
    try {
      await pg.migrate();
      const categoryIds = await seed("PostgreSQL", pg, tenantId);
      const port = Number(process.env.BENCH_API_PORT ?? 4700) + 1;
      const api = await startApi(port, { DATABASE_URL });
      try {
        rows.push(...(await measure("PostgreSQL", `http://127.0.0.1:${port}`, tenantId, categoryIds)));
      } finally {
        await stopApi(api);
      }
      const cluster = process.env.BENCH_CLUSTER_URL;
      if (cluster) rows.push(...(await measure("PostgreSQL, cluster", cluster, tenantId, categoryIds)));
    } finally {
      // Every row hangs off the tenant: one delete removes the benchmark's data.
      await pg.db.delete(tenants).where(eq(tenants.id, tenantId));
      await pg.close();
    }
  }
  printTable(rows);
  const slow = rows.filter((r) => r.p99 > r.budgetMs);
  if (slow.length || lostLikes) {
    console.error(
      `\nPast budget: ${slow.map((r) => `${r.database} ${r.scenario}`).join(", ") || "likes lost"}`,
    );
    process.exitCode = 1;
  }
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
