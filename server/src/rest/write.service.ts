import {
  CREATE_SCHEMAS,
  MSG,
  reachesStore,
  requestMessages,
  TABLES,
  type TableName,
  UPDATE_SCHEMAS,
} from "@storeops/domain";
import type { Kysely } from "kysely";
import type { Actor } from "../access/actor.ts";
import { withAllowedActions } from "../access/allowed-actions.ts";
import { assertRowWritable, requireAccess } from "../access/permissions.ts";
import { readCondition } from "../access/store-scope.ts";
import type { NewAttachment } from "../attachments/attachments.repository.ts";
import type { DB, Row } from "../db/database.ts";
import { storeNow, storeToday } from "../db/store-time.ts";
import { badRequest, forbidden, notFound } from "../errors.ts";
import { presentRow, toDbValues } from "./columns.ts";
import { whereOf } from "./conditions.ts";
import { parseQuery } from "./query.ts";
import { presentRecords, type RestDeps } from "./read.service.ts";
import { tableModule } from "./registry.ts";
import { rowsForWrite } from "./rest.repository.ts";
import type { Stored, WriteContext } from "./write-context.ts";
import { requireFilter, singleIdFilter, validate, writableInput } from "./write-input.ts";

/** At most this many rows change in one PATCH or DELETE. */
const MAX_WRITE_ROWS = 500;

/**
 * Runs `work` in one transaction with the table's write context; then what it left for after the
 * commit. Also the way a module's own write routes (a live clock-in, a break) run their use case.
 */
export async function inTransaction<R>(
  deps: RestDeps,
  actor: Actor,
  table: TableName,
  work: (ctx: WriteContext) => Promise<R>,
  newAttachments: readonly NewAttachment[] = [],
): Promise<R> {
  const afterCommit: Array<(db: Kysely<DB>) => void | Promise<void>> = [];
  const result = await deps.db.transaction().execute((trx) =>
    work({
      trx,
      actor,
      table,
      describe: tableModule(table).describe,
      newAttachments: new Map(newAttachments.map((file) => [file.name, file])),
      today: (storeId) => storeToday(trx, storeId),
      now: (storeId) => storeNow(trx, storeId),
      afterCommit: (task) => afterCommit.push(task),
    }),
  );
  for (const task of afterCommit) await task(deps.db);
  return result;
}

/** POST: validate, then the table module's create; answers the record as the API shows it. */
export async function createRecord(deps: RestDeps, actor: Actor, table: TableName, body: unknown) {
  requireAccess(actor, table, "create");
  const input = validate(CREATE_SCHEMAS[table], writableInput(table, body));
  const { record, created } = await inTransaction(deps, actor, table, async (ctx) => {
    const created = await tableModule(table).writes.create(ctx, input);
    const [record] = await presentRecords({ db: ctx.trx }, actor, table, [created.id]);
    return { record, created };
  });
  if (!record) throw notFound();
  return { ...record, ...created.shownOnce };
}

/** The rows a PATCH or DELETE targets, as the caller reads them: at most MAX_WRITE_ROWS. */
async function targetRows(
  deps: RestDeps,
  trx: Kysely<DB>,
  actor: Actor,
  table: TableName,
  rawQuery: Record<string, unknown>,
  notFoundMessage?: string,
) {
  requireFilter(rawQuery);
  const readAccess = requireAccess(actor, table, "read");
  const query = parseQuery(TABLES[table], { ...rawQuery, select: undefined, order: undefined });
  const where = whereOf(
    table,
    { filters: query.filters, q: query.q },
    readCondition(actor, table, readAccess),
  );
  const rows = await rowsForWrite(trx, deps.dialect, table, where, MAX_WRITE_ROWS);
  if (rows.length > MAX_WRITE_ROWS) throw badRequest(requestMessages.tooManyRows(MAX_WRITE_ROWS));
  if (rows.length === 0 && singleIdFilter(rawQuery)) throw notFound(notFoundMessage);
  return rows as Stored<TableName>[];
}

/** A row moved to another store lands in one the caller reaches. */
function assertStoreReachable(actor: Actor, before: Row, patch: Row) {
  const moved = typeof patch.store_id === "string" && patch.store_id !== before.store_id;
  if (moved && !reachesStore(actor.scope, patch.store_id as string)) throw forbidden(MSG.noStorePermission);
}

/** PATCH: every target row through the matrix's row rules, then the table module's update. */
export async function updateRecords(
  deps: RestDeps,
  actor: Actor,
  table: TableName,
  rawQuery: Record<string, unknown>,
  body: unknown,
  options: { newAttachments?: readonly NewAttachment[] } = {},
) {
  const access = requireAccess(actor, table, "update");
  const input = validate(UPDATE_SCHEMAS[table], writableInput(table, body));
  if (Object.keys(input).length === 0) throw badRequest(MSG.noFieldsToUpdate);
  const ids = await inTransaction(
    deps,
    actor,
    table,
    async (ctx) => {
      const rows = await targetRows(deps, ctx.trx, actor, table, rawQuery);
      for (const before of rows) {
        const patch: Row = toDbValues(table, input);
        const stored: Row = before;
        const changed = Object.keys(patch).filter(
          (key) => JSON.stringify(patch[key]) !== JSON.stringify(stored[key]),
        );
        assertRowWritable(actor, table, access, "update", stored, changed);
        await tableModule(table).writes.update(ctx, before, { ...patch }, input);
        // Checked once the module's own refusals had their say (a row of one employee never
        // moves: 400); the transaction rolls back what the module wrote.
        assertStoreReachable(actor, stored, patch);
      }
      return rows.map((row) => row.id);
    },
    options.newAttachments,
  );
  return presentRecords(deps, actor, table, ids);
}

/** DELETE: every target row through the matrix's row rules, then the table module's remove. */
export async function deleteRecords(
  deps: RestDeps,
  actor: Actor,
  table: TableName,
  rawQuery: Record<string, unknown>,
) {
  const access = requireAccess(actor, table, "delete");
  const writes = tableModule(table).writes;
  return inTransaction(deps, actor, table, async (ctx) => {
    const rows = await targetRows(deps, ctx.trx, actor, table, rawQuery, writes.notFoundOnDelete);
    const removed: Row[] = [];
    for (const row of rows) {
      assertRowWritable(actor, table, access, "delete", row, []);
      removed.push(await writes.remove(ctx, row));
    }
    return removed.map((row) => withAllowedActions(table, actor, presentRow(table, row)));
  });
}
