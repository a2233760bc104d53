import { type ColumnDef, TABLES, type TableDef, type TableName, toCents } from "@storeops/domain";
import { type Expression, sql } from "kysely";
import type { ColumnContext } from "./column-context.ts";
import { tableModule } from "./registry.ts";

/**
 * The table's own column of that name. Names come from clients, so the lookup is by own key:
 * `constructor`, `__proto__` or `toString` must not find Object.prototype's members.
 */
export function columnOf(def: TableDef, name: string): ColumnDef | undefined {
  return Object.hasOwn(def.columns, name) ? def.columns[name] : undefined;
}

/** The SQL expression of a column: a qualified reference or its module's computed subquery. */
export function columnExpression(
  table: TableName,
  column: string,
  context: ColumnContext = {},
): Expression<unknown> {
  const computedColumns = tableModule(table).computed;
  const computed =
    computedColumns && Object.hasOwn(computedColumns, column) ? computedColumns[column] : undefined;
  return computed ? computed(table, context) : sql.ref(`${table}.${column}`);
}

/** API values (dollars, booleans, lists) to database values (cents, 0/1, JSON text). */
export function toDbValues(table: TableName, values: Record<string, unknown>): Record<string, unknown> {
  const def: TableDef = TABLES[table];
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const column = columnOf(def, key);
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
    const column = columnOf(def, key);
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
