/**
 * The team's accounts from the command line, for the operator who has the server's environment (the same
 * variables as the API: DATABASE_URL or DATA_DIR, SITE_URL, DEFAULT_TENANT_ID):
 *
 *   npm run admin:create-owner -- --email ada@example.com [--name "Ada Quill"] [--tenant default]
 *     Prints a one-time setup link (24 hours) to SITE_URL/admin/accept?token=…; whoever opens it chooses
 *     the owner's password. Nothing is printed that signs in by itself later: the link works once.
 *   … create-owner --email ada@example.com --password-stdin < password.txt
 *     Creates the owner at once with the password read from stdin (automation, tests).
 *   npm run admin:create-key -- --name ci --role administrator [--role sales] [--tenant default]
 *     Prints a new API key once (stored hashed; send it as `Authorization: Bearer <key>`).
 *   … create-key --name "old scripts" --role administrator --token-stdin <<< "$ADMIN_TOKEN"
 *     Imports the secret read from stdin as the key instead: how scripts that sent the retired
 *     ADMIN_TOKEN keep working, under a name and roles of your choice.
 *
 * The secret (the link, the key) is the only thing on stdout, so `$(npm run -s admin:create-key -- …)`
 * captures it; explanations go to stderr. Exit status 0 on success, 1 on a refusal, 2 on bad usage.
 *
 * The database is opened exactly as the server opens it (db/open.ts: migrations and the default tenant's
 * seed under the advisory lock). With the embedded PGlite (no DATABASE_URL) the server must be stopped
 * while the command runs: one process at a time may open that folder, and the command says so when the
 * folder is in use. With PostgreSQL the server may keep running.
 *
 * This file is not part of the built API (dist/server.js bundles only src/server.ts). In development the
 * npm scripts run it with tsx; on a production machine run it from the repository the same way:
 * `npm run admin:create-owner -- …` or `npx tsx apps/api/src/cli/admin.ts create-owner …`.
 */
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { z } from "zod";
import {
  TEAM_ROLES,
  apiKeyRequestSchema,
  inviteRequestSchema,
  tokenPasswordSchema,
  type TeamRole,
} from "@site/contract";
import type { Db, DbHandle } from "../db/client";
import { DatabaseInUseError, openDatabase } from "../db/open";
import { teamApiKeys, tenants } from "../db/schema";
import { parseConfig, type Config } from "../env";
import { recordAudit } from "../lib/auth/audit";
import { createApiKey, keyPrefix } from "../lib/auth/keys";
import { createLink, linkUrl, revokeLinksOf } from "../lib/auth/links";
import { hashPassword } from "../lib/auth/passwords";
import { createOrReactivatePerson, findPersonByEmail } from "../lib/auth/people";
import { tokenHash } from "../lib/auth/tokens";

/** Who the audit trail names for what this command does. */
const ACTOR = { label: "command line" } as const;

/** A refusal the operator can act on: printed without a stack trace. */
class Refusal extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

const USAGE = `Usage:
  admin create-owner --email <address> [--name <name>] [--tenant <id>] [--password-stdin]
  admin create-key --name <name> --role <role> [--role <role>…] [--tenant <id>] [--token-stdin]

Roles: owner, administrator, editor, contributor, moderator, recruiter, sales.`;

function firstError(error: z.ZodError): string {
  return error.issues.map((i) => (i.path.length ? `${i.path.join(".")}: ${i.message}` : i.message))[0] ?? "";
}

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) {
    process.stderr.write("Type it, then press Enter and Ctrl-D:\n");
  }
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  // One trailing line break (echo, a here-string) is not part of the secret.
  return Buffer.concat(chunks)
    .toString("utf8")
    .replace(/\r?\n$/, "");
}

async function tenantExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, id)).limit(1);
  return !!row;
}

type Options = { tenant: string; config: Config; db: Db };

type OwnerInput = { email: string; name?: string; password?: string };

/** Checks create-owner's arguments (and reads the password) before the database is opened. */
async function ownerInput(args: {
  email?: string;
  name?: string;
  passwordStdin: boolean;
}): Promise<OwnerInput> {
  const parsed = inviteRequestSchema
    .pick({ email: true, name: true })
    .partial({ name: true })
    .safeParse({ email: args.email ?? "", name: args.name });
  if (!parsed.success) throw new Refusal(`--email/--name: ${firstError(parsed.error)}`, 2);
  if (!args.passwordStdin) return parsed.data;
  const checked = tokenPasswordSchema.shape.password.safeParse(await readStdin());
  if (!checked.success) {
    throw new Refusal(`The password read from stdin is not accepted: ${firstError(checked.error)}`, 2);
  }
  return { ...parsed.data, password: checked.data };
}

async function createOwner({ tenant, config, db }: Options, { email, name, password }: OwnerInput) {
  const existing = await findPersonByEmail(db, tenant, email);
  if (existing && !existing.removedAt) {
    throw new Refusal(
      `${email} is already on the team of tenant "${tenant}" (roles: ${existing.roles.join(", ")}). ` +
        `To choose a new password, use "Forgot your password?" on the sign-in page, or give the owner role from the People page.`,
    );
  }

  if (password !== undefined) {
    const person = await createOrReactivatePerson(db, {
      tenantId: tenant,
      email,
      // A name can be changed later; the address's local part reads well until then.
      name: name ?? email.split("@")[0]!,
      roles: ["owner"],
      passwordHash: await hashPassword(password),
    });
    if (!person) throw new Refusal(`${email} was added by someone else meanwhile`);
    await recordAudit(db, {
      tenantId: tenant,
      actor: ACTOR,
      action: "person.create",
      targetType: "person",
      targetId: person.id,
      summary: `Owner ${email} created from the command line`,
      after: { email, name: person.name, roles: person.roles },
    });
    process.stderr.write(
      `Owner ${email} created (tenant "${tenant}"). Sign in at ${new URL("/admin/sign-in", config.SITE_URL)}\n`,
    );
    process.stdout.write(`${person.id}\n`);
    return;
  }

  // A new setup link replaces the address's older ones.
  await revokeLinksOf(db, tenant, "setup", email);
  const { token, row } = await createLink(db, {
    tenantId: tenant,
    kind: "setup",
    email,
    name: name ?? null,
    roles: ["owner"],
  });
  await recordAudit(db, {
    tenantId: tenant,
    actor: ACTOR,
    action: "setup_link.create",
    targetType: "link",
    targetId: row.id,
    summary: `Setup link for the owner ${email}, valid until ${row.expiresAt.toISOString()}`,
  });
  process.stderr.write(
    `Open this link within 24 hours (until ${row.expiresAt.toISOString()}) to create the owner account ${email} ` +
      `of tenant "${tenant}". It works once; nothing else is stored that could sign in.\n`,
  );
  process.stdout.write(`${linkUrl(config.SITE_URL, "setup", token)}\n`);
}

/** The secret an imported key must at least have: as long as the retired ADMIN_TOKEN had to be. */
const IMPORTED_KEY_MIN_LENGTH = 16;

type KeyInput = { name: string; roles: TeamRole[]; token?: string };

/** Checks create-key's arguments (and reads the token) before the database is opened. */
async function keyInput(args: { name?: string; roles: string[]; tokenStdin: boolean }): Promise<KeyInput> {
  const roles = args.roles.flatMap((r) => r.split(",")).map((r) => r.trim().toLowerCase());
  const unknown = roles.filter((r) => !(TEAM_ROLES as readonly string[]).includes(r));
  if (unknown.length) throw new Refusal(`Unknown role "${unknown[0]}". Roles: ${TEAM_ROLES.join(", ")}`, 2);
  const parsed = apiKeyRequestSchema.safeParse({ name: args.name ?? "", roles });
  if (!parsed.success) throw new Refusal(`--name/--role: ${firstError(parsed.error)}`, 2);
  const input: KeyInput = { name: parsed.data.name, roles: parsed.data.roles };
  if (!args.tokenStdin) return input;
  const token = (await readStdin()).trim();
  if (token.length < IMPORTED_KEY_MIN_LENGTH || token.length > 512 || /\s/.test(token)) {
    throw new Refusal(
      `The token read from stdin must be ${IMPORTED_KEY_MIN_LENGTH} to 512 characters without spaces`,
      2,
    );
  }
  return { ...input, token };
}

async function createKey({ tenant, db }: Options, { name, roles, token }: KeyInput) {
  if (token) {
    const [existing] = await db
      .select({ id: teamApiKeys.id, revokedAt: teamApiKeys.revokedAt })
      .from(teamApiKeys)
      .where(eq(teamApiKeys.tokenHash, tokenHash(token)))
      .limit(1);
    if (existing) {
      throw new Refusal(
        `That token is already key ${existing.id}${existing.revokedAt ? " (revoked)" : ""}: it is not imported twice`,
      );
    }
  }
  const key = await createApiKey(db, { tenantId: tenant, name, roles, token });
  const described = `key ${key.id} "${name}" (${roles.join(", ")}) of tenant "${tenant}"`;
  await recordAudit(db, {
    tenantId: tenant,
    actor: ACTOR,
    action: token ? "key.import" : "key.create",
    targetType: "key",
    targetId: key.id,
    summary: `Key "${name}" (${roles.join(", ")}) ${token ? "imported" : "created"} from the command line`,
    after: { name, roles, prefix: keyPrefix(key.token) },
  });
  if (token) {
    process.stderr.write(
      `Imported as ${described}. Send it as "Authorization: Bearer <token>"; revoke it in the team's area under Keys.\n`,
    );
    process.stdout.write(`${key.id}\n`);
    return;
  }
  process.stderr.write(
    `New ${described}. It is shown this once and stored only as a hash: keep it now. ` +
      `Send it as "Authorization: Bearer <key>".\n`,
  );
  process.stdout.write(`${key.token}\n`);
}

export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command !== "create-owner" && command !== "create-key") {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  let values;
  try {
    ({ values } = parseArgs({
      args: rest,
      options: {
        email: { type: "string" },
        name: { type: "string" },
        tenant: { type: "string" },
        role: { type: "string", multiple: true },
        "password-stdin": { type: "boolean", default: false },
        "token-stdin": { type: "boolean", default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n${USAGE}\n`);
    return 2;
  }

  let config: Config;
  try {
    config = parseConfig(process.env);
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n`);
    return 1;
  }
  const tenant = values.tenant ?? config.DEFAULT_TENANT_ID;

  let input: { owner: OwnerInput } | { key: KeyInput };
  try {
    input =
      command === "create-owner"
        ? {
            owner: await ownerInput({
              email: values.email,
              name: values.name,
              passwordStdin: values["password-stdin"] ?? false,
            }),
          }
        : {
            key: await keyInput({
              name: values.name,
              roles: values.role ?? [],
              tokenStdin: values["token-stdin"] ?? false,
            }),
          };
  } catch (e) {
    if (!(e instanceof Refusal)) throw e;
    process.stderr.write(`${e.message}\n`);
    return e.exitCode;
  }

  let handle: DbHandle;
  try {
    handle = await openDatabase(config, { poolSize: 2 });
  } catch (e) {
    if (e instanceof DatabaseInUseError) {
      process.stderr.write(
        `${e.message}\nWith the embedded database, stop the API server while this command runs, then start it again.\n`,
      );
      return 1;
    }
    throw e;
  }
  try {
    if (!(await tenantExists(handle.db, tenant))) throw new Refusal(`There is no tenant "${tenant}"`);
    const options = { tenant, config, db: handle.db };
    if ("owner" in input) await createOwner(options, input.owner);
    else await createKey(options, input.key);
    return 0;
  } catch (e) {
    if (e instanceof Refusal) {
      process.stderr.write(`${e.message}\n`);
      return e.exitCode;
    }
    throw e;
  } finally {
    await handle.close();
  }
}

// Only when run as a program (tests import main()).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (e: unknown) => {
      process.stderr.write(`The command failed: ${(e as Error).stack ?? String(e)}\n`);
      process.exit(1);
    },
  );
}
