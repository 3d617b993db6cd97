import { defineConfig } from "vitest/config";

// One runner, five projects: `vitest run --project api` runs the API suite alone
// (scripts/with-postgres.sh does that against a real PostgreSQL server); `repo` holds the checks of
// the repository as a whole (tests/, such as the architecture's lint rules, and the rules' own tests
// beside them in eslint-rules/).
export default defineConfig({
  test: {
    projects: [
      "packages/contract",
      "packages/rich-text",
      "apps/api",
      "apps/web",
      { test: { name: "repo", include: ["tests/**/*.test.ts", "eslint-rules/**/*.test.ts"] } },
    ],
  },
});
