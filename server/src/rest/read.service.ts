import type { TableName } from "@storeops/domain";
import type { Kysely } from "kysely";
import type { Actor } from "../access/actor.ts";
import {
  allowedActionsRule,
  factColumns,
  withAllowedActions,
  withHiddenFacts,
} from "../access/allowed-actions.ts";
import { loadDelegations } from "../access/delegations.ts";
import { readCondition } from "../access/store-scope.ts";
import { withAttachments } from "../attachments/attachments.ts";
import type { DB } from "../db/database.ts";
import { presentRow } from "./columns.ts";
import { whereOf } from "./conditions.ts";
import { countMatching } from "./counts.ts";
import type { Filter } from "./filter.ts";
import { amountColumn, type CountRequest, type Estimate, filteredRows } from "./kept-counts.ts";
import { ESTIMATED_COUNT, type ParsedQuery } from "./query.ts";
import { columnContextOf, readQuery } from "./read-query.ts";
import { tableModule } from "./registry.ts";
import { listRows, rowsByIds } from "./rest.repository.ts";
import { FEW_ROWS, WIDE_RANGE } from "./search-counts.ts";
import { isCommonTerm, isIndexed } from "./search-match.ts";

export interface RestDeps {
  db: Kysely<DB>;
  dialect: "sqlite" | "postgres";
}

/** One page of a table as the caller may read it, each record with its allowed actions. */
export async function listRecords(
  deps: Pick<RestDeps, "db">,
  actor: Actor,
  table: TableName,
  rawQuery: Record<string, unknown>,
) {
  const { query, where, context, access } = await readQuery(deps.db, actor, table, rawQuery);
  // The tables that grow sort their lists by their date, then created_at (migration 007's indexes).
  const byDate = [tableModule(table).listDate, "created_at"].includes(query.order[0]?.column ?? "");
  // Whether the text is common is worked out where the page or an estimated count needs it.
  const known = query.q !== undefined && isIndexed(table) && (byDate || query.count === "estimated");
  const common = known && query.q !== undefined && (await isCommonTerm(deps.db, table, query.q));
  const read: CountRequest = {
    db: deps.db,
    table,
    query,
    actor,
    access,
    context,
    common: known ? common : undefined,
  };
  read.filtered = once(() => filteredRows(read, Math.max(FEW_ROWS.rows, WIDE_RANGE.rows)));
  // A common term's page is read in the order's index (migration 007: every list sorts by its
  // date, then created_at), each row tested, stopping at the page; other orders collect matches.
  const rowwise = common && byDate;
  // So is an amount range that keeps many rows (issue #29): the scope and the range are written so
  // that no store or amount index steers the database into collecting and sorting them all
  // (accounting's $100–500 at 1M: 240 ms → 0.1 ms on SQLite). A narrow range is collected through
  // the amount indexes and sorted. PostgreSQL's planner weighs the page's limit itself.
  const amount = amountColumn(table);
  const amountRange = query.filters.some(({ column, op }) => column === amount && RANGES.includes(op));
  const wideRange =
    context.dialect === "sqlite" &&
    byDate &&
    amountRange &&
    ((await read.filtered()) ?? Number.POSITIVE_INFINITY) > WIDE_RANGE.rows;
  // The scope as an expression is for SQLite's planner; PostgreSQL weighs a few stores' rows
  // (a manager's $100–500 "dairy" at 1M: 130–200 → 11 ms) against the date index itself.
  const listOrder = (rowwise && context.dialect === "sqlite") || wideRange;
  const pageWhere =
    rowwise || listOrder
      ? whereOf(table, query, readCondition(actor, table, access, { listOrder }), {
          ...context,
          rowwiseSearch: rowwise,
          unindexed: wideRange && amount ? [amount] : undefined,
        })
      : where;
  // allowed_actions reads a few facts (status, created_by…) whatever `select` asked for.
  const requested = query.select;
  const facts = factColumns(table).filter((column) => !requested.includes(column));
  const [rows, count] = await Promise.all([
    listRows(deps.db, table, { ...query, select: [...requested, ...facts] }, pageWhere, context),
    query.count ? countMatching(read, where, estimateOf(query, common)) : Promise.resolve(undefined),
  ]);
  const now = new Date();
  const full = await withAttachments(
    deps.db,
    table,
    rows.map((row) => presentRow(table, row)),
  );
  // Each row is written once as it goes out: the columns asked for (not the facts read only for
  // the rule), then its allowed actions.
  const readOnly = new Set(facts);
  if (factColumns(table).includes("approval_waiting")) await loadDelegations(deps.db, actor);
  const rule = allowedActionsRule(table, actor);
  const presented = full.map((record, index) => {
    const shown: Record<string, unknown> = {};
    for (const key in record) if (!readOnly.has(key)) shown[key] = record[key];
    if (rule) shown.allowed_actions = rule(withHiddenFacts(table, record, rows[index]), now);
    return shown;
  });
  // Past its cap an estimated count says only "more than the cap": `atLeast`, no total.
  return { rows: presented, total: count?.total, atLeast: count?.atLeast };
}

const RANGES: readonly Filter["op"][] = ["gt", "gte", "lt", "lte"];

/** `work()` run once, on its first call. */
function once<T>(work: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | undefined;
  return () => {
    result ??= work();
    return result;
  };
}

function estimateOf(query: ParsedQuery, common: boolean): Estimate | undefined {
  if (query.count !== "estimated") return undefined;
  return { cap: ESTIMATED_COUNT.cap, commonAscii: common };
}

/** Records by id as the API shows them, with their allowed actions, in the order of `ids`. */
export async function presentRecords(
  deps: Pick<RestDeps, "db">,
  actor: Actor,
  table: TableName,
  ids: readonly string[],
) {
  const rows = await rowsByIds(deps.db, table, ids, await columnContextOf(deps.db, table, actor));
  if (factColumns(table).includes("approval_waiting")) await loadDelegations(deps.db, actor);
  const records = await withAttachments(
    deps.db,
    table,
    rows.map((row) => presentRow(table, row)),
  );
  return records.map((record, index) =>
    withAllowedActions(table, actor, record, withHiddenFacts(table, record, rows[index])),
  );
}
