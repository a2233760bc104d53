// Parsing TypeScript for the checks: oxc-parser (the parser knip runs on) gives an ESTree-shaped
// tree with character offsets. TypeScript 7's compiler is a native binary without a JS parser API.
import fs from "node:fs";
import { parseSync } from "oxc-parser";

/** The parsed file: its text, ESTree program and module record (imports and exports). */
export function parseFile(file) {
  const text = fs.readFileSync(file, "utf8");
  const result = parseSync(file, text, { sourceType: "module" });
  if (result.errors.length > 0) {
    throw new Error(`${file}: cannot parse (${result.errors[0].message})`);
  }
  return { text, program: result.program, module: result.module };
}

/** Calls visit(node, parent) on every node of the tree, depth first. */
export function walk(node, visit, parent = null) {
  if (!node || typeof node !== "object") return;
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit, parent);
    return;
  }
  if (typeof node.type === "string") visit(node, parent);
  for (const key in node) {
    if (key === "parent") continue;
    const value = node[key];
    if (value && typeof value === "object") walk(value, visit, typeof node.type === "string" ? node : parent);
  }
}
