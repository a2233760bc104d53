import { TABLES, type TableName } from "@storeops/domain";
import type { Kysely } from "kysely";
import { factColumns, withAllowedActions } from "../access/allowed-actions.ts";
import { requireAccess } from "../access/permissions.ts";
import { readCondition } from "../access/store-scope.ts";
import { withAttachments } from "../attachments/attachments.ts";
import type { DB } from "../db/database.ts";
import type { Actor } from "../plugins/auth.ts";
import { presentRow } from "./columns.ts";
import { whereOf } from "./conditions.ts";
import { parseQuery } from "./query.ts";
import { tableModule } from "./registry.ts";
import { countRows, listRows, rowsByIds } from "./rest.repository.ts";
import type { ColumnContext } from "./table-module.ts";

export interface RestDeps {
  db: Kysely<DB>;
  dialect: "sqlite" | "postgres";
}

/** Facts the table's computed columns need for this request: each store's today, who reads. */
export async function columnContextOf(
  db: Kysely<DB>,
  table: TableName,
  actor: Actor,
): Promise<ColumnContext> {
  const facts = (await tableModule(table).columnContext?.(db)) ?? {};
  return { ...facts, caller: { role: actor.user.role, scope: actor.scope } };
}

/** One page of a table as the caller may read it, each record with its allowed actions. */
export async function listRecords(
  deps: Pick<RestDeps, "db">,
  actor: Actor,
  table: TableName,
  rawQuery: Record<string, unknown>,
) {
  const access = requireAccess(actor, table, "read");
  const module = tableModule(table);
  const query = parseQuery(TABLES[table], rawQuery);
  if (module.translateFilter) query.filters = query.filters.map(module.translateFilter);
  const context = await columnContextOf(deps.db, table, actor);
  const where = whereOf(table, query, readCondition(actor, table, access), context);
  // allowed_actions reads a few facts (status, created_by…) whatever `select` asked for.
  const requested = query.select;
  const facts = factColumns(table).filter((column) => !requested.includes(column));
  const [rows, total] = await Promise.all([
    listRows(deps.db, table, { ...query, select: [...requested, ...facts] }, where, context),
    query.count ? countRows(deps.db, table, where) : Promise.resolve(undefined),
  ]);
  const now = new Date();
  const full = await withAttachments(
    deps.db,
    table,
    rows.map((row) => presentRow(table, row)),
  );
  const presented = full.map((record) => {
    const shown = { ...record };
    for (const column of facts) delete shown[column];
    return withAllowedActions(table, actor, shown, record, now);
  });
  return { rows: presented, total };
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
