import { base, c, computed, notNull, type TableDef } from "../shared/columns.ts";

/** The `categories` table: expense and purchase categories, for every industry or for one. */
export const categoriesTable = {
  columns: {
    ...base,
    name: notNull("text"),
    kind: notNull("enum"),
    /** Null: the category applies to every industry. */
    industry_id: c("ref"),
    industry: computed("text"),
    active: notNull("bool"),
    sort_order: notNull("int"),
  },
  storeBound: false,
  searchable: ["name"],
  defaultOrder: ["sort_order", "asc"],
} as const satisfies TableDef;
