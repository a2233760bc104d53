import { afterEach, describe, expect, it } from "vitest";
import { sharedImports } from "./check-shared-imports.mjs";
import { plantTree, removeTree } from "./lib/fixture.mjs";

let root;
afterEach(() => removeTree(root));

describe("imports out of domain/src/shared", () => {
  it("passes when shared imports only shared/ and zod", () => {
    root = plantTree({
      "domain/src/shared/money.ts": 'import { z } from "zod";\nimport { cents } from "./finance.ts";\n',
      "domain/src/shared/finance.ts": 'export { round } from "./math/round.ts";\nexport const cents = 1;\n',
      "domain/src/shared/math/round.ts":
        'import type { Cents } from "../money.ts";\nexport const round = 1;\n',
      "domain/src/shared/money.test.ts": 'import { purchasesTable } from "../purchases/table.ts";\n',
      "domain/src/purchases/rules.ts": 'import { cents } from "../shared/finance.ts";\n',
    });
    expect(sharedImports(root)).toEqual([]);
  });

  it("fails on an import of a module, a top-level file or another package, type-only and re-exports too", () => {
    root = plantTree({
      "domain/src/shared/transitions.ts": [
        'import { z } from "zod";',
        'import { PURCHASE_RULES } from "../purchases/rules.ts";',
        'import type { TableName } from "../tables.ts";',
        'export { STAFF_OPTIONS } from "../staff/options.ts";',
        'import { sql } from "kysely";',
        'const lazy = () => import("../expenses/rules.ts");',
        "",
      ].join("\n"),
    });
    const at = "domain/src/shared/transitions.ts";
    expect(sharedImports(root)).toEqual([
      `${at}:2: imports ../purchases/rules.ts; shared imports only shared/ and zod`,
      `${at}:3: imports ../tables.ts; shared imports only shared/ and zod`,
      `${at}:4: imports ../staff/options.ts; shared imports only shared/ and zod`,
      `${at}:5: imports kysely; shared imports only shared/ and zod`,
      `${at}:6: imports ../expenses/rules.ts; shared imports only shared/ and zod`,
    ]);
  });
});
