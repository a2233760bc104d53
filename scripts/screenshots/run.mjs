#!/usr/bin/env node
/**
 * Screenshot generators (not tests): starts the app on a fresh demo database and saves PNGs of the
 * screens at 1280×800 and 390×844, light and dark, for a person to look at after a change.
 *
 *   npm run screenshots -w e2e -- [--out DIR] [name…] [playwright options]
 *
 * `--out DIR` is where the PNGs go (relative to the folder the command is run from); without it,
 * `screenshots/` at the repository's root (ignored by git). Each `name` picks generators by file
 * name (`stores`, `careers` → scripts/screenshots/stores.shots.ts …); none runs them all.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..", "..");
const from = process.env.INIT_CWD ?? process.cwd();
const args = process.argv.slice(2);
let out = path.join(root, "screenshots");
const rest = [];
for (let i = 0; i < args.length; i++) {
  const arg = args[i];
  if (arg === "--out" || arg === "-o") {
    const dir = args[++i];
    if (!dir) {
      console.error("--out needs a folder");
      process.exit(2);
    }
    out = path.resolve(from, dir);
  } else if (arg.startsWith("--out=")) out = path.resolve(from, arg.slice("--out=".length));
  else rest.push(arg);
}

console.log(`Screenshots go to ${out}`);
const config = path.join(import.meta.dirname, "playwright.config.ts");
const result = spawnSync("npx", ["playwright", "test", "--config", config, ...rest], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, SHOTS_DIR: out },
});
process.exit(result.status ?? 1);
