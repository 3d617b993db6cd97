/**
 * The first owner at the first start: a one-time setup link made and printed while a tenant has no
 * owner (never a default password), not made again while one can still be used, and nothing once an
 * owner exists. In-process on the file's database, and once as the real server prints it.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { auditEntries, teamTokens, teamUsers } from "../../db/schema";
import { seedTenant } from "../../db/seed";
import { REPO_ROOT } from "../../env";
import { closeDb, newTenantId, testDb } from "../../test/context";
import { fixture } from "../../test/fixture";
import { ensureOwnerSetup, ownerSetupNotice } from "./setup";
import { tokenHash } from "./tokens";

const SITE_URL = "https://www.cobaltline.example";
let db: Db;
const temps: string[] = [];
beforeAll(async () => {
  db = (await testDb()).db;
});
afterAll(async () => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
  await closeDb();
});

async function newTenant() {
  const tenantId = newTenantId("setup");
  await seedTenant(db, tenantId, fixture);
  return tenantId;
}

describe("ensureOwnerSetup", () => {
  it("makes one 24-hour setup link while there is no owner, and says so plainly", async () => {
    const tenantId = await newTenant();
    const setup = await ensureOwnerSetup(db, { tenantId, siteUrl: SITE_URL });
    expect(setup.state).toBe("link-created");
    if (setup.state !== "link-created") return;
    expect(setup.link).toMatch(
      /^https:\/\/www\.cobaltline\.example\/admin\/accept\?token=tl_[A-Za-z0-9_-]{43}$/,
    );
    expect(ownerSetupNotice(setup)).toBe(
      `No owner yet: open ${setup.link} within 24 hours to create the owner account, or run npm run admin:create-owner`,
    );
    const rows = await db.select().from(teamTokens).where(eq(teamTokens.tenantId, tenantId));
    expect(rows).toHaveLength(1);
    const token = new URL(setup.link).searchParams.get("token")!;
    expect(rows[0]).toMatchObject({
      kind: "setup",
      email: "",
      roles: ["owner"],
      tokenHash: tokenHash(token),
    });
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBe(24 * 3_600_000);
    const audit = await db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.tenantId, tenantId), eq(auditEntries.action, "setup_link.create")));
    expect(audit).toMatchObject([{ actorLabel: "system", targetId: String(rows[0]!.id) }]);

    // The next start: the link is still good, so none is added (it cannot be shown again: only its hash is kept).
    const next = await ensureOwnerSetup(db, { tenantId, siteUrl: SITE_URL });
    expect(next).toEqual({ state: "link-pending", expiresAt: rows[0]!.expiresAt });
    expect(ownerSetupNotice(next)).toContain("the setup link printed at an earlier start works until");
    expect(await db.select().from(teamTokens).where(eq(teamTokens.tenantId, tenantId))).toHaveLength(1);

    // A day later it has expired: a new one.
    const dayLater = new Date(Date.now() + 24 * 3_600_000 + 60_000);
    expect((await ensureOwnerSetup(db, { tenantId, siteUrl: SITE_URL }, dayLater)).state).toBe(
      "link-created",
    );
  });

  it("does nothing once there is an owner (a removed one does not count), or for a tenant that does not exist", async () => {
    const tenantId = await newTenant();
    const [gone] = await db
      .insert(teamUsers)
      .values({ tenantId, email: "gone@example.test", name: "Gone", roles: ["owner"], removedAt: new Date() })
      .returning();
    expect(gone).toBeDefined();
    expect((await ensureOwnerSetup(db, { tenantId, siteUrl: SITE_URL })).state).toBe("link-created");

    const other = await newTenant();
    await db
      .insert(teamUsers)
      .values({ tenantId: other, email: "o@example.test", name: "O", roles: ["owner"] });
    const setup = await ensureOwnerSetup(db, { tenantId: other, siteUrl: SITE_URL });
    expect(setup).toEqual({ state: "has-owner" });
    expect(ownerSetupNotice(setup)).toBeUndefined();
    expect(await db.select().from(teamTokens).where(eq(teamTokens.tenantId, other))).toHaveLength(0);

    expect(await ensureOwnerSetup(db, { tenantId: "no-such-tenant", siteUrl: SITE_URL })).toEqual({
      state: "no-tenant",
    });
  });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts server.ts on the folder, waits for `until` in its output, stops it with SIGTERM; returns the output. */
async function startAndStop(dataDir: string, until: RegExp): Promise<string> {
  const { DATABASE_URL: _inherited, ...parentEnv } = process.env;
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: path.join(REPO_ROOT, "apps/api"),
    env: {
      ...parentEnv,
      DATA_DIR: dataDir,
      SITE_URL,
      API_PORT: String(await freePort()),
      API_HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  try {
    await new Promise<void>((resolve, reject) => {
      const look = (chunk: Buffer) => {
        output += chunk.toString();
        if (until.test(output)) resolve();
      };
      child.stdout!.on("data", look);
      child.stderr!.on("data", look);
      void exited.then(() => reject(new Error(`the server exited:\n${output}`)));
    });
  } finally {
    child.kill("SIGTERM");
    await exited;
  }
  return output;
}

describe("the server's first start", () => {
  it("prints the setup link once; the next start says it is still pending", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "first-start-test-"));
    temps.push(dataDir);
    const first = await startAndStop(dataDir, /No owner yet: open \S+ within 24 hours/);
    expect(first).toMatch(
      /^No owner yet: open https:\/\/www\.cobaltline\.example\/admin\/accept\?token=tl_[A-Za-z0-9_-]{43} within 24 hours to create the owner account, or run npm run admin:create-owner$/m,
    );
    expect(first).not.toMatch(/password/i);
    const second = await startAndStop(dataDir, /No owner yet: the setup link printed at an earlier start/);
    expect(second).not.toContain("/admin/accept?token=");
  }, 240_000);
});
