import type { Kysely } from "kysely";

/**
 * Indexes that match what the list screens ask for (issue #15): every list sorts by its date
 * column, then `created_at`, then `id` (the repository's tiebreaker follows the last direction),
 * so one index per sort serves a page by reading 25–50 entries, scanned backwards for "newest
 * first". The same sort behind each scope and filter the screens use: the caller's stores
 * (store_id first), a status, the caller's own rows (created_by), an employee. Trailing store_id
 * and status let the date-ordered index skip rows of other stores or statuses without reading them.
 * The old two-column indexes are prefixes of the new ones and go.
 */
const INDEXES: Array<{ name: string; table: string; columns: string[] }> = [
  ...sorted("purchases", "purchase_date"),
  ...sorted("expenses", "expense_date"),
  {
    name: "daily_income_list",
    table: "daily_income",
    columns: ["date", "created_at", "id", "store_id"],
  },
  {
    name: "daily_income_store_list",
    table: "daily_income",
    columns: ["store_id", "date", "created_at", "id"],
  },
  {
    name: "time_entries_list",
    table: "employee_time_entries",
    columns: ["work_date", "created_at", "id", "store_id", "employee_id"],
  },
  {
    name: "time_entries_store_list",
    table: "employee_time_entries",
    columns: ["store_id", "work_date", "created_at", "id"],
  },
  {
    name: "time_entries_employee_list",
    table: "employee_time_entries",
    columns: ["employee_id", "work_date", "created_at", "id"],
  },
  { name: "audit_list", table: "audit_logs", columns: ["created_at", "id"] },
  { name: "staff_list", table: "staff", columns: ["name", "created_at", "id"] },
  // A list's count over a date range sums these: one kind and status, a range of days, index only.
  {
    name: "transaction_day_totals_counts",
    table: "transaction_day_totals",
    columns: ["kind", "status", "day", "store_id", "count"],
  },
];

/** Superseded: each is a prefix of one above. */
const DROPPED = [
  "purchases_date",
  "purchases_store_date",
  "expenses_date",
  "expenses_store_date",
  "daily_income_date",
  "time_entries_store_date",
  "time_entries_employee_date",
  "audit_created",
];

function sorted(table: string, date: string) {
  const order = [date, "created_at", "id"];
  return [
    { name: `${table}_list`, table, columns: [...order, "store_id", "status"] },
    { name: `${table}_store_list`, table, columns: ["store_id", ...order] },
    { name: `${table}_status_list`, table, columns: ["status", ...order] },
    { name: `${table}_own_list`, table, columns: ["created_by", ...order] },
  ];
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  for (const index of INDEXES) {
    await db.schema.createIndex(index.name).on(index.table).columns(index.columns).execute();
  }
  for (const name of DROPPED) await db.schema.dropIndex(name).ifExists().execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const index of INDEXES) await db.schema.dropIndex(index.name).ifExists().execute();
}
