import { base, c, system, type TableDef } from "../shared/columns.ts";

/** The `reports` table: its columns, store binding, searchable fields and default order. */
export const reportsTable = {
  columns: {
    ...base,
    name: c("text"),
    type: c("enum"),
    description: c("text"),
    status: c("enum"),
    config: c("json"),
    created_by: system("ref"),
  },
  storeBound: false,
  searchable: ["name", "type", "description"],
  defaultOrder: ["created_at", "desc"],
} as const satisfies TableDef;
