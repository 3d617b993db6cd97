import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { envExample, variables, withReadmeTable } from "../scripts/env-docs";

const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), "utf8");

// .env.example and the README's table are made from the apps' own declarations (scripts/env-docs.ts):
// after a variable is added, renamed or given another default, `npm run env:docs` must be run.
describe("the configuration's documentation", () => {
  it(".env.example is what the apps' declarations make (run `npm run env:docs` after changing them)", () => {
    expect(read(".env.example")).toBe(envExample());
  });

  it("README.md's configuration table is what the apps' declarations make", () => {
    const readme = read("README.md");
    expect(readme).toBe(withReadmeTable(readme));
  });

  it("lists the variables a newcomer needs, at the defaults the apps use", () => {
    const example = read(".env.example");
    // The two defaults the README once had wrong.
    expect(example).toContain("\n#REVALIDATE_URL=http://127.0.0.1:3000/api/revalidate\n");
    expect(example).toContain("\n#RATE_LIMIT_MAX=20\n");
    for (const name of ["DATABASE_URL", "REDIS_URL", "SMTP_URL", "SITE_URL", "API_BASE_URL", "PORT"]) {
      expect(example).toMatch(new RegExp(`^#${name}=`, "m"));
    }
    // Every variable has a meaning in every app that reads it.
    for (const v of variables())
      expect(Object.values(v.meanings).every((m) => m && m.length > 10)).toBe(true);
  });

  it("names every variable the site's server reads from the environment itself", () => {
    // server.mjs runs before Next and reads a few variables directly: each must be declared too.
    const files = [
      "apps/web/server.mjs",
      "apps/web/cache-handler.mjs",
      "apps/web/next.config.ts",
      ...readdirSync(new URL("../apps/web/server", import.meta.url))
        .filter((f) => f.endsWith(".mjs") && !f.endsWith(".test.mjs"))
        .map((f) => `apps/web/server/${f}`),
    ];
    const source = files.map(read).join("\n");
    const named = [...source.matchAll(/process\.env\.([A-Z_]+)/g)].map((m) => m[1]);
    const declared = new Set(variables().map((v) => v.name));
    expect(named.filter((name) => name !== "NODE_ENV" && !declared.has(name))).toEqual([]);
  });
});
