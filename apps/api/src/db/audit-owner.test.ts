/**
 * The audit trail belongs to a role of its own (`npm run db:secure-audit`, issue 30): the app's role keeps
 * INSERT and SELECT on audit_entries and nothing else, so a stolen app connection cannot switch the
 * trail's triggers off, change, empty or drop it. Set up as the README's runbook does: the app's role
 * owns the database and migrates it, then the script hands the trail over as the database superuser.
 * PostgreSQL only (PGlite has no roles: the process is the database); on the superuser's server of
 * DATABASE_URL (scripts/with-postgres.sh), with roles and a database of the test's own.
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { buildApp } from "../app";
import { REPO_ROOT, testConfig } from "../env";
import { hashPassword } from "../lib/auth/passwords";
import { fixture } from "../test/fixture";
import { createDb, type DbHandle } from "./client";
import { auditEntries, teamUsers, tenants } from "./schema";
import { seedTenant } from "./seed";

const SERVER_URL = process.env.DATABASE_URL!;
const suffix = randomBytes(4).toString("hex");
const APP_ROLE = `site_app_${suffix}`;
const AUDIT_ROLE = `${APP_ROLE}_audit`;
const DATABASE = `audit_owner_${suffix}`;

function urlOf(user: string | null, database: string) {
  const url = new URL(SERVER_URL);
  if (user) {
    url.username = user;
    url.password = "";
  }
  url.pathname = `/${database}`;
  return url.toString();
}
const appUrl = urlOf(APP_ROLE, DATABASE);
const adminUrl = urlOf(null, DATABASE);

async function asSuperuser(sql: string) {
  const c = new pg.Client({ connectionString: SERVER_URL });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

let handle: DbHandle;
let app: FastifyInstance;
let appClient: pg.Client;
const tenantId = `audit-${suffix}`;

beforeAll(async () => {
  await asSuperuser(`CREATE ROLE ${APP_ROLE} LOGIN`);
  await asSuperuser(`CREATE ROLE ${AUDIT_ROLE} NOLOGIN`);
  await asSuperuser(`CREATE DATABASE ${DATABASE} OWNER ${APP_ROLE}`);
  // The API's first start: migrations as the app's role (it owns every table then).
  handle = await createDb({ url: appUrl, poolSize: 4 });
  await handle.migrate();
  await seedTenant(handle.db, tenantId, fixture);
  // The operator's step, as the database superuser.
  const secured = spawnSync(process.execPath, [path.join(REPO_ROOT, "scripts/db-secure-audit.mjs")], {
    cwd: REPO_ROOT,
    encoding: "utf8",
    env: { ...process.env, DATABASE_URL: appUrl, DATABASE_ADMIN_URL: adminUrl },
  });
  expect(secured.status, `${secured.stdout}\n${secured.stderr}`).toBe(0);
  app = await buildApp({ db: handle.db, config: testConfig() });
  await app.ready();
  appClient = new pg.Client({ connectionString: appUrl });
  await appClient.connect();
});

afterAll(async () => {
  await appClient?.end();
  await app?.close();
  await handle?.close();
  await asSuperuser(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await asSuperuser(`DROP ROLE IF EXISTS ${AUDIT_ROLE}`);
  await asSuperuser(`DROP ROLE IF EXISTS ${APP_ROLE}`);
});

/** What PostgreSQL answers the app's role for `sql`: its error, or "done". */
async function attempt(sql: string): Promise<string> {
  try {
    await appClient.query(sql);
    return "done";
  } catch (e) {
    const error = e as { code?: string; message: string };
    return `${error.code}: ${error.message}`;
  }
}

async function auditCount(): Promise<number> {
  return Number((await appClient.query("SELECT count(*) AS n FROM audit_entries")).rows[0].n);
}

describe("the audit trail is owned by a role the app's role cannot act as", () => {
  it("the API still writes audit entries: a failed sign-in is in the trail", async () => {
    const email = `owner-test-${suffix}@example.test`;
    await handle.db.insert(teamUsers).values({
      tenantId,
      email,
      name: "Avery Example",
      roles: ["editor"],
      passwordHash: await hashPassword("a long enough passphrase"),
    });
    const res = await app.inject({
      method: "POST",
      url: "/admin/auth/sign-in",
      query: { tenant_id: tenantId },
      remoteAddress: "10.30.0.1",
      payload: { email, password: "not the passphrase at all" },
    });
    expect(res.statusCode, res.body).toBe(401);
    const rows = await handle.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.tenantId, tenantId), eq(auditEntries.action, "sign_in.failure")));
    expect(rows).toHaveLength(1);
  });

  it("refuses the app's role every way of switching off, changing, emptying or dropping it", async () => {
    expect(await auditCount()).toBeGreaterThan(0);
    const before = await auditCount();
    const refused = {
      disableTriggers: await attempt("ALTER TABLE audit_entries DISABLE TRIGGER ALL"),
      delete: await attempt("DELETE FROM audit_entries"),
      update: await attempt("UPDATE audit_entries SET summary = 'rewritten'"),
      truncate: await attempt("TRUNCATE audit_entries"),
      drop: await attempt("DROP TABLE audit_entries"),
      dropSchema: await attempt("DROP SCHEMA public CASCADE"),
      takeOwnership: await attempt(`ALTER TABLE audit_entries OWNER TO ${APP_ROLE}`),
      replaceTrigger: await attempt(
        `CREATE OR REPLACE FUNCTION audit_entries_append_only() RETURNS trigger LANGUAGE plpgsql
           AS $$ BEGIN RETURN OLD; END; $$`,
      ),
      setIdentity: await attempt("SELECT setval('audit_entries_id_seq', 1)"),
    };
    // Refused by the privilege system (42501 with "permission denied" or "must be owner"), not by the
    // triggers, whose refusal says "audit entries cannot be changed or deleted".
    for (const [what, answer] of Object.entries(refused)) {
      expect(answer, what).toMatch(/^42501: (permission denied|must be owner)/);
    }
    expect(await auditCount()).toBe(before);
    // A grant to itself is no error (PostgreSQL warns "no privileges were granted") and gives nothing.
    await appClient.query(`GRANT DELETE, UPDATE, TRUNCATE ON audit_entries TO ${APP_ROLE}`);
    const held = await appClient.query(
      `SELECT privilege_type FROM information_schema.table_privileges
        WHERE table_name = 'audit_entries' AND grantee = current_user ORDER BY 1`,
    );
    expect(held.rows.map((r: { privilege_type: string }) => r.privilege_type)).toEqual(["INSERT", "SELECT"]);
  });

  it("still lets the app's role migrate on start and remove a whole tenant with its entries", async () => {
    await handle.migrate();
    const gone = `audit-gone-${suffix}`;
    await handle.db.insert(tenants).values({ id: gone, name: "Leaving" });
    await handle.db.insert(auditEntries).values({ tenantId: gone, actorLabel: "test", action: "test.entry" });
    await handle.db.delete(tenants).where(eq(tenants.id, gone));
    const left = await handle.db.select().from(auditEntries).where(eq(auditEntries.tenantId, gone));
    expect(left).toHaveLength(0);
  });
});
