// Build once, swap atomically: `npm start` (and anything else that builds web/dist or server/dist)
// builds into a fresh folder named by a fingerprint of its inputs, then points the `dist` link at
// it with one rename. Several processes started from one checkout never delete each other's files:
// a build whose inputs have not changed is not run again; a build that is running writes only its
// own temporary folder; a running server keeps the folder it resolved at start (the web plugin and
// Node's module loader follow the link once), and the last few builds are kept for it.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const COMPLETE = ".build-complete";
let sequence = 0;
/** A name of this process's own beside `base`: the pid says whose, the counter tells two apart. */
function ownName(base, kind) {
  sequence += 1;
  return `${base}.${kind}-${process.pid}-${sequence}`;
}
const SKIP = new Set(["node_modules", ".git", "test-results", "playwright-report"]);

function listFiles(entry, out) {
  let stat;
  try {
    stat = fs.statSync(entry);
  } catch {
    return;
  }
  if (stat.isFile()) {
    out.push(entry);
    return;
  }
  if (!stat.isDirectory()) return;
  for (const name of fs.readdirSync(entry).sort()) {
    if (SKIP.has(name) || name === "dist" || name.startsWith("dist.")) continue;
    listFiles(path.join(entry, name), out);
  }
}

/** A SHA-256 over the inputs' paths and contents (folders are walked; build outputs skipped). */
export function fingerprint(inputs, base) {
  const hash = createHash("sha256");
  const files = [];
  for (const input of inputs) listFiles(input, files);
  for (const file of files) {
    hash.update(path.relative(base, file));
    hash.update("\0");
    hash.update(fs.readFileSync(file));
    hash.update("\0");
  }
  return hash.digest("hex").slice(0, 16);
}

function isComplete(folder) {
  return fs.existsSync(path.join(folder, COMPLETE));
}

function processAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

/** Points `link` at `target` (a sibling folder's name) with one rename; an old real folder goes first. */
function pointLink(link, target) {
  let current;
  try {
    current = fs.readlinkSync(link);
  } catch (error) {
    if (error.code === "EINVAL") {
      // A real folder from before builds were swapped: moved aside once, then removed.
      const aside = `${link}.old-${process.pid}`;
      fs.renameSync(link, aside);
      fs.rmSync(aside, { recursive: true, force: true });
    } else if (error.code !== "ENOENT") {
      throw error;
    }
  }
  if (current === target) return;
  const fresh = ownName(link, "link");
  fs.rmSync(fresh, { force: true });
  fs.symlinkSync(target, fresh, "dir");
  fs.renameSync(fresh, link);
}

/** Removes builds beyond the newest `keep` (never the current one) and abandoned temporary folders. */
function prune(dir, name, current, keep) {
  const builds = [];
  for (const entry of fs.readdirSync(dir)) {
    if (!entry.startsWith(`${name}.`)) continue;
    const full = path.join(dir, entry);
    const temporary = /\.(tmp|link|old)-(\d+)(-\d+)?$/.exec(entry);
    if (temporary) {
      if (!processAlive(Number(temporary[2]))) fs.rmSync(full, { recursive: true, force: true });
    } else if (entry !== current && isComplete(full)) {
      builds.push({ full, time: fs.statSync(full).mtimeMs });
    }
  }
  builds.sort((a, b) => b.time - a.time);
  for (const { full } of builds.slice(keep)) fs.rmSync(full, { recursive: true, force: true });
}

/**
 * Makes `<dir>/<name>` a link to a complete build of `inputs`, running `build(outDir)` only when no
 * build of these inputs exists yet. Returns the build folder's path and whether it was built now.
 */
export async function buildOnce({ dir, inputs, build, name = "dist", keep = 3, log = console.log }) {
  const hash = fingerprint(inputs, dir);
  const folder = `${name}.${hash}`;
  const target = path.join(dir, folder);
  let built = false;
  if (!isComplete(target)) {
    const temporary = ownName(target, "tmp");
    fs.rmSync(temporary, { recursive: true, force: true });
    await build(temporary);
    fs.writeFileSync(path.join(temporary, COMPLETE), `${hash}\n`);
    try {
      fs.renameSync(temporary, target);
      built = true;
    } catch (error) {
      // Another process finished the same build first: its copy is as good as ours.
      if (!isComplete(target)) throw error;
      fs.rmSync(temporary, { recursive: true, force: true });
    }
  } else {
    log(`${path.relative(process.cwd(), path.join(dir, name)) || name}: up to date (${folder})`);
    fs.utimesSync(target, new Date(), new Date());
  }
  pointLink(path.join(dir, name), folder);
  prune(dir, name, folder, keep);
  return { folder: target, built };
}
