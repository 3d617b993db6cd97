/**
 * Migrations are one advisory-locked step (db/client.ts): instances that start at the same time on an
 * EMPTY PostgreSQL database all come up, and the schema, pg-boss's tables and queues, and the default
 * tenant's seed are each applied once. On a PostgreSQL server of the test's own.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { REPO_ROOT } from "../env";
import { JOB_KINDS } from "../lib/jobs/registry";
import { startPostgres, type PostgresServer } from "../test/postgres-server";
import { createDb, MIGRATIONS_FOLDER } from "./client";
import { seedTenant } from "./seed";
import { fixture } from "../test/fixture";

const PORT = 55508;
let server: PostgresServer;
beforeAll(async () => {
  server = await startPostgres({ port: PORT });
});
afterAll(async () => {
  await server?.destroy();
});

const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8")) as {
  entries: unknown[];
};

async function freshDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return server.url.replace(/\/site$/, `/${name}`);
}

async function facts(url: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const one = async (q: string) => Number((await c.query(q)).rows[0].n);
    return {
      migrations: await one("SELECT count(*) AS n FROM drizzle.__drizzle_migrations"),
      jobSchemaVersions: await one("SELECT count(*) AS n FROM pgboss.version"),
      queues: await one("SELECT count(*) AS n FROM pgboss.queue"),
      tenants: await one("SELECT count(*) AS n FROM tenants"),
      authors: await one("SELECT count(*) AS n FROM authors"),
      posts: await one("SELECT count(*) AS n FROM posts"),
    };
  } finally {
    await c.end();
  }
}

describe("migrations under an advisory lock", () => {
  it("applies the schema once when several processes' pools migrate and seed at the same moment", async () => {
    const url = await freshDatabase("parallel_pools");
    const handles = await Promise.all([1, 2, 3].map(() => createDb({ url, poolSize: 2 })));
    try {
      await Promise.all(
        handles.map((h) =>
          h.migrate({
            afterMigrate: async (db) => {
              await seedTenant(db, "default", fixture);
            },
          }),
        ),
      );
    } finally {
      for (const h of handles) await h.close();
    }
    const f = await facts(url);
    expect(f.migrations).toBe(journal.entries.length);
    expect(f.jobSchemaVersions).toBe(1);
    expect(f.queues).toBe(JOB_KINDS.length);
    expect(f.tenants).toBe(1);
    expect(f.authors).toBe(fixture.authors.length);
  });

  it("brings up two API processes started together on an empty database, each ready, seeded once", async () => {
    const url = await freshDatabase("two_servers");
    const children: ChildProcess[] = [];
    const start = () =>
      new Promise<string>((resolve, reject) => {
        const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
          cwd: path.join(REPO_ROOT, "apps/api"),
          env: { ...process.env, DATABASE_URL: url, API_PORT: "0", API_HOST: "127.0.0.1", LOG_LEVEL: "warn" },
          stdio: ["ignore", "pipe", "pipe"],
        });
        children.push(child);
        let out = "";
        child.stdout!.on("data", (c: Buffer) => {
          out += c.toString();
          const m = /API listening on (http:\/\/\S+?) /.exec(out);
          if (m) resolve(m[1]!);
        });
        child.stderr!.on("data", (c: Buffer) => (out += c.toString()));
        child.once("exit", (code) => reject(new Error(`the API exited (${code}) while starting:\n${out}`)));
      });
    try {
      const bases = await Promise.all([start(), start()]);
      for (const base of bases) {
        const ready = await fetch(`${base}/ready`);
        expect(ready.status).toBe(200);
      }
      const f = await facts(url);
      expect(f.migrations).toBe(journal.entries.length);
      expect(f.jobSchemaVersions).toBe(1);
      expect(f.queues).toBe(JOB_KINDS.length);
      expect(f.tenants).toBe(1);
      const { defaultSeedData } = await import("./seed/data");
      expect(f.authors).toBe(defaultSeedData.authors.length);
      expect(f.posts).toBe(defaultSeedData.posts.length);
    } finally {
      await Promise.all(
        children.map(
          (c) =>
            new Promise<void>((resolve) => {
              if (c.exitCode !== null || c.signalCode !== null) return resolve();
              c.once("exit", () => resolve());
              c.kill("SIGTERM");
            }),
        ),
      );
    }
  });
});
