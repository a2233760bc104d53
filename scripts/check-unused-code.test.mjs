import { afterEach, describe, expect, it } from "vitest";
import { unusedCode } from "./check-unused-code.mjs";
import { addFiles, plantTree, removeTree } from "./lib/fixture.mjs";

// A one-package project: main.ts is the entry and uses one of lib.ts's two exports.
const PROJECT = {
  "package.json": JSON.stringify({ name: "fixture", private: true, type: "module" }),
  "knip.json": JSON.stringify({ entry: ["src/main.ts"], project: ["src/**/*.ts"] }),
  "src/main.ts": 'import { used } from "./lib.ts";\nconsole.log(used);\n',
  "src/lib.ts": "export const used = 1;\n",
};

let root;
afterEach(() => removeTree(root));

describe("unused code (knip)", () => {
  it("passes on a project where everything is used", () => {
    root = plantTree(PROJECT);
    expect(unusedCode(root)).toEqual([]);
  });

  it("fails on an unused export and an unused file", () => {
    root = plantTree(PROJECT);
    addFiles(root, {
      "src/lib.ts": "export const used = 1;\nexport const forgotten = 2;\n",
      "src/orphan.ts": "export const alone = 3;\n",
    });
    const findings = unusedCode(root);
    expect(findings).toContain("Unused files: src/orphan.ts");
    expect(findings).toContainEqual(expect.stringMatching(/^Unused exports: forgotten src\/lib\.ts:2:\d+$/));
    expect(findings).toHaveLength(2);
  });
});
