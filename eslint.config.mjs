import js from "@eslint/js";
import tseslint from "typescript-eslint";
import nextVitals from "eslint-config-next/core-web-vitals";
import globals from "globals";
import architecture from "./eslint-rules/index.mjs";

const web = (path) => `${import.meta.dirname}/apps/web/src/${path}`;
// A package's name or any subpath of it.
const modules = (...names) => `^(${names.join("|")})(/.*)?$`;

/** What no file of the site may import: it reaches the API over HTTP only. */
const webPatterns = [
  {
    regex: modules("@site/api", "drizzle-orm", "pg", "@electric-sql/pglite"),
    message:
      "The site reaches the API over HTTP through src/lib/api; it never imports the API's code or its database.",
  },
];

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/.next*/**",
      // The API's build output (npm run build --workspace apps/api).
      "apps/api/dist/**",
      "apps/api/.dist-*/**",
      // The speed reporter as the web build bundles it (apps/web/scripts/build.mjs).
      "apps/web/public/vitals/**",
      "data/**",
      "**/test-results/**",
      "**/playwright-report/**",
      "apps/web/next-env.d.ts",
      "apps/api/src/db/migrations/**",
      // Each fixture breaks an architecture rule on purpose; tests/architecture-lint.test.ts lints them
      // as if they sat in the folders the rules guard.
      "tests/lint-fixtures/**",
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
  // The architecture's arrows: packages/* import no app; the site reaches the API over
  // HTTP only (src/lib/api), never its code or its database; the API imports nothing of the site; and
  // client components import nothing that must stay on the server.
  {
    files: ["apps/*/**", "packages/*/**"],
    plugins: { architecture },
    rules: { "architecture/no-relative-workspace-import": "error" },
  },
  {
    files: ["packages/*/src/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: modules("@site/web", "@site/api"),
              message: "Shared packages are imported by both apps and import neither of them.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["apps/web/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: webPatterns }],
      "architecture/no-server-import-in-client": [
        "error",
        {
          modules: ["server-only", "next/headers", "@site/rich-text"],
          paths: [web("lib/api"), web("env")],
          alias: { "@/": web("") },
        },
      ],
    },
  },
  {
    // One client of the API (issue 31, item 6): no fetch(apiUrl(...)) outside src/lib/api, and no
    // fetch( at all in the team's area's components (adminRequest and useAdminAction write, server
    // components read).
    files: ["apps/web/src/**"],
    ignores: ["apps/web/src/lib/api/**"],
    rules: { "architecture/no-stray-fetch": "error" },
  },
  {
    files: ["apps/web/src/components/admin/**", "apps/web/src/app/admin/**"],
    rules: { "architecture/no-stray-fetch": ["error", { anyFetch: true }] },
  },
  {
    // The public site's pages are documents joined by plain links: each is a full, cacheable load
    // (the back/forward cache, shared caches), and no page carries next/link's client code (issue 19's
    // JavaScript budget). The team's area keeps client-side navigation.
    files: ["apps/web/src/**"],
    ignores: ["apps/web/src/app/admin/**", "apps/web/src/components/admin/**"],
    rules: {
      "@next/next/no-html-link-for-pages": "off",
      "no-restricted-imports": [
        "error",
        {
          patterns: webPatterns,
          paths: [
            {
              name: "next/link",
              message:
                "Public pages link with a plain <a>: a full, cacheable load, and no router code in the page's JavaScript.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["apps/api/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [{ regex: modules("@site/web"), message: "The API imports nothing of the site." }],
        },
      ],
    },
  },
);
