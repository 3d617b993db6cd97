import { defineConfig } from "vitest/config";

// One runner, three projects: `vitest run --project api` runs the API suite alone
// (scripts/with-postgres.sh does that against a real PostgreSQL server).
export default defineConfig({
  test: {
    projects: ["packages/contract", "apps/api", "apps/web"],
  },
});
