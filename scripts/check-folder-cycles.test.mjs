import { afterEach, describe, expect, it } from "vitest";
import { folderCycles } from "./check-folder-cycles.mjs";
import { plantTree, removeTree } from "./lib/fixture.mjs";

let root;
afterEach(() => removeTree(root));

describe("folder cycles", () => {
  it("passes when folders import each other one way only", () => {
    root = plantTree({
      "server/src/rest/query.ts": 'import { money } from "../db/money.ts";\nexport const q = money;\n',
      "server/src/db/money.ts": "export const money = 1;\n",
      "server/src/modules/stores/stores.routes.ts": 'import { q } from "../../rest/query.ts";\n',
      "web/src/features/stores/StorePage.tsx": 'import { kit } from "../../components/kit.ts";\n',
      "web/src/components/kit.ts": "export const kit = 1;\n",
    });
    expect(folderCycles(root)).toEqual([]);
  });

  it("fails on two folders that import each other, naming the cycle and one import", () => {
    root = plantTree({
      "server/src/rest/query.ts":
        'import { files } from "../modules/files/files.ts";\nexport const q = files;\n',
      "server/src/modules/files/files.ts":
        'import { q } from "../../rest/query.ts";\nexport const files = q;\n',
    });
    expect(folderCycles(root)).toEqual([
      "server/src: folder cycle modules/files → rest → modules/files (e.g. server/src/rest/query.ts → ../modules/files/files.ts)",
    ]);
  });

  it("finds a longer cycle in the web features", () => {
    root = plantTree({
      "web/src/features/a/a.ts": 'import { b } from "../b/b.ts";\n',
      "web/src/features/b/b.ts": 'import { c } from "../c/c.ts";\n',
      "web/src/features/c/c.ts": 'import { a } from "../a/a.ts";\n',
    });
    expect(folderCycles(root)).toEqual([
      "web/src: folder cycle features/a → features/b → features/c → features/a (e.g. web/src/features/c/c.ts → ../a/a.ts)",
    ]);
  });

  it("does not count type-only imports or tests", () => {
    root = plantTree({
      "server/src/rest/query.ts": 'import type { Files } from "../modules/files/files.ts";\n',
      "server/src/modules/files/files.ts": 'import { q } from "../../rest/query.ts";\n',
      "server/src/rest/query.test.ts": 'import { files } from "../modules/files/files.ts";\n',
    });
    expect(folderCycles(root)).toEqual([]);
  });
});
