import { type Access, type TableDef, type TableName, TABLES, toCents } from "@storeops/domain";
import { type RawBuilder, sql } from "kysely";
import type { Actor } from "../../plugins/auth.ts";
import { type ColumnContext, columnExpression } from "./columns.ts";
import { type Filter, likePattern, type ParsedQuery } from "./query.ts";

export type Condition = RawBuilder<boolean>;

const NOTHING: Condition = sql<boolean>`1 = 0`;

function inList(expression: RawBuilder<unknown> | ReturnType<typeof sql.ref>, values: readonly unknown[]): Condition {
  if (values.length === 0) return NOTHING;
  return sql<boolean>`${expression} in (${sql.join(values)})`;
}

/** Rows of the actor's stores: `store_id` for store-bound tables, the id itself for stores. */
function storeCondition(actor: Actor, table: TableName): Condition | undefined {
  if (actor.scope === "all" || !TABLES[table].storeBound) return undefined;
  const column = table === "stores" ? "id" : "store_id";
  return inList(sql.ref(`${table}.${column}`), actor.scope);
}

/** The actor's own staff records (matched by email) in the stores they reach. */
function ownStaffIds(actor: Actor): RawBuilder<unknown> {
  const stores = actor.scope === "all" ? sql`1 = 1` : inList(sql.ref("own.store_id"), actor.scope);
  return sql`(select own.id from staff own where lower(own.email) = ${actor.user.email.toLowerCase()} and ${stores})`;
}

/** The SQL condition that limits a read to what the access level reaches; undefined means every row. */
export function readCondition(actor: Actor, table: TableName, access: Access): Condition | undefined {
  const stores = storeCondition(actor, table);
  switch (access) {
    case "all":
      return undefined;
    case "own": {
      const own = sql<boolean>`${sql.ref(`${table}.created_by`)} = ${actor.user.id}`;
      return stores ? sql<boolean>`${own} and ${stores}` : own;
    }
    case "self": {
      if (table === "users") return sql<boolean>`${sql.ref("users.id")} = ${actor.user.id}`;
      if (table === "staff") return sql<boolean>`${sql.ref("staff.id")} in ${ownStaffIds(actor)}`;
      if (table === "employee_time_entries")
        return sql<boolean>`${sql.ref(`${table}.employee_id`)} in ${ownStaffIds(actor)}`;
      return NOTHING;
    }
    default:
      return stores;
  }
}

function filterCondition(table: TableName, filter: Filter, context: ColumnContext): Condition {
  const column = columnExpression(table, filter.column, context);
  const { value } = filter;
  switch (filter.op) {
    case "eq":
      return value === null ? sql<boolean>`${column} is null` : sql<boolean>`${column} = ${value}`;
    case "neq":
      return value === null ? sql<boolean>`${column} is not null` : sql<boolean>`${column} <> ${value}`;
    case "gt":
      return sql<boolean>`${column} > ${value}`;
    case "gte":
      return sql<boolean>`${column} >= ${value}`;
    case "lt":
      return sql<boolean>`${column} < ${value}`;
    case "lte":
      return sql<boolean>`${column} <= ${value}`;
    case "like":
      return sql<boolean>`cast(${column} as text) like ${value}`;
    case "ilike":
      return sql<boolean>`lower(cast(${column} as text)) like lower(${value})`;
    case "in":
      return inList(column as RawBuilder<unknown>, Array.isArray(value) ? value : [value]);
    case "is":
      return sql<boolean>`${column} is null`;
  }
}

function searchCondition(table: TableName, text: string): Condition {
  const pattern = likePattern(text);
  const def: TableDef = TABLES[table];
  const amount = Number(text.replace(/[$,\s]/g, ""));
  const parts = def.searchable.map((column) => {
    const expression = columnExpression(table, column);
    // Money matches the amount typed ("120.50"), not the digits of its cents.
    if (def.columns[column]?.kind === "money") {
      return Number.isFinite(amount) && text.trim() !== "" ? sql<boolean>`${expression} = ${toCents(amount)}` : sql<boolean>`1 = 0`;
    }
    return sql<boolean>`lower(cast(${expression} as text)) like ${pattern} escape '\\'`;
  });
  return sql<boolean>`(${sql.join(parts, sql` or `)})`;
}

/** Every condition of a request: access scope, filters and search, joined with AND. */
export function whereOf(
  table: TableName,
  query: Pick<ParsedQuery, "filters" | "q">,
  scope?: Condition,
  context: ColumnContext = {},
): Condition {
  const parts: Condition[] = [];
  if (scope) parts.push(scope);
  for (const filter of query.filters) parts.push(filterCondition(table, filter, context));
  if (query.q) parts.push(searchCondition(table, query.q));
  if (parts.length === 0) return sql<boolean>`1 = 1`;
  return sql<boolean>`${sql.join(parts, sql` and `)}`;
}
