import { type Access, TABLES, type TableName } from "@storeops/domain";
import type { Kysely } from "kysely";
import type { Actor } from "../access/actor.ts";
import { requireAccess } from "../access/permissions.ts";
import { readCondition } from "../access/store-scope.ts";
import type { DB } from "../db/database.ts";
import type { ColumnContext } from "./column-context.ts";
import { type Condition, whereOf } from "./conditions.ts";
import { type ParsedQuery, parseQuery } from "./query.ts";
import { tableModule } from "./registry.ts";
import { daySearch } from "./search-days.ts";
import { dialectOf, isIndexed } from "./search-match.ts";
import { keyRangeOf } from "./search-range.ts";

/** Facts the table's computed columns need for this request: each store's today, who reads. */
export async function columnContextOf(
  db: Kysely<DB>,
  table: TableName,
  actor: Actor,
): Promise<ColumnContext> {
  const facts = (await tableModule(table).columnContext?.(db)) ?? {};
  return {
    ...facts,
    caller: { role: actor.user.role, scope: actor.scope, userId: actor.user.id },
    dialect: dialectOf(db),
  };
}

export interface ReadQuery {
  query: ParsedQuery;
  where: Condition;
  context: ColumnContext;
  /** The caller's read access to the table (how far the scope reaches). */
  access: Access;
}

/**
 * A read of a table as the caller may make it: the matrix checked, the query options parsed and
 * translated by the table's module, and the filters, search and store scope as one condition.
 * Lists and exports both start here, so an export holds exactly the rows its list shows.
 */
export async function readQuery(
  db: Kysely<DB>,
  actor: Actor,
  table: TableName,
  rawQuery: Record<string, unknown>,
): Promise<ReadQuery> {
  const access = requireAccess(actor, table, "read");
  const module = tableModule(table);
  const query = parseQuery(TABLES[table], rawQuery);
  if (module.translateFilter) query.filters = query.filters.map(module.translateFilter);
  const context = await columnContextOf(db, table, actor);
  // A search within a date range reads the matches of that range's documents only (issue #29).
  if (query.q && isIndexed(table)) context.keyRange = await keyRangeOf(db, table, query.filters);
  // A search of notes and days (time entries, daily income) reads the days that contain the text.
  if (query.q) context.daySearch = await daySearch(db, table, query.q);
  const where = whereOf(table, query, readCondition(actor, table, access), context);
  return { query, where, context, access };
}
