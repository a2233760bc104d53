import { GLOBAL_SEARCH_CAP, isWithinMoneyRange, TABLES, type TableName, toCents } from "@storeops/domain";
import { type Kysely, sql } from "kysely";
import type { Actor } from "../../access/actor.ts";
import { requireAccess } from "../../access/permissions.ts";
import { readCondition } from "../../access/store-scope.ts";
import type { DB, Dialect } from "../../db/database.ts";
import { ftsTable } from "../../db/migrations/016_search_index_split.ts";
import { type Condition, whereOf } from "../../rest/conditions.ts";
import { tableModule } from "../../rest/registry.ts";
import { docContains, ftsMatch, type IndexedTable, isIndexed, usesFts } from "../../rest/search-match.ts";
import { isAsciiText } from "../../rest/short-terms.ts";

export interface SearchDeps {
  db: Kysely<DB>;
  dialect: Dialect;
}

type Row = Record<string, unknown>;

const CAP = GLOBAL_SEARCH_CAP;

/**
 * Up to 50 ids of `table`'s rows matching `text` that the caller may read. The caller's store
 * scope and row policy are conditions of the same query. The tables that grow with the business
 * are read through the search index, newest first, stopping at 50; the small ones by their list `q`.
 */
export async function matchingRowIds(
  deps: SearchDeps,
  actor: Actor,
  table: TableName,
  text: string,
): Promise<string[]> {
  const readable = readCondition(actor, table, requireAccess(actor, table, "read")) ?? sql<boolean>`1 = 1`;
  const caller = { role: actor.user.role, scope: actor.scope };
  const guard = tableModule(table).searchableRows?.(table, { dialect: deps.dialect, caller });
  const scope = guard ? sql<boolean>`(${readable} and ${guard})` : readable;
  const ref = sql.table(table);
  let rows: { id: string }[];
  if (!isIndexed(table)) {
    const where = whereOf(table, { filters: [], q: text }, scope, { dialect: deps.dialect });
    rows = (
      await sql<{ id: string }>`select ${sql.ref(`${table}.id`)} as id from ${ref} where ${where}
      limit ${CAP}`.execute(deps.db)
    ).rows;
  } else if (usesFts(deps.dialect, text)) {
    rows =
      (await newestInOneStore(deps, actor, table, text, scope)) ??
      (await newestByFts(deps, table, text, scope));
  } else {
    rows = (
      await sql<{ id: string }>`select ${sql.ref(`${table}.id`)} as id
      from search_docs d join ${ref} on ${sql.ref(`${table}.id`)} = d.row_id
      where d.tbl = ${table} and ${docContains(text)} and ${scope}
      limit ${CAP}`.execute(deps.db)
    ).rows;
  }
  const ids = rows.map((row) => row.id);
  const amount = amountMatches(deps, table, text, scope);
  return amount ? [...new Set([...ids, ...(await amount)])] : ids;
}

/** SQLite: the newest 50 matches in scope, from the table's FTS5 table. */
async function newestByFts(deps: SearchDeps, table: IndexedTable, text: string, scope: Condition) {
  const ref = sql.table(table);
  // The table's own FTS5 table gives its matches newest first; the scope is checked row by row
  // until 50 pass (migration 016: no other table's matches to step over).
  const { from, match } = ftsMatch(table, text);
  return (
    await sql<{ id: string }>`select ${sql.ref(`${table}.id`)} as id
      from ${from} cross join search_docs d on d.key = ${sql.raw(`${ftsTable(table)}.rowid`)}
        cross join ${ref} on ${sql.ref(`${table}.id`)} = d.row_id
      where ${match} and ${scope}
      order by ${sql.raw(`${ftsTable(table)}.rowid`)} desc limit ${CAP}`.execute(deps.db)
  ).rows;
}

/** How many of a store's newest documents the one-store search reads before it gives way to FTS5. */
export const ONE_STORE_WALK = { documents: 1500 };

/**
 * SQLite, a caller of one store (staff in their current store, a manager of one): the newest 50
 * matches read from the store's newest documents (search_docs_store: table, store, key), each
 * tested with LIKE — for a common term a few hundred documents, where FTS5 would step over every
 * other store's matches first (15 ms for "dairy" at 1M rows). Only the store's newest
 * `ONE_STORE_WALK.documents` are read: when fewer than 50 of them match, undefined, and FTS5
 * answers. Exact only for ASCII text (SQLite's LIKE folds ASCII letters only).
 */
async function newestInOneStore(
  deps: SearchDeps,
  actor: Actor,
  table: IndexedTable,
  text: string,
  scope: Condition,
): Promise<{ id: string }[] | undefined> {
  const [store, ...others] = actor.scope === "all" ? [] : actor.scope;
  if (!store || others.length > 0 || !TABLES[table].storeBound || !isAsciiText(text)) return undefined;
  const { rows } = await sql<{ id: string }>`select ${sql.ref(`${table}.id`)} as id
    from (select key, row_id, body from search_docs where tbl = ${table} and store_id = ${store}
      order by key desc limit ${ONE_STORE_WALK.documents}) d
    cross join ${sql.table(table)} on ${sql.ref(`${table}.id`)} = d.row_id
    where ${docContains(text)} and ${scope}
    order by d.key desc limit ${CAP}`.execute(deps.db);
  return rows.length === CAP ? rows : undefined;
}

/** Rows whose amount is the number typed ("120.50"), for the tables with an amount (its index). */
function amountMatches(deps: SearchDeps, table: TableName, text: string, scope: Condition) {
  const amount = Number(text.replace(/[$,\s]/g, ""));
  if (!("amount" in TABLES[table].columns) || text.trim() === "" || !isWithinMoneyRange(amount))
    return undefined;
  return sql<{ id: string }>`select ${sql.ref(`${table}.id`)} as id from ${sql.table(table)}
    where ${sql.ref(`${table}.amount`)} = ${toCents(amount)} and ${scope} limit ${CAP}`
    .execute(deps.db)
    .then((result) => result.rows.map((row) => row.id));
}

/** The fields a result shows, for the given ids; `store_name` from the store's row. */
export async function displayRows(
  deps: SearchDeps,
  table: TableName,
  columns: readonly string[],
  ids: readonly string[],
): Promise<Row[]> {
  if (ids.length === 0) return [];
  const storeBound = TABLES[table].storeBound && table !== "stores";
  const fields = columns.map((column) =>
    column === "store_name" ? sql`s.name as store_name` : sql.ref(`t.${column}`),
  );
  const join = storeBound ? sql`left join stores s on s.id = t.store_id` : sql``;
  const { rows } = await sql<Row>`select ${sql.join(fields)} from ${sql.table(table)} t ${join}
    where t.id in (${sql.join(ids)})`.execute(deps.db);
  return rows;
}
