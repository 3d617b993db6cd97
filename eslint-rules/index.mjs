import noRelativeWorkspaceImport from "./no-relative-workspace-import.mjs";
import noServerImportInClient from "./no-server-import-in-client.mjs";
import noStrayFetch from "./no-stray-fetch.mjs";

/** The repository's own ESLint rules, loaded in eslint.config.mjs as the `architecture` plugin. */
export default {
  meta: { name: "architecture" },
  rules: {
    "no-relative-workspace-import": noRelativeWorkspaceImport,
    "no-server-import-in-client": noServerImportInClient,
    "no-stray-fetch": noStrayFetch,
  },
};
