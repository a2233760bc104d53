import { base, c, computed, namedRecords, notNull } from "../shared/columns.ts";

/** The `stores` table: its columns, store binding, searchable fields and default order. */
export const storesTable = namedRecords(
  ["name", "code", "address", "city", "phone", "email"],
  {
    ...base,
    name: notNull("text"),
    code: notNull("text"),
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
    status: notNull("enum"),
    timezone: notNull("text"),
    monthly_target: c("money"),
    opening_hours: c("json"),
    established: c("date"),
    settings: c("json"),
    staff_count: c("int", { computed: true, notNull: true }),
    /** All recorded income (income_store_totals). */
    revenue: c("money", { computed: true, notNull: true }),
    /** Purchases that count (not rejected). */
    orders: c("int", { computed: true, notNull: true }),
  },
  { storeBound: true },
);
