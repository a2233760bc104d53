import type { TableName } from "../tables.ts";
import {
  accessFor,
  mayTakeStepAction,
  NAMED_ONLY_ACCESS,
  namedActions,
  type RecordAction,
} from "./permissions.ts";
import { deleteRefusal, POLICIES, rowRefusal } from "./policies.ts";
import type { Caller, RecordFacts, TablePolicy } from "./row-access.ts";

/** Tables whose records carry `allowed_actions`. */
export const ACTION_TABLES = [
  "purchases",
  "expenses",
  "daily_income",
  "cash_ups",
  "payroll_runs",
  "employee_time_entries",
  "staff",
  "stores",
  "vendors",
  "industries",
  "categories",
  "users",
  "careers",
  "career_applications",
  "shifts",
] as const satisfies readonly TableName[];
export type ActionTable = (typeof ACTION_TABLES)[number];

export function hasAllowedActions(table: string): table is ActionTable {
  return (ACTION_TABLES as readonly string[]).includes(table);
}

function mayWrite(
  table: TableName,
  verb: "update" | "delete",
  caller: Caller,
  record: RecordFacts,
  now: Date,
): boolean {
  const access = accessFor(caller.role, table, verb);
  if (!access || NAMED_ONLY_ACCESS.includes(access)) return false;
  if (rowRefusal(table, access, caller, record, now) !== null) return false;
  return verb !== "delete" || deleteRefusal(table, caller, record) === null;
}

/**
 * The actions this caller may take on this record now: edit and delete from the matrix and the
 * module's row rule, then the table's named actions the matrix grants the role, where the
 * module's policy says they apply (status, open entry). The server refuses by the same rules;
 * the record is assumed to be within the caller's stores (else never returned).
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
  const policy: TablePolicy = POLICIES[table];
  for (const action of namedActions(table)) {
    const applies = policy.actionOpen?.[action]?.(record, caller) ?? true;
    // mayTakeStepAction: the matrix's roles, and those a rule's step may name (whose policy then decides).
    if (applies && mayTakeStepAction(caller.role, table, action)) actions.push(action);
  }
  return actions;
}
