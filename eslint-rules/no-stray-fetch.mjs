/** Names a call of the global fetch goes by: `fetch(...)`, `window.fetch(...)`, `globalThis.fetch(...)`. */
const GLOBALS = new Set(["window", "globalThis", "self"]);

function isFetch(callee) {
  if (callee.type === "Identifier") return callee.name === "fetch";
  return (
    callee.type === "MemberExpression" &&
    !callee.computed &&
    callee.object.type === "Identifier" &&
    GLOBALS.has(callee.object.name) &&
    callee.property.type === "Identifier" &&
    callee.property.name === "fetch"
  );
}

/** Whether the expression names `name` anywhere inside it (`apiUrl(...)`, `` `${apiUrl("/x")}` ``...). */
function mentions(node, name) {
  if (!node || typeof node.type !== "string") return false;
  if (node.type === "Identifier") return node.name === name;
  for (const [key, value] of Object.entries(node)) {
    if (key === "parent" || key === "loc" || key === "range") continue;
    if (Array.isArray(value) ? value.some((item) => mentions(item, name)) : mentions(value, name))
      return true;
  }
  return false;
}

/**
 * The site reaches the API through src/lib/api alone (its one client knows the API's address, the
 * tenant, the cache tags and how a failed answer reads). Outside that folder this rule reports a
 * `fetch(apiUrl(...))` (any fetch whose address is built by `apiUrl`) and an import of `apiUrl`
 * itself; with `{ anyFetch: true }` (the team's area's components) it reports every `fetch(`: their
 * writes go through adminRequest and useAdminAction, their reads through the page's server component.
 *
 *   "architecture/no-stray-fetch": ["error", { anyFetch: true }]
 */
export default {
  meta: {
    type: "problem",
    docs: { description: "No fetch of the API outside src/lib/api; no fetch at all where told" },
    schema: [
      {
        type: "object",
        properties: { anyFetch: { type: "boolean" } },
        additionalProperties: false,
      },
    ],
    messages: {
      apiFetch:
        "fetch(apiUrl(...)) outside src/lib/api: add a function to src/lib/api (the one client of the API) and call that.",
      apiUrlImport:
        "apiUrl is imported outside src/lib/api: add a function to src/lib/api (the one client of the API) and call that.",
      anyFetch:
        "No fetch( in the team's area's components: writes go through adminRequest with useAdminAction (lib/admin), reads through the page's server component and src/lib/api.",
    },
  },
  create(context) {
    const { anyFetch = false } = context.options[0] ?? {};
    return {
      CallExpression(node) {
        if (!isFetch(node.callee)) return;
        if (mentions(node.arguments[0], "apiUrl")) context.report({ node, messageId: "apiFetch" });
        else if (anyFetch) context.report({ node, messageId: "anyFetch" });
      },
      ImportSpecifier(node) {
        const imported = node.imported.type === "Identifier" ? node.imported.name : node.imported.value;
        if (imported === "apiUrl") context.report({ node, messageId: "apiUrlImport" });
      },
    };
  },
};
