import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildOnce } from "./build-once.mjs";

let dir;
let builds;
const quiet = () => {};

/** A build that writes index.html holding the source's text, after a pause the test chooses. */
function writer(pause = 0) {
  return async (outDir) => {
    builds += 1;
    fs.mkdirSync(outDir, { recursive: true });
    await new Promise((resolve) => setTimeout(resolve, pause));
    fs.writeFileSync(path.join(outDir, "index.html"), fs.readFileSync(path.join(dir, "src/app.txt")));
  };
}
const once = (pause) => buildOnce({ dir, inputs: [path.join(dir, "src")], build: writer(pause), log: quiet });
const served = () => fs.readFileSync(path.join(dir, "dist/index.html"), "utf8");

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "build-once-"));
  fs.mkdirSync(path.join(dir, "src"));
  fs.writeFileSync(path.join(dir, "src/app.txt"), "one");
  builds = 0;
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("buildOnce", () => {
  it("builds once per version of the sources and links dist to it", async () => {
    await once();
    await once();
    expect(builds).toBe(1);
    expect(fs.lstatSync(path.join(dir, "dist")).isSymbolicLink()).toBe(true);
    expect(served()).toBe("one");
    fs.writeFileSync(path.join(dir, "src/app.txt"), "two");
    await once();
    expect(builds).toBe(2);
    expect(served()).toBe("two");
  });

  it("leaves the build a running server resolved in place while a new one is swapped in", async () => {
    await once();
    const running = fs.realpathSync(path.join(dir, "dist"));
    fs.writeFileSync(path.join(dir, "src/app.txt"), "two");
    await once();
    expect(fs.readFileSync(path.join(running, "index.html"), "utf8")).toBe("one");
    expect(served()).toBe("two");
  });

  it("never leaves dist without index.html while two processes build the same sources", async () => {
    await once();
    fs.writeFileSync(path.join(dir, "src/app.txt"), "two");
    let missing = 0;
    const watch = setInterval(() => {
      if (!fs.existsSync(path.join(dir, "dist/index.html"))) missing += 1;
    }, 1);
    await Promise.all([once(40), once(60)]);
    clearInterval(watch);
    expect(missing).toBe(0);
    expect(served()).toBe("two");
    const left = fs.readdirSync(dir).filter((name) => name.includes(".tmp-"));
    expect(left).toEqual([]);
  });

  it("replaces a dist folder from before builds were linked, and keeps only the newest builds", async () => {
    fs.mkdirSync(path.join(dir, "dist"));
    fs.writeFileSync(path.join(dir, "dist/index.html"), "old");
    for (const text of ["a", "b", "c", "d", "e"]) {
      fs.writeFileSync(path.join(dir, "src/app.txt"), text);
      await once();
    }
    expect(served()).toBe("e");
    const kept = fs.readdirSync(dir).filter((name) => name.startsWith("dist."));
    expect(kept).toHaveLength(4);
  });
});
