/**
 * Which rule a new record gets (docs/decisions.md, Approvals): the first active rule, by priority,
 * whose table, store, amount band and vendor or category match; then the store setting "require
 * manager approval" (purchases and expenses only); else the usual single step. A cash-up submitted
 * beyond its store's tolerance is matched on how far its drawer is off, short or over alike.
 */
import { reachesStore, type ScopeSubject, type StoreScope, storeScope } from "../access/stores-scope.ts";
import { MSG } from "../messages.ts";
import { type ApprovalPath, type TApprovalStep, USUAL_STEP } from "./steps.ts";

/** The tables whose records follow approval rules. */
export const APPROVAL_TABLES = ["purchases", "expenses", "cash_ups"] as const;
export type ApprovalTable = (typeof APPROVAL_TABLES)[number];

/** The status a record waits in while its steps are taken: a purchase or expense pending, a cash-up submitted. */
export const APPROVAL_WAITING_STATUS = {
  purchases: "pending",
  expenses: "pending",
  cash_ups: "submitted",
} as const satisfies Record<ApprovalTable, string>;

/**
 * The columns naming who a record is by: nobody decides a step of a record they created, nor a
 * cash-up they counted (the one who submits it is its counter).
 */
export const APPROVAL_AUTHORS = {
  purchases: ["created_by"],
  expenses: ["created_by"],
  cash_ups: ["created_by", "counted_by"],
} as const satisfies Record<ApprovalTable, readonly ("created_by" | "counted_by")[]>;

/** Whether the store setting "require manager approval" applies to the table's records (not cash-ups). */
export const followsManagerSetting = (table: ApprovalTable): boolean => table !== "cash_ups";

/** A stored rule, as matching reads it (money in cents). */
export interface RuleForMatching {
  id: string;
  name: string;
  target_table: string;
  store_id: string | null;
  amount_from: number | null;
  amount_to: number | null;
  vendor: string | null;
  category: string | null;
  steps: TApprovalStep[];
  priority: number;
  active: boolean | number;
}

/** What of a record a rule looks at (amount in cents). */
export interface RecordForMatching {
  store_id: string | null;
  amount: number;
  vendor?: string | null;
  category?: string | null;
}

/**
 * What a rule looks at of a stored row (cents): a purchase's or expense's amount, vendor and
 * category; a cash-up's variance either way (a drawer $80 short and one $80 over both match $80).
 */
export function matchingFacts(table: ApprovalTable, row: Record<string, unknown>): RecordForMatching {
  const store_id = (row.store_id as string | null | undefined) ?? null;
  if (table === "cash_ups") return { store_id, amount: Math.abs(Number(row.variance ?? 0)) };
  return {
    store_id,
    amount: Number(row.amount ?? 0),
    vendor: (row.vendor as string | null | undefined) ?? null,
    category: (row.category as string | null | undefined) ?? null,
  };
}

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? "").trim().toLowerCase() === (b ?? "").trim().toLowerCase();

/** Whether the rule applies to the record: amount from ≤ amount ≤ amount to (either may be open). */
export function ruleMatches(rule: RuleForMatching, table: ApprovalTable, record: RecordForMatching): boolean {
  if (!rule.active || rule.target_table !== table) return false;
  if (rule.store_id && rule.store_id !== record.store_id) return false;
  if (rule.amount_from != null && record.amount < rule.amount_from) return false;
  if (rule.amount_to != null && record.amount > rule.amount_to) return false;
  if (rule.vendor && !same(rule.vendor, record.vendor)) return false;
  if (rule.category && !same(rule.category, record.category)) return false;
  return true;
}

/** The store setting's rule: the store's manager approves first, then the usual approvers. */
export const MANAGER_FIRST_STEPS: TApprovalStep[] = [
  { mode: "any", role: "store_manager", user_ids: null },
  USUAL_STEP,
];

/** The path a new record gets: the first matching rule (lowest priority first), the store setting, or the usual step. */
export function pathFor(
  rules: readonly RuleForMatching[],
  table: ApprovalTable,
  record: RecordForMatching,
  managerFirst: boolean,
): ApprovalPath {
  const ordered = [...rules].sort((a, b) => a.priority - b.priority || a.id.localeCompare(b.id));
  const rule = ordered.find((candidate) => ruleMatches(candidate, table, record));
  if (rule) return { rule_id: rule.id, rule_name: rule.name, steps: rule.steps };
  if (managerFirst)
    return { rule_id: null, rule_name: MSG.managerApprovalRuleName, steps: MANAGER_FIRST_STEPS };
  return { rule_id: null, rule_name: MSG.defaultApprovalRuleName, steps: [USUAL_STEP] };
}

/** Whether the delegate reaches at least every store the delegator reaches. */
export function coversScope(delegate: StoreScope, delegator: StoreScope): boolean {
  if (delegate === "all") return true;
  if (delegator === "all") return false;
  return delegator.every((store) => delegate.includes(store));
}

/** A delegation as the step rule reads it: whose approvals, from and to which day (inclusive). */
export interface DelegationWindow {
  delegator: Omit<ScopeSubject, "current_store_id"> & { id: string };
  starts_on: string;
  ends_on: string;
}

/** Whether the delegation holds on the record's store's day and the delegator reaches the store. */
export function delegationHolds(window: DelegationWindow, storeId: string | null, today: string): boolean {
  return (
    window.starts_on <= today &&
    today <= window.ends_on &&
    reachesStore(storeScope({ ...window.delegator, current_store_id: null }), storeId)
  );
}
