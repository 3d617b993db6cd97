/**
 * API benchmark over real HTTP on 127.0.0.1 with autocannon. The API runs as its own process, as in
 * production (the built JavaScript when `npm run build --workspace apps/api` has made it, else through
 * tsx), so the load generator never shares the server's event loop:
 *   - GET /blog-posts/published at 10,000 posts (five list scenarios, BENCH_CONNECTIONS connections);
 *   - POST /blog-posts/like-article on one hot post: 5,000 likes (BENCH_LIKES) from 64 connections;
 *     then the post's like_count must have risen by exactly the number of 200 answers, and all must be 200.
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
import { eq, sql } from "drizzle-orm";
import { buildBlogFilter } from "@site/contract";
import { createDb, type DbHandle } from "../src/db/client";
import { categories, tenants } from "../src/db/schema";
import { parseConfig } from "../src/env";

const POSTS = 10_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARMUP_SECONDS = 2;
const LIKE_CONNECTIONS = 64;
const LIKES = Number(process.env.BENCH_LIKES ?? 5000);
const LIKE_WARMUP = 640;
/**
 * p99 budgets in ms per database and scenario: twice the mean p99 of two runs of `npm run bench:api`
 * on a 2-core machine (2026-11-25), so that a regression fails the run.
 */
const P99_BUDGET_MS: Record<string, Record<Scenario, number>> = {
  PGlite: {
    "first page (size 9)": 130,
    "deep page (page 1000)": 150,
    "title filter": 380,
    "two categories": 230,
    "oldest first, page 5": 125,
    "likes on one post": 120,
  },
  PostgreSQL: {
    "first page (size 9)": 40,
    "deep page (page 1000)": 45,
    "title filter": 115,
    "two categories": 90,
    "oldest first, page 5": 40,
    "likes on one post": 115,
  },
  "PostgreSQL, cluster": {
    "first page (size 9)": 55,
    "deep page (page 1000)": 95,
    "title filter": 130,
    "two categories": 115,
    "oldest first, page 5": 80,
    "likes on one post": 170,
  },
};
const TITLE_WORDS = ["Edge", "Cloud", "Design", "Quality", "Mobile", "Data", "Security", "Release"];

/** 10,000 published posts over 3 authors and 8 categories (one or two each), written set-wise in a few statements. */
async function seedPosts(handle: DbHandle, tenantId: string): Promise<number[]> {
  const { db } = handle;
  await db.insert(tenants).values({ id: tenantId, name: "Benchmark" });
  await db.execute(sql`
    insert into authors (tenant_id, slug, full_name, bio, avatar_path)
    select ${tenantId}, 'author-' || n, 'Author ' || n, 'Writes benchmark posts.', '/media/authors/author-' || n || '.svg'
    from generate_series(1, 3) n`);
  await db.execute(sql`
    insert into categories (tenant_id, name)
    select ${tenantId}, 'Category ' || n from generate_series(1, 8) n`);
  const words = sql.raw(`array[${TITLE_WORDS.map((w) => `'${w}'`).join(",")}]`);
  await db.execute(sql`
    insert into posts (tenant_id, author_id, slug, title, summary, body, read_time, hero_image_path,
      hero_image_alt_text, hero_image_title, banner_tag, status, published_date, like_count, view_count)
    select ${tenantId},
      (select id from authors where tenant_id = ${tenantId} order by id offset (n % 3) limit 1),
      'post-' || n,
      (${words})[1 + n % 8] || ' notes, part ' || n,
      'A summary of benchmark post ' || n || '.',
      '<p>' || repeat('word ', 400) || '</p>',
      2,
      '/media/blog/post-' || n || '.svg',
      'Illustration ' || n, 'Post ' || n,
      case when n % 5 = 0 then 'devops' else null end,
      'PUBLISHED',
      timestamptz '2020-01-01' + (n || ' hours')::interval,
      n % 97, n % 1013
    from generate_series(1, ${POSTS}) n`);
  const cats = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.tenantId, tenantId));
  const ids = cats.map((c) => c.id).sort((a, b) => a - b);
  await db.execute(sql`
    insert into post_categories (tenant_id, post_id, category_id)
    select p.tenant_id, p.id, c.id from posts p
    join lateral (select id from categories where tenant_id = ${tenantId} order by id offset (p.id % 8) limit 1) c on true
    where p.tenant_id = ${tenantId}
    union
    select p.tenant_id, p.id, c.id from posts p
    join lateral (select id from categories where tenant_id = ${tenantId} order by id offset ((p.id * 7 + 3) % 8) limit 1) c on true
    where p.tenant_id = ${tenantId} and p.id % 3 = 0`);
  // What autovacuum does on a server, and what server.ts does on PGlite at start: keeps index-only scans possible.
  await db.execute(sql`vacuum analyze`);
  return ids;
}

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
] as const;
type Scenario = (typeof SCENARIOS)[number] | "likes on one post";

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

/** The five list scenarios and the hot-post likes against an API at `address`. */
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
  };
  const rows: Row[] = [];
  for (const scenario of SCENARIOS) {
    const url = new URL("/blog-posts/published", address);
    url.searchParams.set("tenant_id", tenantId);
    for (const [k, v] of Object.entries(queries[scenario])) url.searchParams.set(k, String(v));
    const check = await fetch(url);
    if (check.status !== 200) throw new Error(`${scenario}: HTTP ${check.status} ${await check.text()}`);
    const { totalElements } = (await check.json()) as { totalElements: number };
    // A short unrecorded run first, so the figures are of a warm process (JIT, caches), not of its start.
    await autocannon({ url: url.toString(), connections: CONNECTIONS, duration: WARMUP_SECONDS });
    const result = await autocannon({ url: url.toString(), connections: CONNECTIONS, duration: SECONDS });
    if (result.non2xx || result.errors)
      throw new Error(`${scenario}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    rows.push({
      database: label,
      scenario,
      connections: CONNECTIONS,
      budgetMs: budgetOf(label, scenario),
      totalElements,
      reqPerSec: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
    });
    console.log(`[${label}] ${scenario}: done`);
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

/** Likes on one post from 64 connections; afterwards the count must equal the 200 answers exactly. */
async function hotLikes(label: string, address: string, tenantId: string): Promise<Row> {
  const slug = "post-1";
  const postUrl = new URL("/blog-posts/article/slug", address);
  postUrl.searchParams.set("tenant_id", tenantId);
  postUrl.searchParams.set("slug_name", slug);
  const likeCount = async () => ((await (await fetch(postUrl)).json()) as { like_count: number }).like_count;
  const url = new URL("/blog-posts/like-article", address);
  url.searchParams.set("tenant_id", tenantId);
  url.searchParams.set("slug_name", slug);
  // A fixed number of likes (not a duration), so every request sent is answered before the count is read.
  await autocannon({
    url: url.toString(),
    method: "POST",
    connections: LIKE_CONNECTIONS,
    amount: LIKE_WARMUP,
  });
  const before = await likeCount();
  const result = await autocannon({
    url: url.toString(),
    method: "POST",
    connections: LIKE_CONNECTIONS,
    amount: LIKES,
  });
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
