import js from "@eslint/js";
import tseslint from "typescript-eslint";
import nextVitals from "eslint-config-next/core-web-vitals";
import globals from "globals";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/.next*/**",
      "data/**",
      "**/test-results/**",
      "**/playwright-report/**",
      "apps/web/next-env.d.ts",
      "apps/api/src/db/migrations/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx,mts}"],
    extends: [...nextVitals],
    settings: { next: { rootDir: "apps/web" } },
  },
  {
    // Playwright fixtures call `use(...)`, which is not React's hook.
    files: ["apps/web/tests/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["**/*.mjs", "**/*.cjs", "scripts/**"],
    languageOptions: { globals: { ...globals.node } },
  },
);
