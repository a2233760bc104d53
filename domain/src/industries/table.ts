import { base, c, computed, type TableDef } from "../shared/columns.ts";

/** The `industries` table: its columns, store binding, searchable fields and default order. */
export const industriesTable = {
  columns: {
    ...base,
    name: c("text"),
    code: c("text"),
    description: c("text"),
    status: c("enum"),
    store_count: computed("int"),
  },
  storeBound: false,
  searchable: ["name", "code", "description"],
  defaultOrder: ["name", "asc"],
} as const satisfies TableDef;
