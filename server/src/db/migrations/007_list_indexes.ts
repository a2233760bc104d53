import type { Kysely } from "kysely";
import { addIndex } from "./columns.ts";

/**
 * Indexes that match what the list screens ask for (issue #15): every list sorts by its date
 * column, then `created_at`, then `id` (the repository's tiebreaker follows the last direction),
 * so one index per sort serves a page by reading 25–50 entries, scanned backwards for "newest
 * first". The same sort behind each scope and filter the screens use: the caller's stores
 * (store_id first), a status, the caller's own rows (created_by), an employee. Trailing store_id
 * and status let the date-ordered index skip rows of other stores or statuses without reading them.
 * The old two-column indexes are prefixes of the new ones and go.
 */
/** The column each scope puts before the sort. */
const SCOPE_COLUMNS = { store: "store_id", status: "status", own: "created_by", employee: "employee_id" };

/**
 * A list's indexes: its sort with `trailing` columns (`${prefix}_list`), and the same sort behind
 * the column of each scope (`${prefix}_${scope}_list`).
 */
function listIndexes(
  table: string,
  date: string,
  trailing: string[],
  scopes: (keyof typeof SCOPE_COLUMNS)[],
  prefix = table,
) {
  const order = [date, "created_at", "id"];
  return [
    { name: `${prefix}_list`, table, columns: [...order, ...trailing] },
    ...scopes.map((scope) => ({
      name: `${prefix}_${scope}_list`,
      table,
      columns: [SCOPE_COLUMNS[scope], ...order],
    })),
  ];
}

const INDEXES: Array<{ name: string; table: string; columns: string[] }> = [
  ...listIndexes("purchases", "purchase_date", ["store_id", "status"], ["store", "status", "own"]),
  ...listIndexes("expenses", "expense_date", ["store_id", "status"], ["store", "status", "own"]),
  ...listIndexes("daily_income", "date", ["store_id"], ["store"]),
  ...listIndexes(
    "employee_time_entries",
    "work_date",
    ["store_id", "employee_id"],
    ["store", "employee"],
    "time_entries",
  ),
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

// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  for (const index of INDEXES) await addIndex(db, index.name, index.table, index.columns);
  for (const name of DROPPED) await db.schema.dropIndex(name).ifExists().execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const index of INDEXES) await db.schema.dropIndex(index.name).ifExists().execute();
}
