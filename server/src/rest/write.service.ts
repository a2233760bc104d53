import {
  ATTACHMENT_TABLES,
  CREATE_SCHEMAS,
  MSG,
  reachesStore,
  TABLES,
  type TableName,
  UPDATE_SCHEMAS,
} from "@storeops/domain";
import type { Kysely } from "kysely";
import type { Actor } from "../access/actor.ts";
import { withAllowedActions } from "../access/allowed-actions.ts";
import { assertRowWritable, requireAccess } from "../access/permissions.ts";
import { readCondition } from "../access/store-scope.ts";
import { attachmentNames, type NewAttachment } from "../attachments/attachments.repository.ts";
import { diffChanges, writeAudit } from "../audit/audit.ts";
import type { DB, Row } from "../db/database.ts";
import { forgetStoreZones, storeNow, storeToday } from "../db/store-time.ts";
import { badRequest, conflict, forbidden, notFound } from "../errors.ts";
import { newId, nowIso } from "../ids.ts";
import { presentRow, toDbValues } from "./columns.ts";
import { whereOf } from "./conditions.ts";
import { parseQuery } from "./query.ts";
import { presentRecords, type RestDeps } from "./read.service.ts";
import { tableModule } from "./registry.ts";
import { deleteRow, insertRow, rowsForWrite, updateRow } from "./rest.repository.ts";
import type { WriteContext } from "./table-module.ts";
import {
  assertEmployeeOfStore,
  assertNotMoved,
  auditValues,
  defaultStoreFromEmployee,
  requireFilter,
  resolveStore,
  singleIdFilter,
  validate,
  writableInput,
} from "./write-input.ts";

/** At most this many rows change in one PATCH or DELETE. */
const MAX_WRITE_ROWS = 500;

/**
 * Stores a change with its UPDATE audit entry; a change that changes nothing stores nothing and
 * writes no entry. `extra` adds changes kept outside the row (the attachments table).
 */
async function writeUpdate(ctx: WriteContext, before: Row, patch: Row, extra: Record<string, unknown> = {}) {
  const { table, trx } = ctx;
  const describe = tableModule(table).describe;
  const changes = {
    ...diffChanges(auditValues(table, before), auditValues(table, { ...before, ...patch })),
    ...extra,
  };
  delete changes.updated_at;
  if (Object.keys(changes).length === 0) return;
  patch.updated_at = nowIso();
  await updateRow(trx, table, String(before.id), patch);
  await writeAudit(trx, ctx.actor.audit, {
    action: "UPDATE",
    targetTable: table,
    targetId: String(before.id),
    description: `Updated ${describe({ ...before, ...patch })}`,
    changes,
  });
}

function writeContext(
  trx: Kysely<DB>,
  actor: Actor,
  table: TableName,
  newAttachments: readonly NewAttachment[] = [],
): WriteContext {
  const context: WriteContext = {
    trx,
    actor,
    table,
    newAttachments: new Map(newAttachments.map((file) => [file.name, file])),
    update: (before, patch) => writeUpdate(context, before, patch),
    today: (storeId) => storeToday(trx, storeId),
    now: (storeId) => storeNow(trx, storeId),
  };
  return context;
}

/** The record's file names when this write may change them, to name the change in the audit entry. */
async function filesOf(ctx: WriteContext, id: string, input: Record<string, unknown>) {
  if (input.attachments === undefined || !(ATTACHMENT_TABLES as readonly string[]).includes(ctx.table))
    return;
  return [...(await attachmentNames(ctx.trx, ctx.table, id))].sort();
}

/** POST: validate, place in a store, the module's rules, insert with its audit entry, present. */
export async function createRecord(deps: RestDeps, actor: Actor, table: TableName, body: unknown) {
  requireAccess(actor, table, "create");
  const module = tableModule(table);
  const input = validate(CREATE_SCHEMAS[table], writableInput(table, body));
  await defaultStoreFromEmployee(deps.db, actor, table, input);
  const storeId = resolveStore(actor, table, input);
  const now = nowIso();
  const values: Row = { ...toDbValues(table, input), id: newId(), created_at: now, updated_at: now };
  if (storeId) values.store_id = storeId;
  if ("created_by" in TABLES[table].columns) values.created_by = actor.user.id;
  const result = await deps.db.transaction().execute(async (trx) => {
    const context = writeContext(trx, actor, table);
    await assertEmployeeOfStore(trx, actor, table, values);
    const outcome = await module.prepareCreate?.(context, values, input);
    const ordinary = async (row: Row) => {
      if (!(await insertRow(trx, table, row, module.uniqueKey?.columns))) {
        throw conflict(module.uniqueKey?.message ?? "This record already exists.");
      }
      await writeAudit(trx, actor.audit, {
        action: "CREATE",
        targetTable: table,
        targetId: String(row.id),
        description: `Created ${module.describe(row)}`,
        changes: auditValues(table, row),
      });
    };
    await (module.insert ? module.insert(context, values, ordinary) : ordinary(values));
    const [record] = await presentRecords({ db: trx }, actor, table, [String(values.id)]);
    return { record, outcome };
  });
  if (table === "stores") forgetStoreZones(deps.db);
  if (!result.record) throw notFound();
  return { ...result.record, ...result.outcome?.shownOnce };
}

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
  if (rows.length > MAX_WRITE_ROWS)
    throw badRequest(`A single request may change at most ${MAX_WRITE_ROWS} rows`);
  if (rows.length === 0 && singleIdFilter(rawQuery)) throw notFound(notFoundMessage);
  return rows;
}

/** PATCH: every target row through the matrix's row rules, then the module's update (or the ordinary one). */
export async function updateRecords(
  deps: RestDeps,
  actor: Actor,
  table: TableName,
  rawQuery: Record<string, unknown>,
  body: unknown,
  options: { newAttachments?: readonly NewAttachment[] } = {},
) {
  const access = requireAccess(actor, table, "update");
  const module = tableModule(table);
  const input = validate(UPDATE_SCHEMAS[table], writableInput(table, body));
  if (Object.keys(input).length === 0) throw badRequest("No fields to update");
  const ids = await deps.db.transaction().execute(async (trx) => {
    const context = writeContext(trx, actor, table, options.newAttachments);
    const ordinary = async (before: Row, patch: Row) => {
      const filesBefore = await filesOf(context, String(before.id), input);
      await module.prepareUpdate?.(context, before, patch, input);
      const filesAfter = await filesOf(context, String(before.id), input);
      const files =
        JSON.stringify(filesBefore) === JSON.stringify(filesAfter)
          ? {}
          : { attachments: { before: filesBefore, after: filesAfter } };
      await writeUpdate(context, before, patch, files);
    };
    const rows = await targetRows(deps, trx, actor, table, rawQuery);
    for (const before of rows) {
      const patch: Row = toDbValues(table, input);
      const changed = Object.keys(patch).filter(
        (key) => JSON.stringify(patch[key]) !== JSON.stringify(before[key]),
      );
      assertRowWritable(actor, table, access, "update", before, changed);
      assertNotMoved(table, before, patch);
      if (
        typeof patch.store_id === "string" &&
        patch.store_id !== before.store_id &&
        !reachesStore(actor.scope, patch.store_id)
      ) {
        throw forbidden(MSG.noStorePermission);
      }
      await (module.update
        ? module.update(context, before, patch, input, ordinary)
        : ordinary(before, patch));
    }
    return rows.map((row) => String(row.id));
  });
  if (table === "stores") forgetStoreZones(deps.db);
  return presentRecords(deps, actor, table, ids);
}

/** DELETE: row rules, the module's refusals, then each delete with its audit entry. */
export async function deleteRecords(
  deps: RestDeps,
  actor: Actor,
  table: TableName,
  rawQuery: Record<string, unknown>,
) {
  const access = requireAccess(actor, table, "delete");
  const module = tableModule(table);
  const deleted = await deps.db.transaction().execute(async (trx) => {
    const context = writeContext(trx, actor, table);
    const ordinary = async (row: Row) => {
      await deleteRow(trx, table, String(row.id));
      await writeAudit(trx, actor.audit, {
        action: "DELETE",
        targetTable: table,
        targetId: String(row.id),
        description: `Deleted ${module.describe(row)}`,
        changes: auditValues(table, row),
      });
      return row;
    };
    const rows = await targetRows(deps, trx, actor, table, rawQuery, module.notFoundOnDelete);
    const removed: Row[] = [];
    for (const row of rows) {
      assertRowWritable(actor, table, access, "delete", row, []);
      await module.assertRemovable?.(context, row);
      removed.push(await (module.remove ? module.remove(context, row, ordinary) : ordinary(row)));
    }
    return removed.map((row) => withAllowedActions(table, actor, presentRow(table, row)));
  });
  if (table === "stores") forgetStoreZones(deps.db);
  return deleted;
}
