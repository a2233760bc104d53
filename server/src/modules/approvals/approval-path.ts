import {
  ACTION_PERMISSIONS,
  APPROVAL_AUTHORS,
  type ApprovalPath,
  type ApprovalTable,
  followsManagerSetting,
  matchingFacts,
  packTokens,
  pathFor,
  stepTokens,
  type TApprovalStep,
  USUAL_STEP,
} from "@storeops/domain";
import type { Kysely } from "kysely";
import type { DB, Row } from "../../db/database.ts";
import { usersReachingStore } from "../notifications/deliver.ts";
import { activeRules, managerFirst } from "./approvals.repository.ts";

/** The path kept on a record, or the usual single step for a record older than rules. */
export function pathOf(row: Row): ApprovalPath {
  try {
    const parsed = JSON.parse(String(row.approval_path ?? "")) as ApprovalPath;
    if (Array.isArray(parsed.steps) && parsed.steps.length > 0) return parsed;
  } catch {
    // none kept
  }
  return { rule_id: null, rule_name: "", steps: [USUAL_STEP] };
}

/**
 * Who a step waits for as it opens: its role or people; an all-of role step lists the people of
 * the role who reach the store then, less those who may not take it (the record's creator, anyone
 * who took a step already); none left, anyone of the role.
 */
export async function openingTokens(
  db: Kysely<DB>,
  table: ApprovalTable,
  step: TApprovalStep,
  storeId: string | null,
  excluded: readonly string[],
): Promise<string> {
  if (step.mode !== "all" || !step.role || !storeId) return packTokens(stepTokens(step));
  const roles = step.role === "approvers" ? ACTION_PERMISSIONS[table].approve : [step.role];
  const people = (await usersReachingStore(db, storeId, roles)).filter((id) => !excluded.includes(id));
  return packTokens(stepTokens(step, people));
}

/** Who a record is by (its creator; a cash-up's counter too): never one of its approvers. */
export function authorsOf(table: ApprovalTable, record: Row): string[] {
  return APPROVAL_AUTHORS[table].flatMap((column) => (record[column] ? [String(record[column])] : []));
}

/**
 * The approval columns of a new (or restarted) pending record, or of a cash-up submitted beyond
 * its tolerance: its rule's steps, from the first. The store setting "require manager approval"
 * is for purchases and expenses only.
 */
export async function openingApproval(db: Kysely<DB>, table: ApprovalTable, record: Row) {
  const facts = matchingFacts(table, record);
  const storeId = facts.store_id;
  const managerSetting = followsManagerSetting(table) && (await managerFirst(db, storeId));
  const path = pathFor(await activeRules(db, table), table, facts, managerSetting);
  const [first = USUAL_STEP] = path.steps;
  return {
    approval_path: JSON.stringify(path),
    approval_step: 0,
    approval_waiting: await openingTokens(db, table, first, storeId, authorsOf(table, record)),
    approval_done: null,
  };
}

/** A record's step decisions, removed when its steps start over (an edit, a cash-up counted again). */
export async function forgetDecisions(db: Kysely<DB>, table: ApprovalTable, id: string): Promise<void> {
  await db
    .deleteFrom("record_approvals")
    .where("target_table", "=", table)
    .where("record_id", "=", id)
    .execute();
}

/** What a rule looks at: a pending record edited in one of these starts its approval again. */
const MATCHED = ["store_id", "amount", "vendor", "category"] as const;

/**
 * A pending record whose store, amount, vendor or category an edit changes is matched again and
 * its steps start over (its earlier step approvals are for what it was): otherwise a record
 * entered small and then raised would skip the steps its amount needs.
 */
export async function restartIfRematched(
  db: Kysely<DB>,
  table: ApprovalTable,
  before: Row,
  patch: Row,
): Promise<boolean> {
  if (before.status !== "pending") return false;
  if (!MATCHED.some((column) => patch[column] !== undefined && patch[column] !== before[column]))
    return false;
  await forgetDecisions(db, table, String(before.id));
  const values = await openingApproval(db, table, { ...before, ...patch });
  await db.updateTable(table).set(values).where("id", "=", String(before.id)).execute();
  return true;
}
