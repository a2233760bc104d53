// Fails when folders import each other in a cycle (e.g. rest → modules/files → rest): a module
// folder must sit above or below another, never both. Type-only imports vanish at run time and do
// not count. Biome's noImportCycles checks single files; this checks the folders they live in.
// (domain/ is one pure package with a barrel: its module folders may refer to each other.)
import fs from "node:fs";
import path from "node:path";
import { relative, runWhenMain, sourceFiles } from "./lib/check-kit.mjs";

const TREES = [
  {
    tree: "server/src",
    unit: (parts) => (parts[0] === "modules" && parts.length > 2 ? `modules/${parts[1]}` : parts[0]),
  },
  {
    tree: "web/src",
    unit: (parts) => (parts[0] === "features" && parts.length > 2 ? `features/${parts[1]}` : parts[0]),
  },
];
const IMPORT = /^\s*(import|export)\s+(type\s+)?[^;]*?from\s+"(\.[^"]+)"/gms;

/** One line per folder cycle in server/src and web/src under root. */
export function folderCycles(root) {
  const findings = [];
  for (const { tree, unit } of TREES) {
    const base = path.join(root, tree);
    const unitOf = (file) => unit(path.relative(base, file).split(path.sep));
    const edges = new Map();
    for (const file of sourceFiles(base)) {
      const from = unitOf(file);
      for (const match of fs.readFileSync(file, "utf8").matchAll(IMPORT)) {
        if (match[2]) continue;
        const target = path.resolve(path.dirname(file), match[3]);
        if (!target.startsWith(base + path.sep)) continue;
        const to = unitOf(target);
        if (to === from) continue;
        if (!edges.has(from)) edges.set(from, new Map());
        if (!edges.get(from).has(to)) edges.get(from).set(to, `${relative(root, file)} → ${match[3]}`);
      }
    }
    const reported = new Set();
    const visit = (node, trail) => {
      for (const [next, example] of edges.get(node) ?? []) {
        const at = trail.indexOf(next);
        if (at >= 0) {
          const cycle = [...trail.slice(at), next];
          const key = trail.slice(at).sort().join(","); // one report per cycle, whichever folder it starts at
          if (!reported.has(key)) {
            reported.add(key);
            findings.push(`${tree}: folder cycle ${cycle.join(" → ")} (e.g. ${example})`);
          }
        } else if (trail.length < 12) visit(next, [...trail, next]);
      }
    };
    for (const node of edges.keys()) visit(node, [node]);
  }
  return findings;
}

runWhenMain(import.meta, folderCycles, "No folder import cycles in server/src or web/src.");
