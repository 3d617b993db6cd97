import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "api",
    include: ["src/**/*.test.ts"],
    globalSetup: ["./src/test/global-setup.ts"],
    // Each file opens its own database (in-memory PGlite) or connections (PostgreSQL).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
