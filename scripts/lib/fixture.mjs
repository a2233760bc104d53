// A throwaway source tree for the checks' tests: files written under a temporary root.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** Writes files ({ "relative/path": "content" }) under a new temporary folder and returns it. */
export function plantTree(files) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "storeops-check-"));
  addFiles(root, files);
  return root;
}

/** Adds (or overwrites) files under root; a path ending in "/" makes an empty folder. */
export function addFiles(root, files) {
  for (const [name, content] of Object.entries(files)) {
    const full = path.join(root, name);
    if (name.endsWith("/")) {
      fs.mkdirSync(full, { recursive: true });
      continue;
    }
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, content);
  }
}

export function removeTree(root) {
  fs.rmSync(root, { recursive: true, force: true });
}
