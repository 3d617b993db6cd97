import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "api",
    include: ["src/**/*.test.ts"],
    globalSetup: ["./src/test/global-setup.ts"],
    // Each file opens its own database (in-memory PGlite) or connections (PostgreSQL); opening PGlite can
    // take tens of seconds on a busy machine, often inside the first test of a file.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
