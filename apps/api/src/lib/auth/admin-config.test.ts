/**
 * The retired ADMIN_TOKEN: the environment still accepts it (with the old length rules, so a deployment
 * that sets it keeps starting), and server.ts imports it once as an Administrator API key of the default
 * tenant, so the scripts that send it keep working until someone revokes that key in the team's area.
 * Once revoked it is never imported again, whatever the environment still says.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { TEAM_MESSAGES } from "@site/contract";
import { createDb } from "../../db/client";
import { auditEntries, teamApiKeys } from "../../db/schema";
import { seedTenant } from "../../db/seed";
import { parseConfig, REPO_ROOT } from "../../env";
import { closeDb, createTestContext, newTenantId } from "../../test/context";
import { fixture } from "../../test/fixture";
import { importLegacyAdminToken, LEGACY_KEY_NAME, revokeApiKey } from "./keys";
import { tokenHash } from "./tokens";

const LONG = "x".repeat(32);

function error(source: Record<string, string>): string {
  try {
    parseConfig(source);
    return "";
  } catch (e) {
    return (e as Error).message;
  }
}

const PG = "postgres://site@127.0.0.1:5432/site";

describe("ADMIN_TOKEN configuration", () => {
  it("is optional: nothing needs it any more", () => {
    expect(parseConfig({}).ADMIN_TOKEN).toBeUndefined();
    expect(parseConfig({ ADMIN_TOKEN: "" }).ADMIN_TOKEN).toBeUndefined();
  });

  it("outside development, refuses a token shorter than 32 characters", () => {
    for (const NODE_ENV of [undefined, "production", "test", "staging"]) {
      // (Production also needs a PostgreSQL server: env.test.ts covers that refusal.)
      const env = { ADMIN_TOKEN: "x".repeat(31), DATABASE_URL: PG, ...(NODE_ENV ? { NODE_ENV } : {}) };
      expect(error(env)).toContain("  ADMIN_TOKEN: must be at least 32 characters");
    }
    expect(parseConfig({ ADMIN_TOKEN: LONG, NODE_ENV: "production", DATABASE_URL: PG }).ADMIN_TOKEN).toBe(
      LONG,
    );
  });

  it("in development, accepts a shorter token (still 16 at least)", () => {
    expect(parseConfig({ ADMIN_TOKEN: "dev-token-123456", NODE_ENV: "development" }).ADMIN_TOKEN).toBe(
      "dev-token-123456",
    );
    expect(error({ ADMIN_TOKEN: "short", NODE_ENV: "development" })).toContain("  ADMIN_TOKEN: ");
  });
});

describe("importLegacyAdminToken", () => {
  afterAll(closeDb);

  it("imports the token once as an Administrator key, audited; a second start changes nothing", async () => {
    const t = await createTestContext();
    try {
      const db = t.handle.db;
      const token = `legacy-${randomBytes(16).toString("hex")}`;
      expect(await importLegacyAdminToken(db, t.tenantId, token)).toBe(true);
      expect(await importLegacyAdminToken(db, t.tenantId, token)).toBe(false);
      const keys = await db
        .select()
        .from(teamApiKeys)
        .where(eq(teamApiKeys.tokenHash, tokenHash(token)));
      expect(keys).toHaveLength(1);
      expect(keys[0]).toMatchObject({
        tenantId: t.tenantId,
        name: LEGACY_KEY_NAME,
        roles: ["administrator"],
        revokedAt: null,
      });
      // Only the hash is stored; the list shows a prefix too short to use.
      expect(JSON.stringify(keys[0])).not.toContain(token);
      const trail = await db
        .select()
        .from(auditEntries)
        .where(and(eq(auditEntries.tenantId, t.tenantId), eq(auditEntries.action, "key.import")));
      expect(trail).toHaveLength(1);
      expect(trail[0]).toMatchObject({
        targetType: "key",
        targetId: String(keys[0]!.id),
        actorLabel: "system",
      });

      // The scripts that send it are an Administrator: everything but a person's own account.
      const as = { authorization: `Bearer ${token}` };
      const get = (url: string) => t.app.inject({ url, query: { tenant_id: t.tenantId }, headers: as });
      expect((await get("/admin/comments")).statusCode).toBe(200);
      expect((await get("/admin/settings")).statusCode).toBe(200);
      const me = await get("/admin/me");
      expect(me.statusCode).toBe(403);
      expect(me.json().message).toBe(TEAM_MESSAGES.forbidden);
    } finally {
      await t.close();
    }
  });

  it("imports it once when several instances start at the same moment, and none of them fails", async () => {
    const t = await createTestContext();
    try {
      const token = `legacy-${randomBytes(16).toString("hex")}`;
      const results = await Promise.all(
        Array.from({ length: 4 }, () => importLegacyAdminToken(t.handle.db, t.tenantId, token)),
      );
      expect(results.filter(Boolean)).toHaveLength(1);
      const keys = await t.handle.db
        .select()
        .from(teamApiKeys)
        .where(eq(teamApiKeys.tokenHash, tokenHash(token)));
      expect(keys).toHaveLength(1);
      const trail = await t.handle.db
        .select()
        .from(auditEntries)
        .where(and(eq(auditEntries.tenantId, t.tenantId), eq(auditEntries.action, "key.import")));
      expect(trail).toHaveLength(1);
    } finally {
      await t.close();
    }
  });

  it("never imports a revoked token again", async () => {
    const t = await createTestContext();
    try {
      const db = t.handle.db;
      const token = `legacy-${randomBytes(16).toString("hex")}`;
      await importLegacyAdminToken(db, t.tenantId, token);
      const [key] = await db
        .select()
        .from(teamApiKeys)
        .where(eq(teamApiKeys.tokenHash, tokenHash(token)));
      await revokeApiKey(db, t.tenantId, key!.id);
      expect(await importLegacyAdminToken(db, t.tenantId, token)).toBe(false);
      const res = await t.app.inject({
        url: "/admin/comments",
        query: { tenant_id: t.tenantId },
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(401);
      const keys = await db
        .select()
        .from(teamApiKeys)
        .where(eq(teamApiKeys.tokenHash, tokenHash(token)));
      expect(keys.map((k) => k.revokedAt !== null)).toEqual([true]);
    } finally {
      await t.close();
    }
  });
});

// ── server.ts itself ──

const API_DIR = path.join(REPO_ROOT, "apps/api");
const { DATABASE_URL } = parseConfig(process.env);

type Api = { child: ChildProcess; base: string; output: () => string };

/** src/server.ts under tsx (its pid is the server's), with `env` over this process's environment. */
async function startApi(env: Record<string, string>): Promise<Api> {
  const lines: string[] = [];
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: API_DIR,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stderr!.on("data", (c: Buffer) => lines.push(c.toString()));
  const base = await new Promise<string>((resolve, reject) => {
    let seen = "";
    const timer = setTimeout(() => fail(new Error("the API did not start within 120 s")), 120_000);
    const fail = (e: Error) => {
      clearTimeout(timer);
      child.kill("SIGKILL");
      reject(new Error(`${e.message}\n${lines.join("").slice(-3000)}`));
    };
    child.stdout!.on("data", (c: Buffer) => {
      seen += c.toString();
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
  return { child, base, output: () => lines.join("") };
}

async function stopApi(api: Api): Promise<void> {
  if (api.child.exitCode !== null || api.child.signalCode !== null) return;
  const exited = new Promise((resolve) => api.child.once("exit", resolve));
  api.child.kill("SIGTERM");
  await exited;
}

describe("server.ts with ADMIN_TOKEN set", () => {
  const dataDir = DATABASE_URL ? undefined : mkdtempSync(path.join(tmpdir(), "site-legacy-token-"));
  let api: Api | undefined;
  afterAll(async () => {
    if (api) await stopApi(api);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    "imports it at the first start, keeps it at the next, and once it is revoked refuses it for good",
    { timeout: 6 * 60_000 },
    async () => {
      // A shared PostgreSQL already holds tenants (the server seeds only an empty database): bring one.
      let tenantId = "default";
      if (DATABASE_URL) {
        tenantId = newTenantId("legacy");
        const handle = await createDb({ url: DATABASE_URL, poolSize: 1 });
        await seedTenant(handle.db, tenantId, fixture);
        await handle.close();
      }
      const token = `legacy-admin-token-${randomBytes(16).toString("hex")}`;
      const env = {
        API_PORT: "0",
        API_HOST: "127.0.0.1",
        ADMIN_TOKEN: token,
        DEFAULT_TENANT_ID: tenantId,
        LOG_LEVEL: "warn",
        RATE_LIMIT_DISABLED: "1",
        REVALIDATE_URL: "http://127.0.0.1:9/api/revalidate",
        SMTP_URL: "",
        DATABASE_URL: DATABASE_URL ?? "",
        ...(dataDir ? { DATA_DIR: dataDir } : {}),
      };
      const comments = async (base: string) =>
        (
          await fetch(`${base}/admin/comments?tenant_id=${tenantId}`, {
            headers: { authorization: `Bearer ${token}` },
          })
        ).status;

      api = await startApi(env);
      expect(api.output()).toContain("it was imported as an Administrator API key");
      expect(await comments(api.base)).toBe(200);
      await stopApi(api);

      api = await startApi(env);
      expect(api.output()).toContain("already imported as an API key");
      expect(await comments(api.base)).toBe(200);
      await stopApi(api);

      // Revoked in the database, as the team's area does (the embedded one is the server's alone meanwhile).
      const handle = await createDb(
        DATABASE_URL ? { url: DATABASE_URL, poolSize: 1 } : { dataDir: path.join(dataDir!, "pglite") },
      );
      try {
        const keys = await handle.db
          .select()
          .from(teamApiKeys)
          .where(eq(teamApiKeys.tokenHash, tokenHash(token)));
        expect(keys.map((k) => [k.tenantId, k.name, k.roles])).toEqual([
          [tenantId, LEGACY_KEY_NAME, ["administrator"]],
        ]);
        await revokeApiKey(handle.db, tenantId, keys[0]!.id);
      } finally {
        await handle.close();
      }

      api = await startApi(env);
      expect(api.output()).toContain("already imported as an API key");
      expect(await comments(api.base)).toBe(401);
      await stopApi(api);
      api = undefined;
    },
  );
});
