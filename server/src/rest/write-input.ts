import { MSG, reachesStore, TABLES, type TableDef, type TableName } from "@storeops/domain";
import type { Kysely } from "kysely";
import type { z } from "zod";
import type { Actor } from "../access/actor.ts";
import type { DB, Row } from "../db/database.ts";
import { badRequest, forbidden, notFound } from "../errors.ts";
import { columnOf, presentRow } from "./columns.ts";
import { tableModule } from "./registry.ts";

/** Drops read-only keys a client echoes back (ids, timestamps, joined names) before validation. */
export function writableInput(table: TableName, body: unknown): Record<string, unknown> {
  if (typeof body !== "object" || body === null || Array.isArray(body))
    throw badRequest("Request body must be a JSON object");
  const def: TableDef = TABLES[table];
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    const column = columnOf(def, key);
    if (column && (column.computed || (column.system && key !== "password_hash"))) continue;
    out[key] = value;
  }
  return out;
}

export function validate(
  schema: z.ZodType | undefined,
  input: Record<string, unknown>,
): Record<string, unknown> {
  if (!schema) throw forbidden();
  return schema.parse(input) as Record<string, unknown>;
}

/** The store a new record belongs to: staff always their current store; others must reach it. */
export function resolveStore(
  actor: Actor,
  table: TableName,
  input: Record<string, unknown>,
): string | undefined {
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

/** The employee a row names, as the caller reaches it: an employee outside the caller's stores is not found. */
async function reachableEmployee(db: Kysely<DB>, actor: Actor, employeeId: string) {
  const employee = await db
    .selectFrom("staff")
    .select("store_id")
    .where("id", "=", employeeId)
    .executeTakeFirst();
  if (!employee || !reachesStore(actor.scope, employee.store_id)) throw notFound(MSG.employeeNotFound);
  return employee;
}

/** Rows of one employee belong to the employee's store unless another is given. */
export async function defaultStoreFromEmployee(
  db: Kysely<DB>,
  actor: Actor,
  table: TableName,
  input: Record<string, unknown>,
) {
  if (!tableModule(table).employeeBound || input.store_id || actor.user.role === "staff") return;
  if (typeof input.employee_id !== "string") return;
  input.store_id = (await reachableEmployee(db, actor, input.employee_id)).store_id;
}

/** A row of one employee names a staff record of the row's own store, within the caller's stores. */
export async function assertEmployeeOfStore(db: Kysely<DB>, actor: Actor, table: TableName, row: Row) {
  if (!tableModule(table).employeeBound || typeof row.employee_id !== "string") return;
  const employee = await reachableEmployee(db, actor, row.employee_id);
  if (employee.store_id !== row.store_id) {
    throw badRequest(MSG.employeeNotInStore, { fields: { employee_id: [MSG.employeeNotInStore] } });
  }
}

/** A row of one employee is never moved to another employee or store (PRODUCT.md §8). */
export function assertNotMoved(table: TableName, before: Row, patch: Row) {
  if (!tableModule(table).employeeBound) return;
  const moved = (["employee_id", "store_id"] as const).filter(
    (key) => patch[key] !== undefined && patch[key] !== before[key],
  );
  if (moved.length > 0) {
    throw badRequest(MSG.employeeRecordFixed, {
      fields: Object.fromEntries(moved.map((key) => [key, [MSG.employeeRecordFixed]])),
    });
  }
}

export function requireFilter(rawQuery: Record<string, unknown>) {
  const hasFilter = Object.keys(rawQuery).some((key) =>
    /^(eq|neq|gt|gte|lt|lte|like|ilike|in|is)\d*$/.test(key),
  );
  if (!hasFilter) throw badRequest("PATCH and DELETE need a filter, e.g. ?eq=id.{id}");
}

export function singleIdFilter(rawQuery: Record<string, unknown>): boolean {
  const eq = rawQuery.eq;
  return typeof eq === "string" && eq.startsWith("id.") && Object.keys(rawQuery).length === 1;
}

/** Field values for the audit trail: API terms, secrets and hashes left out. */
export function auditValues(table: TableName, row: Row): Record<string, unknown> {
  const values = presentRow(table, row);
  delete values.created_at;
  return values;
}
