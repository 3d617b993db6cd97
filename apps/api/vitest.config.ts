import { defineProject } from "vitest/config";

// The generated hostile-input suite (src/test/hostile, 57 endpoints × 1,000 cases) runs once per
// `npm test`: against PostgreSQL (`npm run test:api:pg`), the production database, whose stricter
// types found bugs the embedded one did not. On PGlite it runs only with HOSTILE=1.
const hostileOnPglite = process.env.HOSTILE === "1";
const onPostgres = !!process.env.DATABASE_URL;

// Tests that start PostgreSQL servers of their own (fsync on) and real API processes: the kill -9
// durability rounds and the two-instance migration. They do not use DATABASE_URL, so they run once, in
// the PostgreSQL step (`npm run test:api:pg`), beside which the PGlite run has the other core.
// OWN_POSTGRES=1 runs them in a PGlite run too (e.g. `OWN_POSTGRES=1 npx vitest run <file>`).
const ownPostgres = ["src/test/durability.test.ts", "src/db/migrate-lock.test.ts"];
const withOwnPostgres = onPostgres || process.env.OWN_POSTGRES === "1";

export default defineProject({
  test: {
    name: "api",
    include: ["src/**/*.test.ts"],
    exclude: [
      ...(onPostgres || hostileOnPglite ? [] : ["src/test/hostile/**"]),
      ...(withOwnPostgres ? [] : ownPostgres),
    ],
    globalSetup: ["./src/test/global-setup.ts"],
    // Each file opens its own database (in-memory PGlite) or connections (PostgreSQL); opening PGlite can
    // take tens of seconds on a busy machine, often inside the first test of a file.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
