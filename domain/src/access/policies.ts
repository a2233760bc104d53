/**
 * Every table's policy, by table: the module's own rules (`<module>/policy.ts`) where it has
 * some, the matrix alone where it has none. Write checks and `allowed_actions` both read them.
 */
import { CAREER_APPLICATION_POLICY } from "../career-applications/policy.ts";
import { CASH_UP_POLICY } from "../cash-ups/policy.ts";
import { DAILY_INCOME_POLICY } from "../daily-income/policy.ts";
import { EXPENSE_POLICY } from "../expenses/policy.ts";
import { MSG, noPermissionTo } from "../messages.ts";
import { PAYROLL_RUN_POLICY } from "../payroll/run-policy.ts";
import { PURCHASE_POLICY } from "../purchases/policy.ts";
import { SAVED_VIEW_POLICY } from "../saved-views/policy.ts";
import type { TableName } from "../tables.ts";
import { TIME_ENTRY_POLICY } from "../time-entries/policy.ts";
import { USER_POLICY } from "../users/policy.ts";
import type { Access, Verb } from "./permissions.ts";
import type { Role } from "./roles.ts";
import {
  type Caller,
  forbiddenBecause,
  isOwn,
  type RecordFacts,
  type Refusal,
  type RowRefusal,
  type RowVerb,
  type TablePolicy,
} from "./row-access.ts";

/** A table with no rules beyond the matrix. */
const MATRIX_ONLY: TablePolicy = {};

export const POLICIES = {
  purchases: PURCHASE_POLICY,
  expenses: EXPENSE_POLICY,
  daily_income: DAILY_INCOME_POLICY,
  cash_ups: CASH_UP_POLICY,
  budgets: MATRIX_ONLY,
  approval_rules: MATRIX_ONLY,
  approval_delegations: MATRIX_ONLY,
  employee_time_entries: TIME_ENTRY_POLICY,
  employee_wages: MATRIX_ONLY,
  employee_withdrawals: MATRIX_ONLY,
  payroll_runs: PAYROLL_RUN_POLICY,
  staff: MATRIX_ONLY,
  stores: MATRIX_ONLY,
  industries: MATRIX_ONLY,
  categories: MATRIX_ONLY,
  vendors: MATRIX_ONLY,
  users: USER_POLICY,
  careers: MATRIX_ONLY,
  career_applications: CAREER_APPLICATION_POLICY,
  audit_logs: MATRIX_ONLY,
  reports: MATRIX_ONLY,
  saved_views: SAVED_VIEW_POLICY,
  shifts: MATRIX_ONLY,
} satisfies Record<TableName, TablePolicy>;

const policyOf = (table: TableName): TablePolicy => POLICIES[table];

/**
 * Why a caller whose access to the table is `access` may not update or delete this record now
 * (own rows, then the module's rule: pending rows, the 24-hour window, open time entries), or
 * null when it may. Store scope is not checked here: a record outside the caller's stores is
 * never found.
 */
export function rowRefusal(
  table: TableName,
  access: Access,
  caller: Caller,
  record: RecordFacts,
  now: Date,
): RowRefusal | null {
  if (access === "own") return isOwn(caller, record) ? null : { reason: "not_own" };
  return policyOf(table).rowRefusal?.(access, caller, record, now) ?? null;
}

/** How the API words a row refusal: the module's message, or the generic own-records one. */
export function refusalOf(table: TableName, refusal: RowRefusal, verb: RowVerb): Refusal {
  return policyOf(table).refusal?.(refusal, verb) ?? forbiddenBecause(MSG.notOwnRecord);
}

/** Columns of an update the access level may not change, by the module's rule. */
export function columnRefusal(table: TableName, access: Access, changed: readonly string[]): Refusal | null {
  return policyOf(table).columnRefusal?.(access, changed) ?? null;
}

/** A delete the module refuses whoever asks (an admin user, one's own account). */
export function deleteRefusal(table: TableName, caller: Caller, record: RecordFacts): Refusal | null {
  return policyOf(table).deleteRefusal?.(caller, record) ?? null;
}

/** The refusal of a verb a role does not have, with the spec's words where it has them. */
export function deniedMessage(role: Role, table: TableName, verb: Verb): string {
  if (role === "ceo" && verb !== "read") return MSG.ceoReadOnly;
  return policyOf(table).denied?.(role, verb) ?? noPermissionTo(verb, table);
}
