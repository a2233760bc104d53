import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { restTableNames, tableNames } from "./check-rest-table-names.mjs";
import { addFiles, plantTree, removeTree } from "./lib/fixture.mjs";

const TABLES = `import type { TableDef } from "./shared/columns.ts";
export const TABLES = {
  purchases: purchasesTable,
  daily_income: dailyIncomeTable,
} as const satisfies Record<string, TableDef>;
`;

let root;
afterEach(() => removeTree(root));

describe("table names in server/src/rest", () => {
  it("reads the table names from TABLES in domain/src/tables.ts", () => {
    expect(tableNames(path.resolve(import.meta.dirname, ".."))).toContain("purchases");
    root = plantTree({ "domain/src/tables.ts": TABLES });
    expect(tableNames(root)).toEqual(["purchases", "daily_income"]);
  });

  it("passes when rest/ names no table in quotes", () => {
    root = plantTree({
      "domain/src/tables.ts": TABLES,
      "server/src/rest/list.ts":
        'export const purchasesTable = "purchase";\nexport const column = "purchases_id";\n',
      "server/src/modules/purchases/purchases.table.ts": 'export const name = "purchases";\n',
    });
    expect(restTableNames(root)).toEqual([]);
  });

  it("fails on a quoted table name in any rest/ file, tests included, and covers a new table", () => {
    root = plantTree({
      "domain/src/tables.ts": TABLES,
      "server/src/rest/counts.ts": 'export const x = 1;\nif (table === "daily_income") {}\n',
      "server/src/rest/write.test.ts": "const t = 'purchases';\nconst u = `purchases`;\n",
    });
    expect(restTableNames(root)).toEqual([
      'server/src/rest/counts.ts:2: names the table "daily_income"',
      "server/src/rest/write.test.ts:1: names the table 'purchases'",
      "server/src/rest/write.test.ts:2: names the table `purchases`",
    ]);
    addFiles(root, {
      "domain/src/tables.ts": TABLES.replace("} as const", '  "shifts": shiftsTable,\n} as const'),
      "server/src/rest/scope.ts": 'const special = ["shifts"];\n',
    });
    expect(restTableNames(root)).toContain('server/src/rest/scope.ts:1: names the table "shifts"');
  });
});
