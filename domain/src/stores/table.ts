import { base, c, computed, type TableDef } from "../shared/columns.ts";

/** The `stores` table: its columns, store binding, searchable fields and default order. */
export const storesTable = {
  columns: {
    ...base,
    name: c("text"),
    code: c("text"),
    industry_id: c("ref"),
    industry: computed("text"),
    address: c("text"),
    city: c("text"),
    state: c("text"),
    postal_code: c("text"),
    country: c("text"),
    phone: c("text"),
    email: c("text"),
    manager_id: c("ref"),
    manager: computed("text"),
    status: c("enum"),
    timezone: c("text"),
    monthly_target: c("money"),
    opening_hours: c("json"),
    established: c("date"),
    settings: c("json"),
    staff_count: computed("int"),
    /** All recorded income (income_store_totals). */
    revenue: computed("money"),
    /** Purchases that count (not rejected). */
    orders: computed("int"),
  },
  storeBound: true,
  searchable: ["name", "code", "address", "city", "phone", "email"],
  defaultOrder: ["name", "asc"],
} as const satisfies TableDef;
