import { afterEach, describe, expect, it } from "vitest";
import { moduleNames } from "./check-module-names.mjs";
import { plantTree, removeTree } from "./lib/fixture.mjs";

const TREES = ["domain/src", "server/src/modules", "web/src/features"];
const folders = (names, trees = TREES) =>
  Object.fromEntries(trees.flatMap((tree) => names.map((name) => [`${tree}/${name}/`, ""])));

let root;
afterEach(() => removeTree(root));

describe("module names across the three packages", () => {
  it("passes when the trees list the same modules (domain's access, shared and schemas aside)", () => {
    root = plantTree({
      ...folders(["purchases", "time-entries"]),
      ...folders(["access", "shared", "schemas"], ["domain/src"]),
      "domain/src/tables.ts": "",
      "server/src/modules/table-modules.ts": "",
    });
    expect(moduleNames(root)).toEqual([]);
  });

  it("fails, saying what each tree lacks and where the name is", () => {
    root = plantTree({
      ...folders(["purchases"]),
      ...folders(["time-entries"], ["domain/src", "server/src/modules"]),
      ...folders(["time-attendance"], ["web/src/features"]),
      ...folders(["landing"], ["web/src/features"]),
    });
    expect(moduleNames(root)).toEqual([
      "domain/src lacks landing/ (in web/src/features)",
      "domain/src lacks time-attendance/ (in web/src/features)",
      "server/src/modules lacks landing/ (in web/src/features)",
      "server/src/modules lacks time-attendance/ (in web/src/features)",
      "web/src/features lacks time-entries/ (in domain/src, server/src/modules)",
    ]);
  });
});
