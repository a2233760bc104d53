import { MSG, TABLES, type TableName } from "@storeops/domain";
import { diffChanges, writeAudit } from "../audit/audit.ts";
import type { Row } from "../db/database.ts";
import { conflict } from "../errors.ts";
import { newId, nowIso } from "../ids.ts";
import { toDbValues } from "./columns.ts";
import { deleteRow, insertRow, updateRow } from "./rest.repository.ts";
import type { Created, Draft, Input, Patch, Stored, TableWrites, WriteContext } from "./write-context.ts";
import { auditValues, resolveStore } from "./write-input.ts";

/**
 * The building blocks of a module's writes: a new row from the input, and each insert, update
 * and delete with its audit entry.
 */

/** A new row in database terms: the input, a new id, timestamps, its store and its author. */
export function newRecord<T extends TableName>(ctx: WriteContext<T>, input: Input): Draft<T> {
  const { actor, table } = ctx;
  const storeId = resolveStore(actor, table, input);
  const now = nowIso();
  const values: Row = { ...toDbValues(table, input), id: newId(), created_at: now, updated_at: now };
  if (storeId) values.store_id = storeId;
  if ("created_by" in TABLES[table].columns) values.created_by = actor.user.id;
  return values as Draft<T>;
}

/** A natural key the database keeps unique: a concurrent second insert is a 409 with this message. */
interface UniqueKey {
  columns: readonly string[];
  message: string;
}

/**
 * Stores a new row with its CREATE entry ("Created purchase INV-1 …" unless `description`);
 * `extra` adds facts kept outside the row (who confirmed a duplicate warning). A row of an import
 * has no entry of its own: its run's IMPORT entry counts it.
 */
export async function insertWithAudit<T extends TableName>(
  ctx: WriteContext<T>,
  values: Draft<T>,
  options: { uniqueKey?: UniqueKey; description?: string; extra?: Record<string, unknown> } = {},
): Promise<Created> {
  const { table, trx } = ctx;
  if (!(await insertRow(trx, table, values, options.uniqueKey?.columns))) {
    throw conflict(options.uniqueKey?.message ?? MSG.recordExists);
  }
  if (ctx.imported) return { id: values.id };
  await writeAudit(trx, ctx.actor.audit, {
    action: "CREATE",
    targetTable: table,
    targetId: values.id,
    description: options.description ?? `Created ${ctx.describe(values as Stored<T>)}`,
    changes: { ...auditValues(table, values), ...options.extra },
  });
  return { id: values.id };
}

/**
 * Stores a change with its UPDATE entry; a change that changes nothing stores nothing and writes
 * no entry. `extra` adds changes kept outside the row (the attachments table).
 */
export async function updateWithAudit<T extends TableName>(
  ctx: WriteContext<T>,
  before: Stored<T>,
  patch: Patch<T>,
  options: { extra?: Record<string, unknown>; description?: string } = {},
): Promise<void> {
  const { table, trx } = ctx;
  const id = (before as Row).id as string;
  const after = { ...before, ...patch };
  const changes = { ...diffChanges(auditValues(table, before), auditValues(table, after)), ...options.extra };
  delete changes.updated_at;
  if (Object.keys(changes).length === 0) return;
  (patch as Row).updated_at = nowIso();
  await updateRow(trx, table, id, patch);
  await writeAudit(trx, ctx.actor.audit, {
    action: "UPDATE",
    targetTable: table,
    targetId: id,
    description: options.description ?? `Updated ${ctx.describe({ ...before, ...patch })}`,
    changes,
  });
}

/** Deletes the row with its DELETE entry; answers the row as it was. */
export async function deleteWithAudit<T extends TableName>(
  ctx: WriteContext<T>,
  row: Stored<T>,
  options: { description?: string } = {},
): Promise<Stored<T>> {
  const id = (row as Row).id as string;
  await deleteRow(ctx.trx, ctx.table, id);
  await writeAudit(ctx.trx, ctx.actor.audit, {
    action: "DELETE",
    targetTable: ctx.table,
    targetId: id,
    description: options.description ?? `Deleted ${ctx.describe(row)}`,
    changes: auditValues(ctx.table, row),
  });
  return row;
}

/** The writes of a table without rules of its own: each row as given, with its audit entry. */
export function simpleWrites<T extends TableName>(): TableWrites<T> {
  return {
    create: (ctx, input) => insertWithAudit(ctx, newRecord(ctx, input)),
    update: (ctx, before, patch) => updateWithAudit(ctx, before, patch),
    remove: (ctx, row) => deleteWithAudit(ctx, row),
  };
}
