import { existsSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { importSources } from "./import-sources.mjs";

/** The folder of the nearest package.json at or above `dir` (a workspace, or the repository root). */
function workspaceOf(dir) {
  for (let current = dir; ; current = dirname(current)) {
    if (existsSync(join(current, "package.json"))) return current;
    if (dirname(current) === current) return undefined;
  }
}

/**
 * A relative import that leaves its workspace. Workspaces import one another by package name
 * (`@site/contract`), which is what the architecture's no-restricted-imports rules check; a path
 * like `../../../api/src/db/client` would slip past them.
 */
export default {
  meta: {
    type: "problem",
    docs: { description: "Import another workspace by its package name, never by a relative path" },
    schema: [],
    messages: {
      crossing:
        'Relative import "{{source}}" leaves this workspace for {{target}}: import a workspace by its package name, and only where the architecture allows it.',
    },
  },
  create(context) {
    const file = context.filename;
    const own = workspaceOf(dirname(file));
    return importSources((node, source) => {
      if (!source.startsWith(".")) return;
      const target = resolve(dirname(file), source);
      const theirs = workspaceOf(dirname(target));
      if (theirs === own) return;
      context.report({
        node,
        messageId: "crossing",
        data: { source, target: relative(context.cwd, theirs ?? target) || "the repository root" },
      });
    });
  },
};
