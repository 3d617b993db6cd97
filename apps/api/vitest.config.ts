import { defineProject } from "vitest/config";

// The generated hostile-input suite (src/test/hostile, 57 endpoints × 1,000 cases) runs once per
// `npm test`: against PostgreSQL (`npm run test:api:pg`), the production database, whose stricter
// types found bugs the embedded one did not. On PGlite it runs only with HOSTILE=1.
const hostileOnPglite = process.env.HOSTILE === "1";
const onPostgres = !!process.env.DATABASE_URL;

// `npm test` runs this suite twice, side by side: on PGlite and on PostgreSQL (DATABASE_URL). A file whose
// outcome does not depend on DATABASE_URL runs in one of the two only; BOTH=1 runs every file in both.
// - PostgreSQL only: tests that start PostgreSQL servers of their own (fsync on) and real API processes
//   (the kill -9 durability rounds, the two-instance migration), and the upload memory budget, measured
//   on the production database (on PGlite the database's own copies dominate: see the file); and the
//   audit trail's owner, which needs roles (made on DATABASE_URL's server, a superuser's; PGlite has none).
// - PGlite only: tests that run real processes on embedded databases of their own, or their own
//   PostgreSQL, whatever DATABASE_URL says (the server's lifecycle, the admin command line, the first
//   start's setup link, memory at rest). Their PostgreSQL paths are covered by the durability test.
const postgresOnly = [
  "src/test/durability.test.ts",
  "src/db/migrate-lock.test.ts",
  "src/db/audit-owner.test.ts",
  "src/routes/applicants/upload-memory.test.ts",
  "src/plugins/database-down.test.ts",
];
const pgliteOnly = [
  "src/server.test.ts",
  "src/cli/admin.test.ts",
  "src/lib/auth/setup.test.ts",
  "src/test/memory-at-rest.test.ts",
];
const both = process.env.BOTH === "1";
const withPostgresOnly = onPostgres || both;
const withPgliteOnly = !onPostgres || both;

export default defineProject({
  test: {
    name: "api",
    include: ["src/**/*.test.ts"],
    exclude: [
      ...(onPostgres || hostileOnPglite ? [] : ["src/test/hostile/**"]),
      ...(withPostgresOnly ? [] : postgresOnly),
      ...(withPgliteOnly ? [] : pgliteOnly),
    ],
    globalSetup: ["./src/test/global-setup.ts"],
    // Files share one module graph per worker (each still opens its own database and app): importing the
    // app anew for every file was about a fifth of the suite's time. API_ISOLATE=1 isolates them again.
    isolate: process.env.API_ISOLATE === "1",
    // Each file opens its own database (in-memory PGlite) or connections (PostgreSQL); opening PGlite can
    // take tens of seconds on a busy machine, often inside the first test of a file.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
