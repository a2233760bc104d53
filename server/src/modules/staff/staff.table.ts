import { TABLES } from "@storeops/domain";
import { storeNameColumn } from "../../rest/computed.ts";
import type { TableModule } from "../../rest/table-module.ts";

export const staffTable: TableModule = {
  table: "staff",
  definition: TABLES.staff,
  computed: { store_name: storeNameColumn },
  describe: (row) => `staff member ${row.name ?? row.id}`,
};
