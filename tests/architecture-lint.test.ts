import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

// The architecture's arrows are enforced by eslint.config.mjs. Each fixture in tests/lint-fixtures
// breaks one of them (or keeps to them) and is linted with the repository's own configuration as if it
// sat at `as`, inside the folder the rule guards; the normal lint run ignores the fixtures folder.

const root = fileURLToPath(new URL("..", import.meta.url));
const fixtures = join(root, "tests/lint-fixtures");

const PACKAGE = "packages/contract/src/lint-fixture.ts";
const WEB = "apps/web/src/lib/lint-fixture.ts";
const API = "apps/api/src/routes/lint-fixture.ts";
// Named without `.client`: the "use client" directive, not the file name, makes a client component.
const COMPONENT = "apps/web/src/components/blog/lint-fixture.tsx";

const restricted = (message: string) => ({ rule: "no-restricted-imports", message });
const CROSSING = { rule: "architecture/no-relative-workspace-import", message: "leaves this workspace" };
const CLIENT = {
  rule: "architecture/no-server-import-in-client",
  message: "Client component imports server-only module",
};
const ADMIN_COMPONENT = "apps/web/src/components/admin/lint-fixture.tsx";
const STRAY = { rule: "architecture/no-stray-fetch", message: "outside src/lib/api" };
const ADMIN_FETCH = {
  rule: "architecture/no-stray-fetch",
  message: "No fetch( in the team's area's components",
};
const SHARED = restricted("Shared packages are imported by both apps and import neither of them.");
const SITE = restricted("The site reaches the API over HTTP through src/lib/api");
const API_RULE = restricted("The API imports nothing of the site.");

const forbidden: Record<string, { as: string; rule: string; message: string }> = {
  "contract-imports-web.ts": { as: PACKAGE, ...SHARED },
  "contract-imports-api.ts": { as: PACKAGE, ...SHARED },
  "contract-relative-into-app.ts": { as: PACKAGE, ...CROSSING },
  "new-package-imports-web.ts": { as: "packages/rich-text/src/lint-fixture.ts", ...SHARED },
  "web-imports-api-package.ts": { as: WEB, ...SITE },
  "web-imports-api-relative.ts": { as: WEB, ...CROSSING },
  "web-imports-drizzle.ts": { as: WEB, ...SITE },
  "web-imports-pg.ts": { as: WEB, ...SITE },
  "web-imports-pglite.ts": { as: WEB, ...SITE },
  "api-imports-web-package.ts": { as: API, ...API_RULE },
  "api-imports-web-relative.ts": { as: API, ...CROSSING },
  "client-imports-lib-api.tsx": { as: COMPONENT, ...CLIENT },
  "client-imports-lib-api-relative.tsx": { as: COMPONENT, ...CLIENT },
  "client-imports-lib-api-lazily.tsx": { as: COMPONENT, ...CLIENT },
  "client-imports-server-only.tsx": { as: COMPONENT, ...CLIENT },
  "client-imports-next-headers.tsx": { as: COMPONENT, ...CLIENT },
  "client-imports-rich-text.tsx": { as: COMPONENT, ...CLIENT },
  "client-imports-env.tsx": { as: COMPONENT, ...CLIENT },
  "client-imports-marked-module.tsx": { as: COMPONENT, ...CLIENT },
  "client-reexports-marked-module.tsx": { as: COMPONENT, ...CLIENT },
  "component-fetches-api-url.tsx": { as: COMPONENT, ...STRAY },
  "admin-component-fetches.tsx": { as: ADMIN_COMPONENT, ...ADMIN_FETCH },
};

const allowed: Record<string, { as: string }> = {
  "allowed-client.tsx": { as: COMPONENT },
  "allowed-server-component.tsx": { as: COMPONENT },
  "allowed-contract.ts": { as: PACKAGE },
  "allowed-api.ts": { as: API },
  "allowed-lib-api-fetch.ts": { as: "apps/web/src/lib/api/lint-fixture.ts" },
};

let eslint: ESLint;
beforeAll(async () => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: join(root, "eslint.config.mjs") });
  // The first lint loads the configuration and its plugins (the TypeScript parser among them): seconds
  // on a busy machine (7.7 s seen in CI beside the database suites), paid here rather than by whichever
  // fixture comes first under the 5 s test timeout.
  await eslint.lintText("export {};\n", { filePath: join(root, WEB) });
}, 60_000);

/** The messages ESLint reports for `fixture` linted as the file at `as`. */
async function lint(fixture: string, as: string) {
  const code = readFileSync(join(fixtures, fixture), "utf8");
  const [result] = await eslint.lintText(code, { filePath: join(root, as) });
  return result!.messages;
}

describe("architecture lint rules", () => {
  it("has an expectation for every fixture", () => {
    expect(readdirSync(fixtures).sort()).toEqual([...Object.keys(forbidden), ...Object.keys(allowed)].sort());
  });

  it.each(Object.entries(forbidden))("%s fails its rule", async (fixture, { as, rule, message }) => {
    const messages = await lint(fixture, as);
    expect(messages).toContainEqual(
      expect.objectContaining({ ruleId: rule, severity: 2, message: expect.stringContaining(message) }),
    );
  });

  it.each(Object.entries(allowed))("%s passes", async (fixture, { as }) => {
    expect(await lint(fixture, as)).toEqual([]);
  });
});
