// Unused files, exports, types and dependencies in the workspaces: knip, the common tool for
// this in TypeScript monorepos, configured in knip.jsonc (entry points and the few ignores, each
// with its reason). This wraps it so that a test can point it at a fixture tree.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { runWhenMain } from "./lib/check-kit.mjs";

const knip = path.resolve(import.meta.dirname, "../node_modules/knip/bin/knip.js");

/** knip's findings on the project at root, one line each; none when knip finds nothing. */
export function unusedCode(root) {
  const run = spawnSync(process.execPath, [knip, "--directory", root, "--no-progress", "--no-config-hints"], {
    encoding: "utf8",
    env: { ...process.env, FORCE_COLOR: "0", NO_COLOR: "1" },
  });
  if (run.status === 0) return [];
  const output = `${run.stdout}${run.stderr}`.trim() || `knip exited with ${run.status ?? run.signal}`;
  // knip prints a heading per kind of issue ("Unused exports (3)") over its lines: one finding each.
  let kind = "";
  return output.split("\n").flatMap((line) => {
    const heading = /^(\S.*) \(\d+\)$/.exec(line);
    if (heading) {
      kind = heading[1];
      return [];
    }
    const text = line.trim().replace(/\s+/g, " ");
    return text ? [kind ? `${kind}: ${text}` : text] : [];
  });
}

runWhenMain(import.meta, unusedCode, "knip: no unused files, exports, types or dependencies.");
