import type { TableName } from "../tables.ts";
import { mayTakeStatusAction, requiredStatus, type StatusAction } from "../transactions/status-actions.ts";
import type { TransactionTable } from "../transactions/transitions.ts";
import { accessFor } from "./permissions.ts";
import { type Caller, type RecordFacts, rowRefusal } from "./row-access.ts";

/** What a caller may do to one record now; the web shows buttons from it (PRODUCT.md §8). */
export const RECORD_ACTIONS = [
  "edit",
  "delete",
  "approve",
  "reject",
  "pay",
  "clock_out",
  "settings",
  "hire",
] as const;
export type RecordAction = (typeof RECORD_ACTIONS)[number];

/** Tables whose records carry `allowed_actions`. */
export const ACTION_TABLES = [
  "purchases",
  "expenses",
  "daily_income",
  "employee_time_entries",
  "staff",
  "stores",
  "vendors",
  "industries",
  "users",
  "careers",
  "career_applications",
] as const satisfies readonly TableName[];
export type ActionTable = (typeof ACTION_TABLES)[number];

export function hasAllowedActions(table: string): table is ActionTable {
  return (ACTION_TABLES as readonly string[]).includes(table);
}

/** Application statuses a hire may start from. */
export const HIREABLE_STATUSES = ["new", "reviewing", "interviewed"] as const;

function mayWrite(
  table: TableName,
  verb: "update" | "delete",
  caller: Caller,
  record: RecordFacts,
  now: Date,
): boolean {
  const access = accessFor(caller.role, table, verb);
  if (!access || access === "review" || access === "clock") return false;
  if (rowRefusal(access, caller, record, now) !== null) return false;
  // Admins cannot be deleted, and nobody deletes their own account.
  if (table === "users" && verb === "delete") return record.role !== "admin" && record.id !== caller.userId;
  return true;
}

function statusActions(table: TransactionTable, caller: Caller, record: RecordFacts): RecordAction[] {
  const actions: StatusAction[] =
    table === "purchases" ? ["approve", "reject", "pay"] : ["approve", "reject"];
  return actions.filter(
    (action) =>
      mayTakeStatusAction(caller.role, table, action) && record.status === requiredStatus(table, action),
  );
}

/**
 * The actions this caller may take on this record now, from the permission matrix, the status
 * transitions, the own/pending rule, the 24-hour window and who may mark paid. The server refuses
 * by the same rules; the record is assumed to be within the caller's stores (else never returned).
 */
export function allowedActions(
  table: ActionTable,
  caller: Caller,
  record: RecordFacts,
  now: Date,
): RecordAction[] {
  const actions: RecordAction[] = [];
  if (mayWrite(table, "update", caller, record, now)) actions.push("edit");
  if (mayWrite(table, "delete", caller, record, now)) actions.push("delete");
  if (table === "purchases" || table === "expenses") actions.push(...statusActions(table, caller, record));
  if (
    table === "employee_time_entries" &&
    accessFor(caller.role, table, "update") &&
    record.clock_out_time == null
  ) {
    actions.push("clock_out");
  }
  if (table === "stores" && accessFor(caller.role, table, "update")) actions.push("settings");
  if (
    table === "career_applications" &&
    caller.role === "admin" &&
    (HIREABLE_STATUSES as readonly string[]).includes(String(record.status))
  ) {
    actions.push("hire");
  }
  return actions;
}
