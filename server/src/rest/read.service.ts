import type { TableName } from "@storeops/domain";
import type { Kysely } from "kysely";
import type { Actor } from "../access/actor.ts";
import { allowedActionsRule, factColumns, withAllowedActions } from "../access/allowed-actions.ts";
import { readCondition } from "../access/store-scope.ts";
import { withAttachments } from "../attachments/attachments.ts";
import type { DB } from "../db/database.ts";
import { presentRow } from "./columns.ts";
import { whereOf } from "./conditions.ts";
import { countMatching, type Estimate } from "./counts.ts";
import { ESTIMATED_COUNT, type ParsedQuery } from "./query.ts";
import { columnContextOf, readQuery } from "./read-query.ts";
import { tableModule } from "./registry.ts";
import { listRows, rowsByIds } from "./rest.repository.ts";
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
  const common =
    query.q !== undefined &&
    isIndexed(table) &&
    (byDate || query.count === "estimated") &&
    (await isCommonTerm(deps.db, table, query.q));
  // A common term's page is read in the order's index (migration 007: every list sorts by its
  // date, then created_at), each row tested, stopping at the page; other orders collect matches.
  const rowwise = common && byDate;
  const pageWhere = rowwise
    ? whereOf(table, query, readCondition(actor, table, access, { listOrder: true }), {
        ...context,
        rowwiseSearch: true,
      })
    : where;
  // allowed_actions reads a few facts (status, created_by…) whatever `select` asked for.
  const requested = query.select;
  const facts = factColumns(table).filter((column) => !requested.includes(column));
  const [rows, count] = await Promise.all([
    listRows(deps.db, table, { ...query, select: [...requested, ...facts] }, pageWhere, context),
    query.count
      ? countMatching({ db: deps.db, table, query, actor, access, context }, where, estimateOf(query, common))
      : Promise.resolve(undefined),
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
  const rule = allowedActionsRule(table, actor);
  const presented = full.map((record) => {
    const shown: Record<string, unknown> = {};
    for (const key in record) if (!readOnly.has(key)) shown[key] = record[key];
    if (rule) shown.allowed_actions = rule(record, now);
    return shown;
  });
  // Past its cap an estimated count says only "more than the cap": `atLeast`, no total.
  return { rows: presented, total: count?.total, atLeast: count?.atLeast };
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
  const records = await withAttachments(
    deps.db,
    table,
    rows.map((row) => presentRow(table, row)),
  );
  return records.map((record) => withAllowedActions(table, actor, record));
}
