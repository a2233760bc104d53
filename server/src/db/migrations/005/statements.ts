/**
 * The statements that keep the aggregates exact, written once for both engines: each adds one
 * row of a source table (`R` = NEW) to its aggregates, or takes it away (`R` = OLD). Integer sums
 * move by deltas (an upsert, then rows down to zero are dropped); labour hours, a float, and a
 * vendor's last purchase are recomputed from the rows of their group through an index.
 */
export type Dialect = "sqlite" | "postgres";
export type Alias = "NEW" | "OLD";

/** The source tables that feed the aggregates and the columns whose change moves them. */
export const SOURCES = {
  purchases: [
    "store_id",
    "purchase_date",
    "status",
    "amount",
    "payment_type",
    "vendor_id",
    "vendor",
    "due_date",
    "category",
  ],
  expenses: ["store_id", "expense_date", "status", "amount", "payment_type", "category"],
  daily_income: ["store_id", "date", "income_cash", "income_card", "income_other", "total_income"],
  employee_time_entries: ["store_id", "work_date", "total_hours"],
  audit_logs: ["user_id", "action"],
  cash_ups: ["store_id", "status"],
} as const;
export type Source = keyof typeof SOURCES;

/**
 * Sources whose table a later migration creates (cash_ups, 033): on a database that does not
 * have it yet, their triggers and aggregates wait for the migration that adds them.
 */
export const LATER_SOURCES: Partial<Record<Source, true>> = { cash_ups: true };

/**
 * Source columns a later migration adds (purchases.category, 047): on a database without one yet,
 * its triggers neither watch it nor keep the totals it feeds.
 */
export const LATER_COLUMNS: Partial<Record<Source, readonly string[]>> = { purchases: ["category"] };

const UNCOUNTED = "('rejected')";

/** `column = value` that also matches a NULL value (SQLite `IS` uses the index). */
function same(column: string, value: string, dialect: Dialect): string {
  return dialect === "sqlite"
    ? `${column} IS ${value}`
    : `(${column} = ${value} OR (${column} IS NULL AND ${value} IS NULL))`;
}

function upsert(
  table: string,
  keys: Record<string, string>,
  deltas: Record<string, string>,
  options: { where?: string; extra?: Record<string, string>; set?: string[] } = {},
): string {
  const values = { ...keys, ...deltas, ...options.extra };
  const sets = [
    ...Object.keys(deltas).map((col) => `${col} = ${table}.${col} + excluded.${col}`),
    ...(options.set ?? []),
  ];
  return `INSERT INTO ${table} (${Object.keys(values).join(", ")}) SELECT ${Object.values(values).join(", ")}
    WHERE ${options.where ?? "1 = 1"}
    ON CONFLICT (${Object.keys(keys).join(", ")}) DO UPDATE SET ${sets.join(", ")}`;
}

function prune(table: string, keys: Record<string, string>, counter: string): string {
  const match = Object.entries(keys).map(([col, value]) => `${col} = ${value}`);
  return `DELETE FROM ${table} WHERE ${match.join(" AND ")} AND ${counter} = 0`;
}

function transactionStatements(table: "purchases" | "expenses", r: Alias, sign: 1 | -1): string[] {
  const kind = table === "purchases" ? "'purchase'" : "'expense'";
  const date = table === "purchases" ? "purchase_date" : "expense_date";
  const store = `coalesce(${r}.store_id, '')`;
  const deltas = { count: `${sign}`, amount: `${sign} * ${r}.amount` };
  const dayKeys = { store_id: store, day: `${r}.${date}`, kind, status: `${r}.status` };
  const storeKeys = { store_id: store, kind, status: `${r}.status`, payment_type: `${r}.payment_type` };
  const statements = [
    upsert("transaction_day_totals", dayKeys, deltas),
    upsert("transaction_store_totals", storeKeys, deltas),
  ];
  if (sign < 0) {
    statements.push(
      prune("transaction_day_totals", dayKeys, "count"),
      prune("transaction_store_totals", storeKeys, "count"),
    );
  }
  return statements;
}

function vendorStatements(r: Alias, sign: 1 | -1, dialect: Dialect): string[] {
  const counted = `${r}.vendor_id IS NOT NULL AND ${r}.status NOT IN ${UNCOUNTED}`;
  const keys = { vendor_id: `${r}.vendor_id`, store_id: `coalesce(${r}.store_id, '')` };
  const deltas = { count: `${sign}`, amount: `${sign} * ${r}.amount` };
  if (sign > 0) {
    const later = `CASE WHEN vendor_store_totals.last_purchase IS NULL OR excluded.last_purchase > vendor_store_totals.last_purchase
      THEN excluded.last_purchase ELSE vendor_store_totals.last_purchase END`;
    return [
      upsert("vendor_store_totals", keys, deltas, {
        where: counted,
        extra: { last_purchase: `${r}.purchase_date` },
        set: [`last_purchase = ${later}`],
      }),
    ];
  }
  const last = `SELECT p.purchase_date FROM purchases p
    WHERE p.vendor_id = ${r}.vendor_id AND ${same("p.store_id", `${r}.store_id`, dialect)} AND p.status NOT IN ${UNCOUNTED}
    ORDER BY p.purchase_date DESC LIMIT 1`;
  return [
    upsert("vendor_store_totals", keys, deltas, { where: counted, extra: { last_purchase: "NULL" } }),
    `${prune("vendor_store_totals", keys, "count")} AND ${counted}`,
    `UPDATE vendor_store_totals SET last_purchase = (${last})
      WHERE vendor_id = ${r}.vendor_id AND store_id = coalesce(${r}.store_id, '') AND ${counted}
        AND last_purchase <= ${r}.purchase_date`,
  ];
}

function incomeStatements(r: Alias, sign: 1 | -1): string[] {
  const store = `coalesce(${r}.store_id, '')`;
  const deltas = {
    records: `${sign}`,
    cash: `${sign} * ${r}.income_cash`,
    card: `${sign} * ${r}.income_card`,
    other: `${sign} * ${r}.income_other`,
    total: `${sign} * ${r}.total_income`,
  };
  const dayKeys = { store_id: store, day: `${r}.date` };
  const monthKeys = { store_id: store, month: `substr(${r}.date, 1, 7)` };
  const statements = [
    upsert("income_day_totals", dayKeys, deltas),
    upsert("income_month_totals", monthKeys, deltas),
    upsert("income_store_totals", { store_id: store }, deltas),
  ];
  if (sign < 0) {
    statements.push(
      prune("income_day_totals", dayKeys, "records"),
      prune("income_month_totals", monthKeys, "records"),
      prune("income_store_totals", { store_id: store }, "records"),
    );
  }
  return statements;
}

/**
 * Labour of the row's store and day, recomputed from its entries (a float sum never drifts), and
 * the store's count of entries over all time, moved by one.
 */
function labourStatements(r: Alias, dialect: Dialect): string[] {
  const store = `coalesce(${r}.store_id, '')`;
  const sign = r === "NEW" ? 1 : -1;
  const storeKeys = { store_id: store };
  return [
    `DELETE FROM labour_day_totals WHERE store_id = ${store} AND day = ${r}.work_date`,
    `INSERT INTO labour_day_totals (store_id, day, entries, hours)
      SELECT ${store}, ${r}.work_date, count(*), coalesce(sum(e.total_hours), 0) FROM employee_time_entries e
      WHERE ${same("e.store_id", `${r}.store_id`, dialect)} AND e.work_date = ${r}.work_date
      HAVING count(*) > 0`,
    upsert("labour_store_totals", storeKeys, { entries: `${sign}` }),
    ...(sign < 0 ? [prune("labour_store_totals", storeKeys, "entries")] : []),
  ];
}

/** Audit entries by user and action (entries without a user under ''). */
function auditStatements(r: Alias, sign: 1 | -1): string[] {
  const keys = { user_id: `coalesce(${r}.user_id, '')`, action: `${r}.action` };
  const statements = [upsert("audit_user_action_totals", keys, { count: `${sign}` })];
  if (sign < 0) statements.push(prune("audit_user_action_totals", keys, "count"));
  return statements;
}

/** Cash-ups per store and status: the Cash-ups list's count reads a few rows, not every count. */
function cashUpStatements(r: Alias, sign: 1 | -1): string[] {
  const keys = { store_id: `${r}.store_id`, status: `${r}.status` };
  const statements = [upsert("cash_up_store_totals", keys, { records: `${sign}` })];
  if (sign < 0) statements.push(prune("cash_up_store_totals", keys, "records"));
  return statements;
}

/**
 * The month-end pack's totals (migrations 038 and 047): expenses and purchases by store, month,
 * category and status; purchases by store, month, vendor and status; approved purchases by store,
 * month and due date. `columns`: the source's watched columns the database has.
 */
function monthEndStatements(
  table: "purchases" | "expenses",
  r: Alias,
  sign: 1 | -1,
  columns: readonly string[],
): string[] {
  const store = `coalesce(${r}.store_id, '')`;
  const deltas = { count: `${sign}`, amount: `${sign} * ${r}.amount` };
  const month = `substr(${r}.${table === "purchases" ? "purchase_date" : "expense_date"}, 1, 7)`;
  const byCategory = { category: `${r}.category`, status: `${r}.status` };
  const keyed =
    table === "purchases"
      ? [
          { table: "purchase_vendor_month_totals", keys: { vendor: `${r}.vendor`, status: `${r}.status` } },
          ...(columns.includes("category")
            ? [{ table: "purchase_category_month_totals", keys: byCategory }]
            : []),
        ]
      : [{ table: "expense_category_month_totals", keys: byCategory }];
  const statements: string[] = [];
  for (const { table: target, keys } of keyed) {
    const all = { store_id: store, month, ...keys };
    statements.push(upsert(target, all, deltas));
    if (sign < 0) statements.push(prune(target, all, "count"));
  }
  if (table === "purchases") {
    const due = { store_id: store, month, due_date: `${r}.due_date` };
    const approved = `${r}.status = 'approved' AND ${r}.due_date IS NOT NULL`;
    statements.push(upsert("purchase_due_totals", due, deltas, { where: approved }));
    if (sign < 0) statements.push(`${prune("purchase_due_totals", due, "count")} AND ${approved}`);
  }
  return statements;
}

/**
 * What adding (`NEW`) or taking away (`OLD`) one row of `source` does to the aggregates, given the
 * source's watched columns the database has (all of them but a later migration's not yet run).
 */
export function aggregateStatements(
  source: Source,
  r: Alias,
  dialect: Dialect,
  columns: readonly string[] = SOURCES[source],
): string[] {
  const sign = r === "NEW" ? 1 : -1;
  switch (source) {
    case "purchases":
      return [
        ...transactionStatements(source, r, sign),
        ...vendorStatements(r, sign, dialect),
        ...monthEndStatements(source, r, sign, columns),
      ];
    case "expenses":
      return [...transactionStatements(source, r, sign), ...monthEndStatements(source, r, sign, columns)];
    case "daily_income":
      return incomeStatements(r, sign);
    case "employee_time_entries":
      return labourStatements(r, dialect);
    case "audit_logs":
      return auditStatements(r, sign);
    case "cash_ups":
      return cashUpStatements(r, sign);
  }
}
