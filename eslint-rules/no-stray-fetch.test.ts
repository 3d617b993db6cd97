import { RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import { afterAll, describe, it } from "vitest";
import rule from "./no-stray-fetch.mjs";

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});

const COMPONENT = "apps/web/src/components/blog/authors.tsx";
const ADMIN = "apps/web/src/components/admin/people/people.client.tsx";

tester.run("no-stray-fetch", rule, {
  valid: [
    // The site's own route handlers and third parties may be fetched outside the team's area.
    { code: 'await fetch("/blog/api/blogs");', filename: COMPONENT },
    { code: "await fetch(VITALS_ENDPOINT, { method: 'POST' });", filename: COMPONENT },
    // A function of src/lib/api is how a component reads the API.
    { code: 'import { getAuthors } from "@/lib/api/authors";\nawait getAuthors();', filename: COMPONENT },
    // Something else named fetch is not the global one.
    { code: "await query.fetch(apiUrl);", filename: ADMIN, options: [{ anyFetch: true }] },
    { code: 'await adminRequest("/people", { json: {} });', filename: ADMIN, options: [{ anyFetch: true }] },
  ],
  invalid: [
    {
      code: 'export default async function Authors() {\n  const res = await fetch(apiUrl("/blog-authors"));\n  return <p>{res.status}</p>;\n}',
      filename: COMPONENT,
      errors: [{ messageId: "apiFetch" }],
    },
    {
      code: 'await window.fetch(`${apiUrl("/admin/me")}`, { cache: "no-store" });',
      filename: COMPONENT,
      errors: [{ messageId: "apiFetch" }],
    },
    {
      code: 'await globalThis.fetch(new URL(apiUrl("/careers")));',
      filename: COMPONENT,
      errors: [{ messageId: "apiFetch" }],
    },
    {
      code: 'import { apiUrl } from "@/lib/api/client";\nconst url = apiUrl("/leads");',
      filename: COMPONENT,
      errors: [{ messageId: "apiUrlImport" }],
    },
    {
      code: 'await fetch("/api/admin/people", { method: "POST" });',
      filename: ADMIN,
      options: [{ anyFetch: true }],
      errors: [{ messageId: "anyFetch" }],
    },
    {
      code: 'await fetch(apiUrl("/admin/people"));',
      filename: ADMIN,
      options: [{ anyFetch: true }],
      errors: [{ messageId: "apiFetch" }],
    },
  ],
});
