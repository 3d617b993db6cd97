import { readFileSync } from "node:fs";
import { dirname, join, resolve, sep } from "node:path";
import { importSources } from "./import-sources.mjs";

const EXTENSIONS = ["", ".ts", ".tsx", ".mts", ".js", ".mjs", "/index.ts", "/index.tsx"];
const MARKER = /^\s*import\s+["']server-only["']/m;
const marked = new Map();

/** Whether the module at `path` (extension optional) declares itself server-only. */
function marksServerOnly(path) {
  if (!marked.has(path)) {
    let found = false;
    for (const extension of EXTENSIONS) {
      try {
        found = MARKER.test(readFileSync(path + extension, "utf8"));
        break;
      } catch {
        // not this spelling of the file; try the next
      }
    }
    marked.set(path, found);
  }
  return marked.get(path);
}

/** Whether the module's directives (its leading string statements) include "use client". */
function startsWithUseClient(program) {
  for (const statement of program.body) {
    if (statement.type !== "ExpressionStatement" || typeof statement.directive !== "string") return false;
    if (statement.directive === "use client") return true;
  }
  return false;
}

const inside = (path, folder) => path === folder || path.startsWith(folder + sep);

/**
 * A client component (a file that starts with "use client") importing a module that must stay on the
 * server: one named in `modules` (or a subpath of it), one under a folder or file in `paths` (reached
 * by an alias or a relative path), or any module that itself imports "server-only". The directive,
 * not the file name, decides, so a client hook or provider without `.client` in its name is covered.
 */
export default {
  meta: {
    type: "problem",
    docs: { description: "Client components import no server-only module" },
    schema: [
      {
        type: "object",
        properties: {
          modules: { type: "array", items: { type: "string" } },
          paths: { type: "array", items: { type: "string" } },
          alias: { type: "object", additionalProperties: { type: "string" } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      serverOnly:
        'Client component imports server-only module "{{source}}": code under "use client" runs in the browser, where the API client, the site\'s configuration and server-only modules must not go. Fetch in a server component and pass the data down.',
    },
  },
  create(context) {
    const { modules = [], paths = [], alias = {} } = context.options[0] ?? {};
    if (!startsWithUseClient(context.sourceCode.ast)) return {};

    /** The file `source` names, for aliased and relative specifiers; undefined for packages. */
    const locate = (source) => {
      if (source.startsWith(".")) return resolve(dirname(context.filename), source);
      const prefix = Object.keys(alias).find((key) => source.startsWith(key));
      return prefix === undefined ? undefined : join(alias[prefix], source.slice(prefix.length));
    };

    return importSources((node, source) => {
      const path = locate(source);
      const forbidden =
        modules.some((name) => source === name || source.startsWith(`${name}/`)) ||
        (path !== undefined && (paths.some((folder) => inside(path, folder)) || marksServerOnly(path)));
      if (forbidden) context.report({ node, messageId: "serverOnly", data: { source } });
    });
  },
};
