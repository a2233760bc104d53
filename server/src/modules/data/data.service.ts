import { CREATE_SCHEMAS, MSG, reachesStore, type TableDef, type TableName, TABLES, UPDATE_SCHEMAS } from "@storeops/domain";
import type { Kysely } from "kysely";
import type { z } from "zod";
import { diffChanges, writeAudit } from "../../audit/audit.ts";
import type { DB, Dialect, Row } from "../../db/database.ts";
import { badRequest, forbidden, notFound } from "../../errors.ts";
import { newId, nowIso } from "../../ids.ts";
import type { Actor } from "../../plugins/auth.ts";
import { factColumns, withAllowedActions } from "../../access/allowed-actions.ts";
import { assertRowWritable, requireAccess } from "../../access/permissions.ts";
import { type ColumnContext, presentRow, toDbValues } from "./columns.ts";
import { readCondition, whereOf } from "./conditions.ts";
import { countRows, deleteRow, insertRow, listRows, rowsByIds, rowsForWrite, updateRow } from "./data.repository.ts";
import { describeRecord } from "./describe.ts";
import { TABLE_HOOKS } from "./hooks/index.ts";
import type { WriteContext } from "./hooks/types.ts";
import { clockIn, clockOut } from "../time-entries/time-entries.service.ts";
import { statusActionInput, takeStatusAction, transitionRecord } from "../transactions/status-transition.ts";
import { type ParsedQuery, parseQuery } from "./query.ts";
import { dateInZone, storeNow, storeToday } from "./today.ts";

/** At most this many rows change in one PATCH or DELETE. */
const MAX_WRITE_ROWS = 500;

interface Deps {
  db: Kysely<DB>;
  dialect: Dialect;
}

/** Facts computed columns need for this request: purchases' overdue uses each store's today. */
async function columnContext(db: Kysely<DB>, table: TableName): Promise<ColumnContext> {
  if (table !== "purchases") return {};
  const stores = await db.selectFrom("stores").select(["id", "timezone"]).execute();
  const now = new Date();
  return { todayByStore: new Map(stores.map((store) => [String(store.id), dateInZone(now, String(store.timezone))])) };
}

/** `status=overdue` is not stored: it reads as the derived overdue flag (PRODUCT.md §2). */
function translateOverdue(table: TableName, query: ParsedQuery): void {
  if (table !== "purchases") return;
  query.filters = query.filters.map((filter) =>
    filter.column === "status" && filter.op === "eq" && filter.value === "overdue"
      ? { column: "overdue", op: "eq", value: 1 }
      : filter,
  );
}

export async function listRecords(deps: Deps, actor: Actor, table: TableName, rawQuery: Record<string, unknown>) {
  const access = requireAccess(actor, table, "read");
  const query = parseQuery(TABLES[table], rawQuery);
  translateOverdue(table, query);
  const context = await columnContext(deps.db, table);
  const where = whereOf(table, query, readCondition(actor, table, access), context);
  const requested = query.select;
  const facts = factColumns(table).filter((column) => !requested.includes(column));
  const [rows, total] = await Promise.all([
    listRows(deps.db, table, { ...query, select: [...requested, ...facts] }, where, context),
    query.count ? countRows(deps.db, table, where) : Promise.resolve(undefined),
  ]);
  const now = new Date();
  const presented = rows.map((row) => {
    const full = presentRow(table, row);
    const shown = { ...full };
    for (const column of facts) delete shown[column];
    return withAllowedActions(table, actor, shown, full, now);
  });
  return { rows: presented, total };
}

/** Drops read-only keys a client echoes back (ids, timestamps, joined names) before validation. */
function writableInput(table: TableName, body: unknown): Record<string, unknown> {
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw badRequest("Request body must be a JSON object");
  const def: TableDef = TABLES[table];
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    const column = def.columns[key];
    if (column && (column.computed || (column.system && key !== "password_hash"))) continue;
    out[key] = value;
  }
  return out;
}

function validate(schema: z.ZodType | undefined, input: Record<string, unknown>): Record<string, unknown> {
  if (!schema) throw forbidden();
  return schema.parse(input) as Record<string, unknown>;
}

function writeContext(trx: Kysely<DB>, actor: Actor, table: TableName, newAttachments: readonly string[] = []): WriteContext {
  return {
    trx,
    actor,
    table,
    newAttachments: new Set(newAttachments),
    today: (storeId) => storeToday(trx, storeId),
    now: (storeId) => storeNow(trx, storeId),
  };
}

/** The store a new record belongs to: staff always their current store; others must reach it. */
function resolveStore(actor: Actor, table: TableName, input: Record<string, unknown>): string | undefined {
  if (!TABLES[table].storeBound || table === "stores") return undefined;
  const given = typeof input.store_id === "string" && input.store_id ? input.store_id : undefined;
  if (actor.user.role === "staff") {
    if (given && given !== actor.currentStoreId) throw forbidden(MSG.noStorePermission);
    if (!actor.currentStoreId) throw forbidden(MSG.storeContextMissing);
    return actor.currentStoreId;
  }
  if (!given) throw badRequest("Store is required", { fields: { store_id: ["Store is required"] } });
  if (!reachesStore(actor.scope, given)) throw forbidden(MSG.noStorePermission);
  return given;
}


const EMPLOYEE_TABLES: readonly TableName[] = ["employee_time_entries", "employee_wages", "employee_withdrawals"];

/** Payroll and time rows belong to the employee's store unless another is given. */
async function defaultStoreFromEmployee(db: Kysely<DB>, actor: Actor, table: TableName, input: Record<string, unknown>) {
  if (!EMPLOYEE_TABLES.includes(table) || input.store_id || actor.user.role === "staff") return;
  if (typeof input.employee_id !== "string") return;
  const employee = await db.selectFrom("staff").select("store_id").where("id", "=", input.employee_id).executeTakeFirst();
  if (!employee) throw notFound(MSG.employeeNotFound);
  input.store_id = employee.store_id;
}

export async function createRecord(deps: Deps, actor: Actor, table: TableName, body: unknown) {
  const access = requireAccess(actor, table, "create");
  const input = validate(CREATE_SCHEMAS[table], writableInput(table, body));
  await defaultStoreFromEmployee(deps.db, actor, table, input);
  const storeId = resolveStore(actor, table, input);
  const now = nowIso();
  const values: Row = { ...toDbValues(table, input), id: newId(), created_at: now, updated_at: now };
  if (storeId) values.store_id = storeId;
  if ("created_by" in TABLES[table].columns) values.created_by = actor.user.id;
  const hooks = TABLE_HOOKS[table];
  const created = await deps.db.transaction().execute(async (trx) => {
    const context = writeContext(trx, actor, table);
    await hooks?.beforeCreate?.(context, values, input);
    if (access === "clock") await clockIn(trx, actor, values);
    else {
      await insertRow(trx, table, values);
      await writeAudit(trx, actor.audit, {
        action: "CREATE",
        targetTable: table,
        targetId: String(values.id),
        description: `Created ${describeRecord(table, values)}`,
        changes: auditValues(table, values),
      });
    }
    const [row] = await rowsByIds(trx, table, [String(values.id)], await columnContext(trx, table));
    return row;
  });
  if (!created) throw notFound();
  return { ...withAllowedActions(table, actor, presentRow(table, created)), ...hooks?.createResponseExtras?.(values) };
}

function requireFilter(rawQuery: Record<string, unknown>) {
  const hasFilter = Object.keys(rawQuery).some((key) => /^(eq|neq|gt|gte|lt|lte|like|ilike|in|is)\d*$/.test(key));
  if (!hasFilter) throw badRequest("PATCH and DELETE need a filter, e.g. ?eq=id.{id}");
}

function singleIdFilter(rawQuery: Record<string, unknown>): boolean {
  const eq = rawQuery.eq;
  return typeof eq === "string" && eq.startsWith("id.") && Object.keys(rawQuery).length === 1;
}

async function targetRows(deps: Deps, trx: Kysely<DB>, actor: Actor, table: TableName, rawQuery: Record<string, unknown>) {
  requireFilter(rawQuery);
  const readAccess = requireAccess(actor, table, "read");
  const query = parseQuery(TABLES[table], { ...rawQuery, select: undefined, order: undefined });
  const where = whereOf(table, { filters: query.filters, q: query.q }, readCondition(actor, table, readAccess));
  const rows = await rowsForWrite(trx, deps.dialect, table, where, MAX_WRITE_ROWS);
  if (rows.length > MAX_WRITE_ROWS) throw badRequest(`A single request may change at most ${MAX_WRITE_ROWS} rows`);
  if (rows.length === 0 && singleIdFilter(rawQuery)) throw notFound();
  return rows;
}

export async function updateRecords(
  deps: Deps,
  actor: Actor,
  table: TableName,
  rawQuery: Record<string, unknown>,
  body: unknown,
  options: { newAttachments?: readonly string[] } = {},
) {
  const access = requireAccess(actor, table, "update");
  const input = validate(UPDATE_SCHEMAS[table], writableInput(table, body));
  if (Object.keys(input).length === 0) throw badRequest("No fields to update");
  const ids = await deps.db.transaction().execute(async (trx) => {
    const context = writeContext(trx, actor, table, options.newAttachments);
    const rows = await targetRows(deps, trx, actor, table, rawQuery);
    for (const before of rows) {
      const patch: Row = toDbValues(table, input);
      const changed = Object.keys(patch).filter((key) => JSON.stringify(patch[key]) !== JSON.stringify(before[key]));
      assertRowWritable(actor, table, access, "update", before, changed);
      if (typeof patch.store_id === "string" && patch.store_id !== before.store_id && !reachesStore(actor.scope, patch.store_id)) {
        throw forbidden(MSG.noStorePermission);
      }
      // Approve, reject and pay through PATCH are the same use cases as their explicit routes.
      const statusAction = takeStatusAction(table, before, patch);
      if (statusAction) {
        const { notes, rejection_reason, ...rest } = patch;
        const actionInput = statusActionInput(statusAction, { notes, rejection_reason });
        if (Object.keys(rest).length > 0) await updateOne(context, before, rest, input);
        await transitionRecord(trx, actor, table as "purchases", before, statusAction, actionInput);
      } else if (access === "clock" && patch.clock_out_time !== undefined) {
        await TABLE_HOOKS[table]?.beforeUpdate?.(context, before, patch, input);
        await clockOut(trx, actor, before, patch);
      } else if (Object.keys(patch).length > 0) {
        await updateOne(context, before, patch, input);
      }
    }
    return rows.map((row) => String(row.id));
  });
  return presentRecords(deps, actor, table, ids);
}

/** The ordinary update of one row (hooks, then the change and its UPDATE audit entry). */
async function updateOne(context: WriteContext, before: Row, patch: Row, input: Record<string, unknown>): Promise<void> {
  const { trx, actor, table } = context;
  await TABLE_HOOKS[table]?.beforeUpdate?.(context, before, patch, input);
  patch.updated_at = nowIso();
  await updateRow(trx, table, String(before.id), patch);
  const changes = diffChanges(auditValues(table, before), auditValues(table, { ...before, ...patch }));
  delete changes.updated_at;
  await writeAudit(trx, actor.audit, {
    action: "UPDATE",
    targetTable: table,
    targetId: String(before.id),
    description: `Updated ${describeRecord(table, { ...before, ...patch })}`,
    changes,
  });
}

/** Records by id as the API shows them, with their allowed actions. */
export async function presentRecords(deps: Pick<Deps, "db">, actor: Actor, table: TableName, ids: readonly string[]) {
  const rows = await rowsByIds(deps.db, table, ids, await columnContext(deps.db, table));
  return rows.map((row) => withAllowedActions(table, actor, presentRow(table, row)));
}

export async function deleteRecords(deps: Deps, actor: Actor, table: TableName, rawQuery: Record<string, unknown>) {
  const access = requireAccess(actor, table, "delete");
  const hooks = TABLE_HOOKS[table];
  return deps.db.transaction().execute(async (trx) => {
    const context = writeContext(trx, actor, table);
    const rows = await targetRows(deps, trx, actor, table, rawQuery);
    for (const row of rows) {
      assertRowWritable(actor, table, access, "delete", row, []);
      await hooks?.beforeDelete?.(context, row);
      await deleteRow(trx, table, String(row.id));
      await writeAudit(trx, actor.audit, {
        action: "DELETE",
        targetTable: table,
        targetId: String(row.id),
        description: `Deleted ${describeRecord(table, row)}`,
        changes: auditValues(table, row),
      });
    }
    return rows.map((row) => withAllowedActions(table, actor, presentRow(table, row)));
  });
}

/** Field values for the audit trail: API terms, secrets and hashes left out. */
function auditValues(table: TableName, row: Row): Record<string, unknown> {
  const values = presentRow(table, row);
  delete values.created_at;
  return values;
}
