import { base, c, notNull, type TableDef } from "../shared/columns.ts";

/** The `industries` table: its columns, store binding, searchable fields and default order. */
export const industriesTable = {
  columns: {
    ...base,
    name: notNull("text"),
    code: notNull("text"),
    description: c("text"),
    status: notNull("enum"),
    store_count: c("int", { computed: true, notNull: true }),
  },
  storeBound: false,
  searchable: ["name", "code", "description"],
  defaultOrder: ["name", "asc"],
} as const satisfies TableDef;
