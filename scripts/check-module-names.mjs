// Fails when the three package trees do not list the same modules: a module has one name, and a
// folder of that name in domain/src, server/src/modules and web/src/features. domain's
// infrastructure folders (access/, shared/, schemas/) are not modules.
import path from "node:path";
import { folders, runWhenMain } from "./lib/check-kit.mjs";

const TREES = [
  { tree: "domain/src", skip: new Set(["access", "shared", "schemas"]) },
  { tree: "server/src/modules", skip: new Set() },
  { tree: "web/src/features", skip: new Set() },
];

/** One line per module a tree lacks while another tree has it. */
export function moduleNames(root) {
  const modules = TREES.map(({ tree, skip }) => ({
    tree,
    names: new Set(folders(path.join(root, tree)).filter((name) => !skip.has(name))),
  }));
  const all = new Set(modules.flatMap(({ names }) => [...names]));
  return modules.flatMap(({ tree, names }) => {
    return [...all]
      .filter((name) => !names.has(name))
      .sort()
      .map((name) => {
        const holders = modules.filter((other) => other.names.has(name)).map((other) => other.tree);
        return `${tree} lacks ${name}/ (in ${holders.join(", ")})`;
      });
  });
}

runWhenMain(
  import.meta,
  moduleNames,
  "domain/src, server/src/modules and web/src/features list the same modules.",
);
