/**
 * The `admin` command as an operator runs it: a real process (node with tsx, and once through the root's
 * npm script) on an embedded database of its own, opened as the server opens it. What it prints, what it
 * stores (hashes only), what it refuses (bad input before the database is touched, a folder in use).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { DbHandle } from "../db/client";
import { lockDataDir, openDatabase } from "../db/open";
import { auditEntries, teamApiKeys, teamTokens, teamUsers } from "../db/schema";
import { REPO_ROOT, testConfig } from "../env";
import { verifyPassword } from "../lib/auth/passwords";
import { tokenHash } from "../lib/auth/tokens";

const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

type Outcome = { code: number | null; stdout: string; stderr: string };

/** Runs the command with this environment; `stdin` is written and closed (absent: an empty stdin). */
function run(
  args: string[],
  env: Record<string, string>,
  options: { stdin?: string; viaNpm?: boolean } = {},
): Promise<Outcome> {
  const { DATABASE_URL: _inherited, ...parentEnv } = process.env;
  const child = options.viaNpm
    ? spawn("npm", ["run", "-s", `admin:${args[0]}`, "--", ...args.slice(1)], {
        cwd: REPO_ROOT,
        env: { ...parentEnv, ...env },
      })
    : spawn(process.execPath, ["--import", "tsx", "src/cli/admin.ts", ...args], {
        cwd: path.join(REPO_ROOT, "apps/api"),
        env: { ...parentEnv, ...env },
      });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (c: Buffer) => (stdout += c.toString()));
  child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
  child.stdin.end(options.stdin ?? "");
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, stdout, stderr })));
}

let dataDir: string;
let env: Record<string, string>;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "admin-cli-test-"));
  temps.push(dataDir);
  env = { DATA_DIR: dataDir, SITE_URL: "https://www.cobaltline.example", DEFAULT_TENANT_ID: "default" };
});

/**
 * Checks of what the commands stored, run together at the end in one opening of their database (each
 * opening of an embedded database costs seconds): `stored(fn)` queues one.
 */
const checks: { name: string; fn: (handle: DbHandle) => Promise<void> }[] = [];
function stored(name: string, fn: (handle: DbHandle) => Promise<void>) {
  checks.push({ name, fn });
}

describe("admin create-owner", () => {
  it("--password-stdin creates the owner on a new database (migrated and seeded as the server does)", async () => {
    const out = await run(
      ["create-owner", "--email", "Ada@Example.com", "--name", "Ada Quill", "--password-stdin"],
      env,
      {
        stdin: "correct horse battery staple\n",
      },
    );
    expect(out.code, out.stderr).toBe(0);
    expect(out.stderr).toContain("Owner ada@example.com created");
    expect(out.stderr).toContain("https://www.cobaltline.example/admin/sign-in");
    const id = Number(out.stdout.trim());

    stored("the owner made with --password-stdin", async ({ db }) => {
      const [person] = await db.select().from(teamUsers).where(eq(teamUsers.id, id));
      expect(person).toMatchObject({
        tenantId: "default",
        email: "ada@example.com",
        name: "Ada Quill",
        roles: ["owner"],
      });
      expect(person!.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(person!.passwordHash, "correct horse battery staple")).toBe(true);
      const [audit] = await db.select().from(auditEntries).where(eq(auditEntries.action, "person.create"));
      expect(audit).toMatchObject({ actorLabel: "command line", targetId: String(id) });
    });
  }, 180_000);

  it("prints a one-time setup link for 24 hours on stdout, and keeps only its hash", async () => {
    const out = await run(["create-owner", "--email", "owner2@example.com"], env);
    expect(out.code, out.stderr).toBe(0);
    const link = out.stdout.trim();
    expect(link).toMatch(/^https:\/\/www\.cobaltline\.example\/admin\/accept\?token=tl_[A-Za-z0-9_-]{43}$/);
    expect(out.stderr).toContain("within 24 hours");
    const token = new URL(link).searchParams.get("token")!;

    stored("the setup link", async ({ db }) => {
      const rows = await db.select().from(teamTokens).where(eq(teamTokens.email, "owner2@example.com"));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        kind: "setup",
        roles: ["owner"],
        tokenHash: tokenHash(token),
        usedAt: null,
      });
      const hours = (rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()) / 3_600_000;
      expect(hours).toBe(24);
      expect(JSON.stringify(rows)).not.toContain(token);
    });
  }, 120_000);

  it("refuses an address already on the team, a short password and a bad address", async () => {
    const again = await run(["create-owner", "--email", "ada@example.com"], env);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("ada@example.com is already on the team");
    expect(again.stdout).toBe("");

    const short = await run(["create-owner", "--email", "c@example.com", "--password-stdin"], env, {
      stdin: "too short",
    });
    expect(short.code).toBe(2);
    expect(short.stderr).toContain("Use at least 12 characters");

    const bad = await run(["create-owner", "--email", "not an address"], env);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("Please enter a valid email address");
  }, 120_000);
});

describe("admin create-key", () => {
  it("prints a new key once through the root's npm script; the database holds its hash, not the key", async () => {
    const out = await run(["create-key", "--name", "ci", "--role", "administrator", "--role", "sales"], env, {
      viaNpm: true,
    });
    expect(out.code, out.stderr).toBe(0);
    const key = out.stdout.trim();
    expect(key).toMatch(/^ck_[A-Za-z0-9_-]{43}$/);
    expect(out.stderr).toContain("shown this once");

    stored("the key made through npm", async ({ db }) => {
      const [row] = await db.select().from(teamApiKeys).where(eq(teamApiKeys.name, "ci"));
      expect(row).toMatchObject({
        tenantId: "default",
        roles: ["administrator", "sales"],
        tokenHash: tokenHash(key),
      });
      expect(JSON.stringify(await db.select().from(teamApiKeys))).not.toContain(key);
    });
  }, 120_000);

  it("--token-stdin imports an old ADMIN_TOKEN once; unknown roles are refused", async () => {
    const secret = "the-old-shared-admin-token-0123456789";
    const first = await run(
      ["create-key", "--name", "old scripts", "--role", "administrator", "--token-stdin"],
      env,
      {
        stdin: `${secret}\n`,
      },
    );
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).not.toContain(secret);
    expect(first.stderr).toContain("Imported as key");

    const second = await run(["create-key", "--name", "again", "--role", "editor", "--token-stdin"], env, {
      stdin: secret,
    });
    expect(second.code).toBe(1);
    expect(second.stderr).toContain("is not imported twice");

    const unknown = await run(["create-key", "--name", "x", "--role", "boss"], env);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Unknown role "boss"');

    stored("the imported key", async ({ db }) => {
      const rows = await db
        .select()
        .from(teamApiKeys)
        .where(eq(teamApiKeys.tokenHash, tokenHash(secret)));
      expect(rows).toMatchObject([{ name: "old scripts", roles: ["administrator"] }]);
    });
  }, 120_000);
});

describe("a folder in use", () => {
  it("is refused with what to do while another process holds the embedded database", async () => {
    const release = lockDataDir(path.join(dataDir, "pglite"));
    try {
      const out = await run(["create-key", "--name", "blocked", "--role", "editor"], env);
      expect(out.code).toBe(1);
      expect(out.stderr).toContain(`is in use by process ${process.pid}`);
      expect(out.stderr).toContain("stop the API server while this command runs");
      expect(out.stdout).toBe("");
    } finally {
      release();
    }
    stored("nothing from the refused run", async ({ db }) => {
      expect(await db.select().from(teamApiKeys).where(eq(teamApiKeys.name, "blocked"))).toHaveLength(0);
    });
    // Released: the next run goes through.
    const out = await run(["create-key", "--name", "after", "--role", "editor"], env);
    expect(out.code, out.stderr).toBe(0);
  }, 120_000);
});

describe("what the commands stored", () => {
  it("is in the database as each command reported it, secrets only as hashes", async () => {
    expect(checks).toHaveLength(5);
    const handle = await openDatabase(testConfig({ DATA_DIR: dataDir, DATABASE_URL: undefined }));
    try {
      for (const check of checks) await check.fn(handle);
    } finally {
      await handle.close();
    }
  }, 120_000);
});
