import { base, c, datedRecords, system } from "../shared/columns.ts";

/** The `reports` table: its columns, store binding, searchable fields and default order. */
export const reportsTable = datedRecords("created_at", ["name", "type", "description"], {
  ...base,
  name: c("text"),
  type: c("enum"),
  description: c("text"),
  status: c("enum"),
  config: c("json"),
  created_by: system("ref"),
});
