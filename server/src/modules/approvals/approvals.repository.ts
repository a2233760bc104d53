import {
  APPROVAL_WAITING_STATUS,
  type ApprovalTable,
  type RuleForMatching,
  type TApprovalStep,
} from "@storeops/domain";
import { type Kysely, sql } from "kysely";
import { storeList } from "../../access/delegations.ts";
import type { DB } from "../../db/database.ts";
import { newId } from "../../ids.ts";
import { parseSettings } from "../stores/stores.service.ts";

function steps(text: string): TApprovalStep[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? (parsed as TApprovalStep[]) : [];
  } catch {
    return [];
  }
}

/** The active rules of a table, as matching reads them. */
export async function activeRules(db: Kysely<DB>, table: ApprovalTable): Promise<RuleForMatching[]> {
  const rows = await db
    .selectFrom("approval_rules")
    .selectAll()
    .where("target_table", "=", table)
    .where("active", "=", 1)
    .execute();
  return rows.map((row) => ({ ...row, amount_from: row.amount_from, steps: steps(row.steps) }));
}

/** The store setting "require manager approval" (store settings, `approval`). */
export async function managerFirst(db: Kysely<DB>, storeId: string | null): Promise<boolean> {
  if (!storeId) return false;
  const store = await db.selectFrom("stores").select("settings").where("id", "=", storeId).executeTakeFirst();
  return parseSettings(store?.settings ?? null).approval?.require_manager_approval === true;
}

/** Where a record's approval stands, set in one conditional update: false when it moved meanwhile. */
export async function moveStep(
  db: Kysely<DB>,
  table: ApprovalTable,
  id: string,
  from: { step: number; waiting: string | null },
  to: { approval_step: number; approval_waiting: string | null; approval_done: string; updated_at: string },
): Promise<boolean> {
  const result = await db
    .updateTable(table)
    .set(to)
    .where("id", "=", id)
    .where("status", "=", APPROVAL_WAITING_STATUS[table])
    .where(sql<number>`coalesce(approval_step, 0)`, "=", from.step)
    .where(sql<string>`coalesce(approval_waiting, '')`, "=", from.waiting ?? "")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export interface Decision {
  table: ApprovalTable;
  recordId: string;
  step: number;
  decision: "approve" | "reject";
  countedUserId: string;
  userId: string;
  onBehalfOf: string | null;
  reason: string | null;
  at: string;
}

/** One person's decision of one step; false when they already decided it (the unique index). */
export async function addDecision(db: Kysely<DB>, decision: Decision): Promise<boolean> {
  const result = await db
    .insertInto("record_approvals")
    .values({
      id: newId(),
      target_table: decision.table,
      record_id: decision.recordId,
      step_index: decision.step,
      decision: decision.decision,
      counted_user_id: decision.countedUserId,
      user_id: decision.userId,
      on_behalf_of: decision.onBehalfOf,
      reason: decision.reason,
      decided_at: decision.at,
    })
    .onConflict((conflict) =>
      conflict.columns(["target_table", "record_id", "step_index", "counted_user_id"]).doNothing(),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** A record's decisions, in order, with the names of who acted and for whom. */
export function decisionsOf(db: Kysely<DB>, table: ApprovalTable, id: string) {
  return db
    .selectFrom("record_approvals as a")
    .leftJoin("users as u", "u.id", "a.user_id")
    .leftJoin("users as b", "b.id", "a.on_behalf_of")
    .select([
      "a.step_index",
      "a.decision",
      "a.user_id",
      "u.name as user_name",
      "a.on_behalf_of",
      "b.name as on_behalf_of_name",
      "a.reason",
      "a.decided_at",
    ])
    .where("a.target_table", "=", table)
    .where("a.record_id", "=", id)
    .orderBy("a.decided_at")
    .orderBy("a.id")
    .execute();
}

/** Names of users by id. */
export async function userNames(db: Kysely<DB>, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("users")
    .select(["id", "name"])
    .where("id", "in", [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The active users among `ids`, with what their store scope is read from. */
export async function activeUsers(db: Kysely<DB>, ids: readonly string[]) {
  if (ids.length === 0)
    return new Map<string, { role: string; assigned_stores: string[]; managed_stores: string[] }>();
  const rows = await db
    .selectFrom("users")
    .select(["id", "role", "assigned_stores", "managed_stores"])
    .where("id", "in", [...ids])
    .where("status", "=", "active")
    .execute();

  return new Map(
    rows.map((row) => [
      row.id,
      {
        role: row.role,
        assigned_stores: storeList(row.assigned_stores),
        managed_stores: storeList(row.managed_stores),
      },
    ]),
  );
}
