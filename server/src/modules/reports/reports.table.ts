import { TABLES } from "@storeops/domain";
import type { TableModule } from "../../rest/table-module.ts";

/** Saved report definitions. */
export const reportsTable: TableModule = {
  table: "reports",
  definition: TABLES.reports,
  describe: (row) => `report ${row.name ?? row.id}`,
};
