import { type TableDef, type TableName, TABLES, toCents } from "@storeops/domain";
import { type Expression, type RawBuilder, sql } from "kysely";

/** Per-request facts some computed columns need, e.g. each store's "today" in its time zone. */
export interface ColumnContext {
  todayByStore?: ReadonlyMap<string, string>;
}

type Computed = (table: string, context: ColumnContext) => RawBuilder<unknown>;

/** Each store's today as SQL: a CASE over store ids, the server's date for any other. */
export function storeTodaySql(table: string, context: ColumnContext): RawBuilder<unknown> {
  const fallback = new Date().toISOString().slice(0, 10);
  const entries = [...(context.todayByStore ?? new Map<string, string>()).entries()];
  if (entries.length === 0) return sql`${fallback}`;
  const whens = entries.map(([storeId, today]) => sql`when ${storeId} then ${today}`);
  return sql`(case ${sql.ref(`${table}.store_id`)} ${sql.join(whens, sql` `)} else ${fallback} end)`;
}

const storeName: Computed = (t) => sql`(select s.name from stores s where s.id = ${sql.ref(`${t}.store_id`)})`;
const employeeName: Computed = (t) =>
  sql`(select e.name from staff e where e.id = ${sql.ref(`${t}.employee_id`)})`;

/** SQL of every computed column: joins are derived at read time, never copied into rows. */
const COMPUTED: Partial<Record<TableName, Record<string, Computed>>> = {
  industries: {
    store_count: (t) => sql`(select count(*) from stores s where s.industry_id = ${sql.ref(`${t}.id`)})`,
  },
  stores: {
    industry: (t) => sql`(select i.name from industries i where i.id = ${sql.ref(`${t}.industry_id`)})`,
    manager: (t) => sql`(select u.name from users u where u.id = ${sql.ref(`${t}.manager_id`)})`,
    staff_count: (t) => sql`(select count(*) from staff e where e.store_id = ${sql.ref(`${t}.id`)})`,
  },
  vendors: {
    total_purchases: (t) =>
      sql`(select coalesce(sum(p.amount), 0) from purchases p where p.vendor_id = ${sql.ref(`${t}.id`)})`,
    last_purchase: (t) => sql`(select max(p.purchase_date) from purchases p where p.vendor_id = ${sql.ref(`${t}.id`)})`,
  },
  staff: { store_name: storeName },
  purchases: {
    store_name: storeName,
    // Derived, never stored: approved, unpaid and due before the store's today (PRODUCT.md §2).
    overdue: (t, context) =>
      sql`(case when ${sql.ref(`${t}.status`)} = 'approved' and ${sql.ref(`${t}.due_date`)} < ${storeTodaySql(t, context)} then 1 else 0 end)`,
  },
  expenses: { store_name: storeName },
  daily_income: {
    store_name: storeName,
    store_code: (t) => sql`(select s.code from stores s where s.id = ${sql.ref(`${t}.store_id`)})`,
  },
  employee_time_entries: { store_name: storeName, employee_name: employeeName },
  employee_wages: { employee_name: employeeName },
  employee_withdrawals: { employee_name: employeeName },
};

/** The SQL expression of a column: a qualified reference or its computed subquery. */
export function columnExpression(table: TableName, column: string, context: ColumnContext = {}): Expression<unknown> {
  const computed = COMPUTED[table]?.[column];
  return computed ? computed(table, context) : sql.ref(`${table}.${column}`);
}

export function isStored(def: TableDef, column: string): boolean {
  const known = def.columns[column];
  return Boolean(known && !known.computed);
}

/** API values (dollars, booleans, lists) to database values (cents, 0/1, JSON text). */
export function toDbValues(table: TableName, values: Record<string, unknown>): Record<string, unknown> {
  const def: TableDef = TABLES[table];
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const column = def.columns[key];
    if (!column || column.computed || value === undefined) continue;
    if (value === null) out[key] = null;
    else if (column.kind === "money") out[key] = toCents(Number(value));
    else if (column.kind === "bool") out[key] = value ? 1 : 0;
    else if (column.kind === "json") out[key] = JSON.stringify(value);
    else out[key] = value;
  }
  return out;
}

function parseJson(value: unknown): unknown {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** A database row as the API shows it: dollars, booleans, parsed JSON, hidden columns dropped. */
export function presentRow(table: TableName, row: Record<string, unknown>): Record<string, unknown> {
  const def: TableDef = TABLES[table];
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    const column = def.columns[key];
    if (!column || column.hidden) continue;
    if (value === null || value === undefined) out[key] = null;
    else if (column.kind === "money") out[key] = Number(value) / 100;
    else if (column.kind === "bool") out[key] = Boolean(Number(value));
    else if (column.kind === "json") out[key] = parseJson(value);
    else if (column.kind === "int" || column.kind === "number") out[key] = Number(value);
    else out[key] = value;
  }
  return out;
}

/** A database row decoded for rules (booleans and JSON parsed, money kept in cents). */
export function decodeRow(table: TableName, row: Record<string, unknown>): Record<string, unknown> {
  const def: TableDef = TABLES[table];
  const out: Record<string, unknown> = { ...row };
  for (const [key, value] of Object.entries(row)) {
    const column = def.columns[key];
    if (!column || value === null || value === undefined) continue;
    if (column.kind === "bool") out[key] = Boolean(Number(value));
    else if (column.kind === "json") out[key] = parseJson(value);
    else if (column.kind === "money" || column.kind === "int") out[key] = Number(value);
  }
  return out;
}
