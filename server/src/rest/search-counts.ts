import { isWithinMoneyRange } from "@storeops/domain";
import { type RawBuilder, sql } from "kysely";
import { type Condition, inList, readCondition } from "../access/store-scope.ts";
import { DOC_FILTERS } from "../db/migrations/045_search_filters.ts";
import { whereOf } from "./conditions.ts";
import type { Filter } from "./filter.ts";
import { type CountRequest, callerStores, type Estimate, filteredRows, STORE_WIDE } from "./kept-counts.ts";
import { tableModule } from "./registry.ts";
import { countRows } from "./rest.repository.ts";
import { dialectOf, docContains, ftsKeys, type IndexedTable, isIndexed, usesFts } from "./search-match.ts";
import { keyBound, keysPerRun, keyWithin } from "./search-range.ts";
import { isAsciiText, shortTermKeys, usesVocabulary } from "./short-terms.ts";

/**
 * The filters keep this few rows or fewer: a search's count tests them one by one, and a common
 * term's page collects and sorts them (rest/read.service.ts). Tests move it.
 */
export const FEW_ROWS = { rows: 5000 };

/** An amount range keeping more rows than this is paged in the list's date order (rest/read.service.ts). */
export const WIDE_RANGE = { rows: 1000 };

/** `q` also matches an amount typed ("120.50"): then the rows answer, not the index alone. */
export function isAmount(text: string): boolean {
  const amount = Number(text.replace(/[$,\s]/g, ""));
  return isWithinMoneyRange(amount) && text.trim() !== "";
}

const COMPARE: Partial<Record<Filter["op"], string>> = {
  eq: "=",
  neq: "<>",
  gt: ">",
  gte: ">=",
  lt: "<",
  lte: "<=",
};

const isValue = (value: unknown): value is string | number =>
  typeof value === "string" || typeof value === "number";

/** The document column (migration 045) that holds a filter's row column, if any. */
function docColumn(table: IndexedTable, column: string): string | undefined {
  const kept = DOC_FILTERS[table];
  if (column === "store_id") return "store_id";
  if (column === kept.status) return "status";
  if (column === kept.day) return "day";
  if (column === kept.amount) return "amount";
  return undefined;
}

/** A read's filters and scope on its documents' columns: the stores apart from the others. */
export interface DocConditions {
  stores: Condition[];
  others: Condition[];
}

/**
 * The read's filters and store scope as conditions on its documents' columns (migration 045: each
 * document keeps its row's store, status, list date and amount), or undefined when one of them
 * is not kept there (another column, a null test, rows of their own or self) or the caller may
 * not find every row it reads by its text (searchableRows). The same values as the rows', so the
 * same rows pass. `tested`: SQLite tests them in the document the match found (the unary `+`
 * keeps it from seeking a store list's index entries once per store for each match); the store conditions
 * tested too, or (false) left to an index of the documents by store.
 */
export function docConditions(
  read: CountRequest,
  tested: { stores: boolean; others: boolean } = { stores: false, others: false },
): DocConditions | undefined {
  const { table, query, access, context } = read;
  if (!isIndexed(table) || !STORE_WIDE[access]) return undefined;
  if (tableModule(table).searchableRows?.(table, context)) return undefined;
  const conditions: DocConditions = { stores: [], others: [] };
  const refOf = (column: string, plain: boolean) =>
    plain ? sql.ref(`d.${column}`) : sql`+${sql.ref(`d.${column}`)}`;
  for (const { column, op, value } of query.filters) {
    const kept = docColumn(table, column);
    if (!kept) return undefined;
    const store = kept === "store_id";
    const ref = refOf(kept, !(store ? tested.stores : tested.others));
    const compare = COMPARE[op];
    const into = store ? conditions.stores : conditions.others;
    if (compare && isValue(value)) into.push(sql<boolean>`${ref} ${sql.raw(compare)} ${value}`);
    else if (op === "in" && Array.isArray(value) && value.every(isValue)) into.push(inList(ref, value));
    else return undefined;
  }
  const scope = callerStores(read, refOf("store_id", !tested.stores));
  if (scope) conditions.stores.push(scope);
  return conditions;
}

/** `and …` of conditions, or nothing. */
const and = (conditions: Condition[]) =>
  conditions.length > 0 ? sql`and ${sql.join(conditions, sql` and `)}` : sql``;

/**
 * A scope of at most this many rows is read whole, in its documents by store (migration 023:
 * search_docs_store_body holds their text), when a common term is counted in it: a store
 * manager's four stores at 1M, about 48,000 documents, in a few milliseconds.
 */
export const SCOPE_WALK = { rows: 60_000 };

/**
 * SQLite: whether a common ASCII term is counted by reading the scope's documents (SCOPE_WALK):
 * the caller's stores (or store filters) hold few enough rows by the kept totals.
 */
async function walksScope(read: CountRequest, text: string): Promise<boolean> {
  if (dialectOf(read.db) !== "sqlite" || read.common !== true || !isAsciiText(text)) return false;
  if ((docConditions(read)?.stores.length ?? 0) === 0) return false;
  const filters = read.query.filters.filter(({ column }) => column === "store_id");
  const rows = await filteredRows({ ...read, query: { ...read.query, filters } }, 0);
  return (rows ?? Number.POSITIVE_INFINITY) <= SCOPE_WALK.rows;
}

/** A date range whose key runs span at most this many documents has them each tested for a short term. */
export const SHORT_SPAN = { keys: 100_000 };

/**
 * SQLite: whether a date range's key runs hold few matches of the text: at most FEW_ROWS.rows
 * FTS5 matches (counted up to one more), or, a term too short for them, at most SHORT_SPAN.keys
 * documents in all. Then each is tested in its document.
 */
async function fewMatchesWithin(read: CountRequest, text: string): Promise<boolean> {
  const range = read.context.keyRange;
  const table = read.table;
  if (!range || !isIndexed(table) || dialectOf(read.db) !== "sqlite") return false;
  if (!usesFts("sqlite", text)) {
    const span = range.reduce((keys, { lo, hi }) => keys + hi - lo + 1, 0);
    return isAsciiText(text) && read.common === true && span <= SHORT_SPAN.keys;
  }
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from
    (select 1 from (${ftsKeys(table, text, range)}) k limit ${FEW_ROWS.rows + 1}) m`.execute(read.db);
  return Number(rows[0]?.n ?? 0) <= FEW_ROWS.rows;
}

/**
 * A search's count from its documents alone (issue #29): the text's matches whose documents'
 * columns pass the filters and scope (docConditions). SQLite: a common ASCII term within a small
 * scope (SCOPE_WALK) is counted by reading the scope's documents with their text, the text tested
 * first; otherwise, 3 characters or more, the FTS5 matches (within the date range's key runs) in
 * key order, each tested in one covering index (search_docs_filters), never its row; two
 * characters, the documents found through the FTS5 vocabulary, or, a common term, the filtered
 * documents each tested for the text. PostgreSQL: the documents of the pg_trgm match beside the
 * filter columns' indexes. With an estimate it stops past the cap. Undefined where these do not
 * apply (text SQLite cannot match this way).
 */
async function countFromDocs(
  read: CountRequest,
  table: IndexedTable,
  text: string,
  estimate: Estimate | undefined,
  walkScope: boolean,
): Promise<number | undefined> {
  const { db, context } = read;
  const dialect = dialectOf(db);
  const range = context.keyRange;
  const limit = estimate ? sql`limit ${estimate.cap + 1}` : sql``;
  const within = range ? sql`and ${keyWithin(sql.ref("d.key"), range, dialect === "sqlite")}` : sql``;
  const commonAscii = read.common === true && isAsciiText(text);
  const plain = docConditions(read);
  if (!plain) return undefined;
  let matches: RawBuilder<unknown>;
  if (dialect === "postgres") {
    // The pg_trgm match (3 characters or more) beside the filters' indexes. A short term: the
    // filtered documents are tested one by one.
    matches = sql`select 1 from search_docs d where d.tbl = ${table} ${and([...plain.stores, ...plain.others])}
      ${within} and ${docContains(text, dialect)} ${limit}`;
  } else if (walkScope) {
    // The scope's documents by store with their text: the text tested from the index first, the
    // other filters (in the document) only for those that contain it.
    const tested = docConditions(read, { stores: false, others: true }) ?? plain;
    matches = sql`select 1 from search_docs d where d.tbl = ${table} ${and(tested.stores)}
      and ${docContains(text, dialect)} ${within} ${and(tested.others)} ${limit}`;
  } else if (usesFts(dialect, text)) {
    // CROSS JOIN keeps the matches driving, in key order: each looked up in the covering index.
    const tested = docConditions(read, { stores: true, others: true }) ?? plain;
    matches = sql`select 1 from (${ftsKeys(table, text, range)}) k
      cross join search_docs d indexed by search_docs_filters on d.tbl = ${table} and d.key = k.key
      where 1 = 1 ${and([...tested.stores, ...tested.others])} ${limit}`;
  } else if (usesVocabulary(dialect, text) && commonAscii) {
    // Most documents contain a common short term: the documents (of the period's key runs) are
    // read in the covering index, their filters tested there, and the text of those that pass.
    // One range read per run of the period's keys (an OR of them would collect every document
    // first).
    const tested = docConditions(read, { stores: true, others: true }) ?? plain;
    const filters = and([...tested.stores, ...tested.others]);
    const documents = (run: RawBuilder<unknown>) => sql`select 1 from search_docs d
      indexed by search_docs_filters where d.tbl = ${table} ${run} ${filters} and ${docContains(text, dialect)}`;
    const runs = range
      ? keysPerRun(range, ({ lo, hi }) =>
          documents(sql`and d.key between ${keyBound(lo)} and ${keyBound(hi)}`),
        )
      : documents(sql``);
    matches = sql`select 1 from (${runs}) r ${limit}`;
  } else if (usesVocabulary(dialect, text)) {
    matches = sql`select 1 from search_docs d indexed by search_docs_filters
      where d.tbl = ${table} and d.key in ${shortTermKeys(table, text, range)}
      ${and([...plain.stores, ...plain.others])} ${limit}`;
  } else {
    return undefined;
  }
  const result = await sql<{ n: number | string }>`select count(*) as n from (${matches}) m`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * A search's count with filters the index does not hold (status, dates, amounts; issue #29), or
 * undefined when the read is not one. Any term within a few rows (FEW_ROWS, from the kept totals
 * or an amount index) is counted by testing the filtered rows one by one. Filters its documents
 * keep (migration 045) are counted from the documents alone (countFromDocs). Otherwise text of 3
 * characters or more is counted from its matches, each joined to its row and the row's filters
 * and scope tested: on SQLite the FTS5 matches (within the date range's key runs), on PostgreSQL
 * the pg_trgm index beside the key ranges. With an estimate it stops past the cap. Two
 * characters on SQLite: the documents found through the FTS5 vocabulary (rest/short-terms.ts). A
 * common short term (most rows contain it) with an estimate is counted by testing the filtered
 * rows one by one.
 */
export async function countSearchWithFilters(
  read: CountRequest,
  estimate: Estimate | undefined,
): Promise<number | undefined> {
  const { db, table, query, actor, access, context } = read;
  const text = query.q;
  if (!text || !isIndexed(table) || isAmount(text)) return undefined;
  const scope = readCondition(actor, table, access);
  const dialect = dialectOf(db);
  const limit = estimate ? sql`limit ${estimate.cap + 1}` : sql``;
  const short = [...text].length < 3;
  const rowwise = () => whereOf(table, query, scope, { ...context, rowwiseSearch: true });
  // A rare term's few matches are tested in their documents, whatever the filters keep, and so
  // are a common term's within a period (few, in the period's key runs); a common term within a
  // few stores is read in their documents (SCOPE_WALK).
  const docs = docConditions(read) !== undefined;
  const walkScope = await walksScope(read, text);
  // Few rows kept by the filters (an admin's rejected ones last week): each tested, not every
  // match walked.
  // PostgreSQL reads a document with its filters in one heap row: the documents answer whenever
  // they hold the filters.
  if (
    !(docs && (read.common === false || walkScope || dialect === "postgres")) &&
    (dialect === "postgres" || isAsciiText(text)) &&
    ((await (read.filtered?.() ?? filteredRows(read, FEW_ROWS.rows))) ?? Number.POSITIVE_INFINITY) <=
      FEW_ROWS.rows &&
    !(docs && (await fewMatchesWithin(read, text)))
  )
    return countRows(db, table, rowwise(), estimate?.cap);
  const fromDocs = await countFromDocs(read, table, text, estimate, walkScope);
  if (fromDocs !== undefined) return fromDocs;
  if (short && estimate?.commonAscii) return countRows(db, table, rowwise(), estimate.cap);
  const vocabulary = usesVocabulary(dialect, text);
  if (short && !vocabulary) return undefined;
  // The rows the caller may find by their text (audit entries of tables it may not read are not).
  const guard = tableModule(table).searchableRows?.(table, context);
  const rowsFiltered = whereOf(table, { filters: query.filters, q: undefined }, scope, context);
  const rows = guard ? sql<boolean>`${rowsFiltered} and ${guard}` : rowsFiltered;
  const range = context.keyRange;
  const self = sql.table(table);
  const rowOf = sql`${sql.ref(`${table}.id`)} = d.row_id`;
  let matches: RawBuilder<unknown>;
  if (vocabulary) {
    matches = sql`select 1 from search_docs d cross join ${self} on ${rowOf}
      where d.key in ${shortTermKeys(table, text, range)} and ${rows} ${limit}`;
  } else if (usesFts(dialect, text)) {
    // CROSS JOIN keeps SQLite's order: the matches drive, each row looked up by its document.
    matches = sql`select 1 from (${ftsKeys(table, text, range)}) k cross join search_docs d on d.key = k.key
      cross join ${self} on ${rowOf} where ${rows} ${limit}`;
  } else {
    const within = range ? sql`and ${keyWithin(sql.ref("d.key"), range, dialect === "sqlite")}` : sql``;
    matches = sql`select 1 from search_docs d join ${self} on ${rowOf}
      where d.tbl = ${table} and ${docContains(text, dialect)} ${within} and ${rows} ${limit}`;
  }
  const result = await sql<{ n: number | string }>`select count(*) as n from (${matches}) m`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}
