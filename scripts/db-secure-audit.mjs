// `npm run db:secure-audit`: hands the audit trail to a role of its own, so that the API's role (the one
// in DATABASE_URL) can add entries and read them, and nothing else: it cannot switch the trail's triggers
// off, change, delete, empty or drop entries, or replace the trigger functions.
//
//   DATABASE_URL        the API's connection: names its role and its database
//   DATABASE_ADMIN_URL  the same database as a superuser (the runbook: postgres over Debian's socket)
//   AUDIT_ROLE          the role that is to own the trail (default: the API's role + "_audit"), NOLOGIN;
//                       made when missing
//
// Run it once after the API's first start (its migrations make the table, as the API's role, which owns
// the database), and again after any restore (db:restore does it when it is given DATABASE_ADMIN_URL).
// It is safe to run twice. What it does, in one transaction as the superuser:
//   - audit_entries (with its identity sequence) and its two trigger functions go to the audit role; the
//     API's role keeps INSERT and SELECT on the table and SELECT on the sequence (pg_dump reads it);
//   - the schema public goes to the audit role too, the API's role keeping USAGE and CREATE: a schema's
//     owner may drop any table in it, and the API's role owns the database, so public was its own;
//   - the audit role may read tenants, which its trigger does when a tenant's removal cascades to it.
// A later migration that alters audit_entries must then run as the superuser; the API's own start is
// unaffected (migrations already applied are not run again). Not for PGlite (npm start): an embedded
// database has no roles, the process that opens it can do anything.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { postgresTool } from "./db-backup.mjs";

const ident = (name) => `"${name.replace(/"/g, '""')}"`;
const literal = (text) => `'${text.replace(/'/g, "''")}'`;

/** The role and the database of a postgres:// connection string. */
export function roleAndDatabase(url) {
  const u = new URL(url);
  const role = decodeURIComponent(u.username);
  const database = decodeURIComponent(u.pathname.replace(/^\//, ""));
  if (!role || !database) throw new Error("DATABASE_URL must name its role and its database");
  return { role, database };
}

/** SQL that stops the transaction unless the connection reaches `database` (not the server's default). */
export function sameDatabaseSql(database) {
  return `DO $$ BEGIN IF current_database() <> ${literal(database)} THEN
  RAISE EXCEPTION 'DATABASE_ADMIN_URL reaches %, not %', current_database(), ${literal(database)};
END IF; END $$;`;
}

/** The SQL that hands the audit trail to `auditRole`, leaving `appRole` INSERT and SELECT (see above). */
export function secureAuditSql(appRole, auditRole) {
  const app = ident(appRole);
  const audit = ident(auditRole);
  return `
DO $$
DECLARE
  app pg_roles%ROWTYPE;
BEGIN
  SELECT * INTO app FROM pg_roles WHERE rolname = ${literal(appRole)};
  IF NOT FOUND THEN RAISE EXCEPTION 'no role %', ${literal(appRole)}; END IF;
  -- Such a role could take anything back: securing the trail from it would be for show.
  IF app.rolsuper OR app.rolcreaterole OR app.rolbypassrls THEN
    RAISE EXCEPTION 'the API''s role % is a superuser or may create roles: give the API a plain role', app.rolname;
  END IF;
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = ${literal(auditRole)}) THEN
    CREATE ROLE ${audit} NOLOGIN;
  END IF;
  IF pg_has_role(${literal(appRole)}, ${literal(auditRole)}, 'MEMBER') THEN
    RAISE EXCEPTION 'the API''s role % is a member of %', ${literal(appRole)}, ${literal(auditRole)};
  END IF;
END
$$;
ALTER SCHEMA public OWNER TO ${audit};
GRANT USAGE, CREATE ON SCHEMA public TO ${app};
ALTER TABLE public.audit_entries OWNER TO ${audit};
ALTER FUNCTION public.audit_entries_append_only() OWNER TO ${audit};
ALTER FUNCTION public.audit_entries_no_truncate() OWNER TO ${audit};
REVOKE ALL ON TABLE public.audit_entries FROM PUBLIC, ${app};
GRANT SELECT, INSERT ON TABLE public.audit_entries TO ${app};
REVOKE ALL ON SEQUENCE public.audit_entries_id_seq FROM PUBLIC, ${app};
GRANT SELECT ON SEQUENCE public.audit_entries_id_seq TO ${app};
GRANT SELECT ON TABLE public.tenants TO ${audit};
`;
}

function main() {
  const appUrl = process.env.DATABASE_URL;
  const adminUrl = process.env.DATABASE_ADMIN_URL;
  if (!appUrl) throw new Error("DATABASE_URL: the API's connection (its role and database)");
  if (!adminUrl) throw new Error("DATABASE_ADMIN_URL: the same database as a superuser");
  const { role, database } = roleAndDatabase(appUrl);
  const auditRole = process.env.AUDIT_ROLE || `${role}_audit`;
  if (auditRole === role) throw new Error("AUDIT_ROLE: a role other than the API's");
  const sql = `${sameDatabaseSql(database)}\n${secureAuditSql(role, auditRole)}`;
  const r = spawnSync(
    postgresTool("psql"),
    ["-X", "-q", "-v", "ON_ERROR_STOP=1", "--single-transaction", "-d", adminUrl, "-f", "-"],
    { input: sql, stdio: ["pipe", "inherit", "inherit"] },
  );
  if (r.status !== 0) throw new Error(`psql failed (exit ${r.status}): nothing was changed`);
  console.log(
    `audit_entries of ${database} now belongs to ${auditRole}; ${role} may add and read entries, nothing else`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (e) {
    console.error(`db:secure-audit: ${e.message}`);
    process.exit(1);
  }
}
