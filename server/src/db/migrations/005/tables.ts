import { type CreateTableBuilder, type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * The aggregates of issue #15, by store and day (pinned for every module) plus two all-time
 * roll-ups per store that the summaries and dashboards read in a few rows. A row without a store
 * is counted under store_id '' so the totals of "all stores" stay those of the rows.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
export async function createAggregateTables(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("transaction_day_totals")
    .addColumn("store_id", "text", (col) => col.notNull())
    .addColumn("day", "text", (col) => col.notNull())
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("count", "integer", (col) => col.notNull())
    .addColumn("amount", "bigint", (col) => col.notNull())
    .addPrimaryKeyConstraint("transaction_day_totals_pk", ["store_id", "day", "kind", "status"])
    .execute();
  await db.schema
    .createIndex("transaction_day_totals_day")
    .on("transaction_day_totals")
    .column("day")
    .execute();

  await db.schema
    .createTable("income_day_totals")
    .addColumn("store_id", "text", (col) => col.notNull())
    .addColumn("day", "text", (col) => col.notNull())
    .addColumn("records", "integer", (col) => col.notNull())
    .addColumn("cash", "bigint", (col) => col.notNull())
    .addColumn("card", "bigint", (col) => col.notNull())
    .addColumn("other", "bigint", (col) => col.notNull())
    .addColumn("total", "bigint", (col) => col.notNull())
    .addPrimaryKeyConstraint("income_day_totals_pk", ["store_id", "day"])
    .execute();
  await db.schema.createIndex("income_day_totals_day").on("income_day_totals").column("day").execute();
  await createAddedAggregateTables(db);

  await db.schema
    .createTable("labour_day_totals")
    .addColumn("store_id", "text", (col) => col.notNull())
    .addColumn("day", "text", (col) => col.notNull())
    .addColumn("entries", "integer", (col) => col.notNull())
    .addColumn("hours", "double precision", (col) => col.notNull())
    .addPrimaryKeyConstraint("labour_day_totals_pk", ["store_id", "day"])
    .execute();
  await db.schema.createIndex("labour_day_totals_day").on("labour_day_totals").column("day").execute();

  await db.schema
    .createTable("vendor_store_totals")
    .addColumn("vendor_id", "text", (col) => col.notNull())
    .addColumn("store_id", "text", (col) => col.notNull())
    .addColumn("count", "integer", (col) => col.notNull())
    .addColumn("amount", "bigint", (col) => col.notNull())
    .addColumn("last_purchase", "text")
    .addPrimaryKeyConstraint("vendor_store_totals_pk", ["vendor_id", "store_id"])
    .execute();

  await db.schema
    .createTable("transaction_store_totals")
    .addColumn("store_id", "text", (col) => col.notNull())
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("payment_type", "text", (col) => col.notNull())
    .addColumn("count", "integer", (col) => col.notNull())
    .addColumn("amount", "bigint", (col) => col.notNull())
    .addPrimaryKeyConstraint("transaction_store_totals_pk", ["store_id", "kind", "status", "payment_type"])
    .execute();

  await db.schema
    .createTable("income_store_totals")
    .addColumn("store_id", "text", (col) => col.notNull().primaryKey())
    .addColumn("records", "integer", (col) => col.notNull())
    .addColumn("cash", "bigint", (col) => col.notNull())
    .addColumn("card", "bigint", (col) => col.notNull())
    .addColumn("other", "bigint", (col) => col.notNull())
    .addColumn("total", "bigint", (col) => col.notNull())
    .execute();

  // A vendor's last counted purchase in a store is found again from this index when one leaves.
  await db.schema
    .createIndex("purchases_vendor_store_date")
    .on("purchases")
    .columns(["vendor_id", "store_id", "purchase_date"])
    .execute();
}

/**
 * Income per store and calendar month (YYYY-MM): a year's trend reads 12 rows a store, not 365.
 * Created here for a new database and by migration 017 for one made before it.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
export async function createIncomeMonthTotals(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("income_month_totals")
    .ifNotExists()
    .addColumn("store_id", "text", (col) => col.notNull())
    .addColumn("month", "text", (col) => col.notNull())
    .addColumn("records", "integer", (col) => col.notNull())
    .addColumn("cash", "bigint", (col) => col.notNull())
    .addColumn("card", "bigint", (col) => col.notNull())
    .addColumn("other", "bigint", (col) => col.notNull())
    .addColumn("total", "bigint", (col) => col.notNull())
    .addPrimaryKeyConstraint("income_month_totals_pk", ["store_id", "month"])
    .execute();
  await db.schema
    .createIndex("income_month_totals_month")
    .ifNotExists()
    .on("income_month_totals")
    .column("month")
    .execute();
}

/**
 * Audit entries per user and action: a profile's "records created" reads one row, not every
 * entry of the user. Created here for a new database and by migration 018 for one made before it.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
export async function createAuditUserActionTotals(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("audit_user_action_totals")
    .ifNotExists()
    .addColumn("user_id", "text", (col) => col.notNull())
    .addColumn("action", "text", (col) => col.notNull())
    .addColumn("count", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("audit_user_action_totals_pk", ["user_id", "action"])
    .execute();
}

/**
 * Time entries per store over all time: a history's count ("up to today") is this less the few
 * days after the bound, not a sum over every day row. Created here for a new database and by
 * migration 021 for one made before it.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
export async function createLabourStoreTotals(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("labour_store_totals")
    .ifNotExists()
    .addColumn("store_id", "text", (col) => col.notNull().primaryKey())
    .addColumn("entries", "integer", (col) => col.notNull())
    .execute();
}

/**
 * Cash-ups per store and status (migration 039): the Cash-ups list's "of N", all or waiting for
 * approval, over the caller's stores, in a few rows.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
export async function createCashUpStoreTotals(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("cash_up_store_totals")
    .ifNotExists()
    .addColumn("store_id", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("records", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("cash_up_store_totals_pk", ["store_id", "status"])
    .execute();
}

/**
 * The month-end pack's totals (migration 038, issue #31 item 5), per store and calendar month:
 * expenses by category, purchases by category (migration 047) and by vendor (each by status, so
 * the counting rule is a filter), and approved purchases by due date (overdue is "due before
 * today", known only when read).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
export async function createMonthEndTotals(db: Kysely<any>): Promise<void> {
  const tables = {
    expense_category_month_totals: ["store_id", "month", "category", "status"],
    purchase_category_month_totals: ["store_id", "month", "category", "status"],
    purchase_vendor_month_totals: ["store_id", "month", "vendor", "status"],
    purchase_due_totals: ["store_id", "month", "due_date"],
  };
  for (const [table, keys] of Object.entries(tables)) {
    let builder: CreateTableBuilder<string, string> = db.schema.createTable(table).ifNotExists();
    for (const key of keys) builder = builder.addColumn(key, "text", (col) => col.notNull());
    await builder
      .addColumn("count", "integer", (col) => col.notNull())
      .addColumn("amount", "bigint", (col) => col.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, keys)
      .execute();
    // The consolidated pack reads one month of every store: by month first.
    await db.schema.createIndex(`${table}_month`).ifNotExists().on(table).column("month").execute();
  }
}

/**
 * The tables later migrations added to 005's statements. The triggers (re-)created from the
 * statements reference every one of them, so each of those migrations makes all that are missing.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
export async function createAddedAggregateTables(db: Kysely<any>): Promise<void> {
  await createIncomeMonthTotals(db);
  await createAuditUserActionTotals(db);
  await createLabourStoreTotals(db);
  await createCashUpStoreTotals(db);
  await createMonthEndTotals(db);
}

export const AGGREGATE_TABLES = [
  "transaction_day_totals",
  "income_day_totals",
  "income_month_totals",
  "labour_day_totals",
  "labour_store_totals",
  "vendor_store_totals",
  "transaction_store_totals",
  "income_store_totals",
  "audit_user_action_totals",
  "cash_up_store_totals",
  "expense_category_month_totals",
  "purchase_category_month_totals",
  "purchase_vendor_month_totals",
  "purchase_due_totals",
] as const;

/**
 * What an aggregate a later migration feeds reads, `table` or `table.column` (see LATER_SOURCES
 * and LATER_COLUMNS): until the database has it, the aggregate is neither kept nor rebuilt.
 */
export const LATER_AGGREGATES: Partial<Record<(typeof AGGREGATE_TABLES)[number], string>> = {
  cash_up_store_totals: "cash_ups",
  purchase_category_month_totals: "purchases.category",
};

/**
 * Whether the database has table `name`, or column `table.column`, yet (a later source's, during
 * earlier migrations).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
export async function tableExists(db: Kysely<any>, name: string): Promise<boolean> {
  const [table, column] = name.split(".");
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  let query = postgres
    ? sql`select 1 from information_schema.tables where table_schema = current_schema() and table_name = ${table}`
    : sql`select 1 from sqlite_master where type = 'table' and name = ${table}`;
  if (column !== undefined) {
    query = postgres
      ? sql`select 1 from information_schema.columns where table_schema = current_schema() and table_name = ${table} and column_name = ${column}`
      : sql`select 1 from pragma_table_info(${table}) where name = ${column}`;
  }
  return (await query.execute(db)).rows.length > 0;
}
