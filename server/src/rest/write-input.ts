import { MSG, type Role, reachesStore, TABLES, type TableDef, type TableName } from "@storeops/domain";
import type { z } from "zod";
import type { Actor } from "../access/actor.ts";
import type { Row } from "../db/database.ts";
import { badRequest, forbidden } from "../errors.ts";
import { columnOf, presentRow } from "./columns.ts";

/** Drops read-only keys a client echoes back (ids, timestamps, joined names) before validation. */
export function writableInput(table: TableName, body: unknown): Record<string, unknown> {
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw badRequest(MSG.bodyNotObject);
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

/** Roles that always write to the store they signed in to (the staff role). */
const PINNED_TO_CURRENT_STORE: Record<Role, boolean> = {
  admin: false,
  ceo: false,
  accounting: false,
  store_manager: false,
  staff: true,
};

/** Whether the role always writes to the store it signed in to (an import then needs no store column). */
export const isPinnedToCurrentStore = (role: Role): boolean => PINNED_TO_CURRENT_STORE[role];

/** The store a new record belongs to: staff always their current store; others must reach it. */
export function resolveStore(
  actor: Actor,
  table: TableName,
  input: Record<string, unknown>,
): string | undefined {
  // A table scoped by its own id (stores) has no store column to fill in.
  const def: TableDef = TABLES[table];
  if (!def.storeBound || !columnOf(def, "store_id")) return undefined;
  const given = typeof input.store_id === "string" && input.store_id ? input.store_id : undefined;
  if (PINNED_TO_CURRENT_STORE[actor.user.role]) {
    if (given && given !== actor.currentStoreId) throw forbidden(MSG.noStorePermission);
    if (!actor.currentStoreId) throw forbidden(MSG.storeContextMissing);
    return actor.currentStoreId;
  }
  if (!given) throw badRequest(MSG.storeRequired, { fields: { store_id: [MSG.storeRequired] } });
  if (!reachesStore(actor.scope, given)) throw forbidden(MSG.noStorePermission);
  return given;
}

export function requireFilter(rawQuery: Record<string, unknown>) {
  const hasFilter = Object.keys(rawQuery).some((key) =>
    /^(eq|neq|gt|gte|lt|lte|like|ilike|in|is)\d*$/.test(key),
  );
  if (!hasFilter) throw badRequest(MSG.writeNeedsFilter);
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
