// What the structure checks share: walking a source tree, turning an offset into a line, and
// running a check as a command (prints its findings, exits 1 when there are any).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const TEST = /\.(test|spec)\.[cm]?[jt]sx?$/;

/** Source files under dir (none when it does not exist), tests left out unless asked for. */
export function sourceFiles(dir, { tests = false } = {}) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(full, { tests });
      return SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts") && (tests || !TEST.test(entry.name))
        ? [full]
        : [];
    })
    .sort();
}

/** The folders directly inside dir, sorted (none when it does not exist). */
export function folders(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** The 1-based line of a character offset in text. */
export function lineAt(text, offset) {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** A path relative to root with forward slashes, as findings print it. */
export function relative(root, file) {
  return path.relative(root, file).split(path.sep).join("/");
}

/**
 * When the calling module is the script node was started with, runs check(repository root) and
 * prints its findings (exit 1) or the message for a clean tree.
 */
export function runWhenMain(meta, check, cleanMessage) {
  if (!process.argv[1] || path.resolve(process.argv[1]) !== fileURLToPath(meta.url)) return;
  const findings = check(path.resolve(path.dirname(fileURLToPath(meta.url)), ".."));
  if (findings.length === 0) {
    console.log(cleanMessage);
    return;
  }
  for (const finding of findings) console.error(finding);
  process.exitCode = 1;
}
