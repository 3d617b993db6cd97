/**
 * Calls `check(node, source)` for every module a file names: `import`, `export ... from`, `import()`
 * with a literal and `import x = require(...)`, so a rule sees static, lazy and re-exported imports alike.
 */
export function importSources(check) {
  const literal = (node, source) => {
    if (source?.type === "Literal" && typeof source.value === "string") check(node, source.value);
  };
  return {
    ImportDeclaration: (node) => literal(node, node.source),
    ExportNamedDeclaration: (node) => literal(node, node.source),
    ExportAllDeclaration: (node) => literal(node, node.source),
    ImportExpression: (node) => literal(node, node.source),
    TSExternalModuleReference: (node) => literal(node, node.expression),
  };
}
