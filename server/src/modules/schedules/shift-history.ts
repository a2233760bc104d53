import type { Kysely } from "kysely";
import type { Actor } from "../../access/actor.ts";
import type { DB } from "../../db/database.ts";
import { newId, nowIso } from "../../ids.ts";

/** What happened to a published shift (docs/decisions.md, Schedules: a published week keeps its history). */
export type ShiftChangeAction = "published" | "changed" | "removed" | "swapped";

export interface ShiftChange {
  shift: { id: string; store_id: string; employee_id: string; shift_date: string };
  action: ShiftChangeAction;
  changes: Record<string, unknown> | null;
}

/** The columns whose change a published shift's history keeps. */
export const TRACKED = [
  "employee_id",
  "position",
  "shift_date",
  "start_time",
  "end_time",
  "start_at",
  "end_at",
  "break_minutes",
  "notes",
] as const;

/** The tracked columns that differ, as {column: {from, to}}. */
export function trackedChanges(
  before: Partial<Record<(typeof TRACKED)[number], unknown>>,
  after: Partial<Record<(typeof TRACKED)[number], unknown>>,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const column of TRACKED) {
    const from = before[column] ?? null;
    const to = after[column] ?? null;
    if (String(from) !== String(to)) changes[column] = { from, to };
  }
  return changes;
}

/** Keeps what happened, by whom and when, in the write's transaction (one insert for many). */
export async function recordChanges(db: Kysely<DB>, actor: Actor, entries: readonly ShiftChange[]) {
  const at = nowIso();
  for (let index = 0; index < entries.length; index += 200) {
    const rows = entries.slice(index, index + 200).map((entry) => ({
      id: newId(),
      created_at: at,
      store_id: entry.shift.store_id,
      shift_id: entry.shift.id,
      employee_id: entry.shift.employee_id,
      shift_date: entry.shift.shift_date,
      action: entry.action,
      changes: entry.changes ? JSON.stringify(entry.changes) : null,
      user_id: actor.user.id,
      user_name: actor.user.name,
    }));
    if (rows.length > 0) await db.insertInto("shift_changes").values(rows).execute();
  }
}
