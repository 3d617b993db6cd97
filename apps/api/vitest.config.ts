import { defineProject } from "vitest/config";

// The generated hostile-input suite (src/test/hostile, 57 endpoints × 1,000 cases) runs once per
// `npm test`: against PostgreSQL (`npm run test:api:pg`), the production database, whose stricter
// types found bugs the embedded one did not. On PGlite it runs only with HOSTILE=1.
const hostileOnPglite = process.env.HOSTILE === "1";
const onPostgres = !!process.env.DATABASE_URL;

export default defineProject({
  test: {
    name: "api",
    include: ["src/**/*.test.ts"],
    exclude: onPostgres || hostileOnPglite ? [] : ["src/test/hostile/**"],
    globalSetup: ["./src/test/global-setup.ts"],
    // Each file opens its own database (in-memory PGlite) or connections (PostgreSQL); opening PGlite can
    // take tens of seconds on a busy machine, often inside the first test of a file.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
