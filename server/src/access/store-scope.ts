import { type Access, reachesStore, TABLES, type TableName } from "@storeops/domain";
import { type RawBuilder, sql } from "kysely";
import { notFound } from "../errors.ts";
import type { Actor } from "./actor.ts";

/** A SQL condition of a WHERE clause. */
export type Condition = RawBuilder<boolean>;

const NOTHING: Condition = sql<boolean>`1 = 0`;

/** `expression in (values)`, and no rows at all for an empty list. */
export function inList(
  expression: RawBuilder<unknown> | ReturnType<typeof sql.ref>,
  values: readonly unknown[],
): Condition {
  if (values.length === 0) return NOTHING;
  return sql<boolean>`${expression} in (${sql.join(values)})`;
}

/**
 * How a scope is written. `listOrder`: the rows are read in the list's date order, each tested (a
 * common search term, read.service.ts): a scope of several stores is then written as an expression
 * (`store_id || ''`), which no store index answers, so the database walks the date index and stops
 * at the page instead of collecting every row of those stores and sorting them (an accountant's
 * "co" in expenses at 1M: 714 ms). One store keeps its index: its rows come in date order.
 */
export interface ScopeForm {
  listOrder?: boolean;
}

/** Rows of the actor's stores: `store_id` for store-bound tables, the id itself for stores. */
function storeCondition(actor: Actor, table: TableName, form: ScopeForm = {}): Condition | undefined {
  if (actor.scope === "all" || !TABLES[table].storeBound) return undefined;
  const column = sql.ref(`${table}.${table === "stores" ? "id" : "store_id"}`);
  const expression = form.listOrder && actor.scope.length > 1 ? sql`(${column} || '')` : column;
  return inList(expression, actor.scope);
}

/** The actor's own staff records (linked to the account by user_id) in the stores they reach. */
function ownStaffIds(actor: Actor): RawBuilder<unknown> {
  const stores = actor.scope === "all" ? sql`1 = 1` : inList(sql.ref("own.store_id"), actor.scope);
  return sql`(select own.id from staff own where own.user_id = ${actor.user.id} and ${stores})`;
}

/** The SQL condition that limits a read to what the access level reaches; undefined means every row. */
export function readCondition(
  actor: Actor,
  table: TableName,
  access: Access,
  form: ScopeForm = {},
): Condition | undefined {
  const stores = storeCondition(actor, table, form);
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
    case "shared":
      return sql<boolean>`(${sql.ref(`${table}.user_id`)} = ${actor.user.id} or ${sql.ref(`${table}.shared_role`)} = ${actor.user.role})`;
    case "published": {
      const published = sql<boolean>`${sql.ref(`${table}.status`)} = 'published'`;
      return stores ? sql<boolean>`${published} and ${stores}` : published;
    }
    default:
      return stores;
  }
}

/**
 * The caller's read scope of a table, narrowed to one store when given: 404 when that store is
 * outside the caller's stores (docs/decisions.md, API contract: general rules: a store outside them is 404).
 */
export function scopedToStore(
  actor: Actor,
  table: TableName,
  access: Access,
  storeId: string | undefined,
): Condition {
  const parts: Condition[] = [];
  const scope = readCondition(actor, table, access);
  if (scope) parts.push(scope);
  if (storeId) {
    if (!reachesStore(actor.scope, storeId)) throw notFound();
    parts.push(sql<boolean>`${sql.ref(`${table}.store_id`)} = ${storeId}`);
  }
  return parts.length > 0 ? sql<boolean>`${sql.join(parts, sql` and `)}` : sql<boolean>`1 = 1`;
}
