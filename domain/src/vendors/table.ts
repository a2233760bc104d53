import { base, c, computed, type TableDef } from "../shared/columns.ts";

/** The `vendors` table: its columns, store binding, searchable fields and default order. */
export const vendorsTable = {
  columns: {
    ...base,
    name: c("text"),
    code: c("text"),
    contact_person: c("text"),
    email: c("text"),
    phone: c("text"),
    address: c("text"),
    tax_id: c("text"),
    payment_terms: c("text"),
    notes: c("text"),
    status: c("enum"),
    category: c("text"),
    total_purchases: computed("money"),
    last_purchase: computed("date"),
  },
  storeBound: false,
  searchable: ["name", "code", "contact_person", "email", "phone", "address", "tax_id"],
  defaultOrder: ["name", "asc"],
} as const satisfies TableDef;
