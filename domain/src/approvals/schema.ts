/** Approval rules and delegations (docs/decisions.md, Approvals); stores, users and names are checked by the server. */
import { z } from "zod";
import { MSG } from "../messages.ts";
import { date, id, intBetween, money, oneOf, optionalText, requiredText } from "../shared/fields.ts";
import { LONG_TEXT_LIMIT } from "../shared/limits.ts";
import { ZRejectAction, ZStatusAction } from "../transactions/status-actions.ts";
import { APPROVAL_TABLES } from "./rules.ts";
import { ZApprovalSteps } from "./steps.ts";

const ruleFields = {
  name: requiredText("Rule name", 100),
  target_table: oneOf("Records", APPROVAL_TABLES),
  store_id: id().nullable().optional(),
  amount_from: money("Amount from").nullable().optional(),
  amount_to: money("Amount to").nullable().optional(),
  vendor: optionalText("Vendor", 200),
  category: optionalText("Category", 100),
  steps: ZApprovalSteps,
  priority: intBetween("Priority", 0, 9999),
  active: z.boolean(),
};

type Band = { amount_from?: number | null; amount_to?: number | null; target_table?: string };

function refineRule(rule: Band & { vendor?: string | null; category?: string | null }, ctx: z.RefinementCtx) {
  if (rule.amount_from != null && rule.amount_to != null && rule.amount_to < rule.amount_from)
    ctx.addIssue({ code: "custom", path: ["amount_to"], message: MSG.approvalAmountBand });
  // Vendor is a purchase's, category an expense's; a cash-up rule looks at the store and the variance only.
  if (
    (rule.target_table !== "purchases" && rule.vendor) ||
    (rule.target_table !== "expenses" && rule.category)
  )
    ctx.addIssue({ code: "custom", path: ["target_table"], message: MSG.approvalRuleFieldNotForTable });
}

export const ZApprovalRuleCreate = z
  .strictObject({
    ...ruleFields,
    priority: ruleFields.priority.default(100),
    active: ruleFields.active.default(true),
  })
  .superRefine(refineRule);
export type TApprovalRuleCreate = z.input<typeof ZApprovalRuleCreate>;

export const ZApprovalRuleUpdate = z.strictObject(ruleFields).partial().superRefine(refineRule);

const delegationFields = {
  delegator_id: id().optional(),
  delegate_id: id(),
  starts_on: date("First day"),
  ends_on: date("Last day"),
  notes: optionalText("Notes", LONG_TEXT_LIMIT),
};

function refineDates(value: { starts_on?: string; ends_on?: string }, ctx: z.RefinementCtx) {
  if (value.starts_on && value.ends_on && value.ends_on < value.starts_on)
    ctx.addIssue({ code: "custom", path: ["ends_on"], message: MSG.delegationDates });
}

export const ZApprovalDelegationCreate = z.strictObject(delegationFields).superRefine(refineDates);
export const ZApprovalDelegationUpdate = z.strictObject(delegationFields).partial().superRefine(refineDates);

/** The body of a bulk approve or reject: 1 to 200 ids (and, to reject, the reason). */
export const BULK_LIMIT = 200;
export const ZBulkIds = z
  .array(z.string().min(1).max(64))
  .min(1, MSG.approvalBulkEmpty)
  .max(BULK_LIMIT, MSG.approvalBulkTooMany);

/** POST /api/{purchases|expenses}/approve: the ids, and optional notes for each. */
export const ZBulkApprove = ZStatusAction.extend({ ids: ZBulkIds });
/** POST /api/{purchases|expenses}/reject: the ids and the reason given to each. */
export const ZBulkReject = ZRejectAction.extend({ ids: ZBulkIds });
