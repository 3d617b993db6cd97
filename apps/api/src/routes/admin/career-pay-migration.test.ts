/**
 * Migration career_pay_range (issue 21) on a database that already holds an OPEN career without a pay
 * range: the migration succeeds and keeps the row as it was (the open-needs-a-range check is added NOT
 * VALID), the public page answers it without a range, and from then on every save is checked: the team
 * can close it, but cannot save or reopen it without a range. On an in-memory PGlite, and on a fresh
 * database of the PostgreSQL server when DATABASE_URL is set.
 */
import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { PAY_MESSAGES } from "@site/contract";
import { buildApp } from "../../app";
import { createDb, MIGRATIONS_FOLDER, PGLITE_EXTENSIONS, type Db } from "../../db/client";
import { parseConfig, testConfig } from "../../env";
import { createApiKey } from "../../lib/auth/keys";
import { installJobSchema } from "../../lib/jobs/install";
import { sqlExecutor } from "../../lib/jobs/sql";

const { DATABASE_URL } = parseConfig(process.env);
const temps: string[] = [];

afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the migrations folder without the pay range migration (and anything after it). */
function beforePayRangeFolder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "pay-range-migration-"));
  temps.push(dir);
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalFile = path.join(dir, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as {
    entries: { tag: string; when: number }[];
  };
  const mine = journal.entries.find((e) => e.tag.endsWith("_career_pay_range"));
  if (!mine) throw new Error("no career_pay_range migration in the journal");
  journal.entries = journal.entries.filter((e) => e.when < mine.when);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

async function legacyCareer(db: Db): Promise<number> {
  await db.execute(sql`insert into tenants (id, name) values ('legacy', 'Legacy')`);
  const result = await db.execute<{ id: number }>(
    sql`insert into careers (tenant_id, title, status, position_arrangement, job_description)
        values ('legacy', 'Field Engineer', 'OPEN', 'FULL_TIME', '<p>Fix things</p>') returning id`,
  );
  return (result as unknown as { rows: { id: number }[] }).rows[0]!.id;
}

async function checkTolerated(db: Db, id: number) {
  const { token } = await createApiKey(db, { tenantId: "legacy", name: "recruiting", roles: ["recruiter"] });
  const app = await buildApp({ db, config: testConfig() });
  const call = (method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
    app.inject({
      method,
      url: `${url}?tenant_id=legacy`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  try {
    const pub = await call("GET", `/job-applications/${id}/tenants`);
    expect(pub.statusCode, pub.body).toBe(200);
    expect(pub.json()).toMatchObject({ id, status: "OPEN", pay_range: null });

    const edit = {
      title: "Field Engineer",
      position_arrangement: "FULL_TIME",
      job_description: "Fix things",
    };
    const save = await call("PUT", `/admin/careers/${id}`, { ...edit, status: "OPEN" });
    expect(save.statusCode).toBe(400);
    expect(save.json().errors).toEqual({ pay_min: PAY_MESSAGES.required });
    // Reopening an open row is an update too, and updates are checked.
    expect((await call("POST", `/admin/careers/${id}/open`)).statusCode).toBe(400);
    const close = await call("POST", `/admin/careers/${id}/close`);
    expect(close.statusCode, close.body).toBe(200);
    expect((await call("POST", `/admin/careers/${id}/open`)).json().errors).toEqual({
      pay_min: PAY_MESSAGES.required,
    });
    const ranged = await call("PUT", `/admin/careers/${id}`, {
      ...edit,
      status: "OPEN",
      pay_min: 41.5,
      pay_max: 52,
      pay_currency: "USD",
      pay_period: "HOUR",
    });
    expect(ranged.statusCode, ranged.body).toBe(200);
    expect((await call("GET", `/job-applications/${id}/tenants`)).json().pay_range).toEqual({
      min: 41.5,
      max: 52,
      currency: "USD",
      period: "HOUR",
    });
  } finally {
    await app.close();
  }
  // The database itself refuses a new open position without a range, and a half or upside-down one.
  for (const values of [
    sql`'OPEN', null, null, null, null`,
    sql`'CLOSED', 100, null, 'USD', 'YEAR'`,
    sql`'CLOSED', 200, 100, 'USD', 'YEAR'`,
    sql`'CLOSED', 100, 200, 'JPY', 'YEAR'`,
  ]) {
    await expect(
      db.execute(
        sql`insert into careers (tenant_id, title, position_arrangement, job_description, status,
              pay_min, pay_max, pay_currency, pay_period)
            values ('legacy', 'New', 'FULL_TIME', '<p>x</p>', ${values})`,
      ),
    ).rejects.toThrow();
  }
}

async function onPglite() {
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  try {
    await migratePglite(drizzlePglite({ client }), { migrationsFolder: beforePayRangeFolder() });
    const db = drizzlePglite({ client }) as unknown as Db;
    const id = await legacyCareer(db);
    await migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    await installJobSchema(sqlExecutor(client));
    await checkTolerated(db, id);
  } finally {
    await client.close();
  }
}

async function onPostgres(serverUrl: string) {
  const name = `pay_range_migration_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
    let id: number;
    try {
      await migratePg(drizzlePg({ client: pool }), { migrationsFolder: beforePayRangeFolder() });
      id = await legacyCareer(drizzlePg({ client: pool }) as unknown as Db);
    } finally {
      await pool.end();
    }
    const handle = await createDb({ url: url.toString(), poolSize: 2 });
    try {
      await handle.migrate();
      await checkTolerated(handle.db, id);
    } finally {
      await handle.close();
    }
  } finally {
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  }
}

it(`keeps open careers saved before pay ranges, and checks every save after (${DATABASE_URL ? "PostgreSQL" : "PGlite"})`, async () => {
  await (DATABASE_URL ? onPostgres(DATABASE_URL) : onPglite());
});
