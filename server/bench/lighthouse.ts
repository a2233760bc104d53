/**
 * The front end's budget (issue #15: performance ≥ 90, accessibility 100 on /, /login, /careers):
 * e2e/lighthouse.mjs on the built web app with its own server, median of 3 runs; it writes
 * bench/results/lighthouse-{date}.json, and its results go into the benchmark's JSON too.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export function lighthouse(root: string): unknown {
  const build = spawnSync("npm", ["run", "build", "-w", "web"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) throw new Error("building the web app failed");
  const run = spawnSync(process.execPath, ["e2e/lighthouse.mjs", "--runs", "3"], {
    cwd: root,
    stdio: "inherit",
  });
  if (run.status !== 0) throw new Error("lighthouse failed");
  const file = path.join(root, "bench/results", `lighthouse-${new Date().toISOString().slice(0, 10)}.json`);
  return (JSON.parse(fs.readFileSync(file, "utf8")) as { results: unknown }).results;
}
