import { TABLES } from "@storeops/domain";
import { simpleWrites } from "../../rest/record-writes.ts";
import type { TableModule } from "../../rest/table-module.ts";

/** Saved report definitions. */
export const reportsTable: TableModule<"reports"> = {
  table: "reports",
  definition: TABLES.reports,
  describe: (row) => `report ${row.name ?? row.id}`,
  writes: simpleWrites(),
};
