import { z } from "zod";
import { mayTakeAction } from "../access/permissions.ts";
import type { Role } from "../access/roles.ts";
import { optionalText } from "../shared/fields.ts";
import { LONG_TEXT_LIMIT, TEXT_LIMIT } from "../shared/limits.ts";
import { VALIDATION } from "../shared/validation-messages.ts";
import { TRANSITIONS, type TransactionTable } from "./transitions.ts";

/** The named status changes of purchases and expenses: approve, reject, and pay (purchases). */
export type StatusAction = "approve" | "reject" | "pay";

export const STATUS_ACTION_TARGET = { approve: "approved", reject: "rejected", pay: "paid" } as const;

/** The action a requested status stands for (`approved` → approve), or undefined for none. */
export function statusActionFor(table: TransactionTable, status: string): StatusAction | undefined {
  const action = (Object.keys(STATUS_ACTION_TARGET) as StatusAction[]).find(
    (a) => STATUS_ACTION_TARGET[a] === status,
  );
  return action && requiredStatus(table, action) !== undefined ? action : undefined;
}

/** The only status a record may be in for the action (pending to approve or reject, approved to pay). */
export function requiredStatus(table: TransactionTable, action: StatusAction): string | undefined {
  const target = STATUS_ACTION_TARGET[action];
  const byStatus = TRANSITIONS[table];
  return Object.keys(byStatus).find((from) => (byStatus[from] ?? []).includes(target));
}

/** Whether the matrix grants the role the action on records of the table it reaches (status aside). */
export function mayTakeStatusAction(role: Role, table: TransactionTable, action: StatusAction): boolean {
  return requiredStatus(table, action) !== undefined && mayTakeAction(role, table, action);
}

const REASON_LABEL = "Rejection reason";

/** The body of a reject: a reason is required, at most 500 characters; notes optional. */
export const ZRejectAction = z.object({
  rejection_reason: z
    .string({ error: VALIDATION.rejectionReasonRequired })
    .trim()
    .min(1, VALIDATION.rejectionReasonRequired)
    .max(TEXT_LIMIT, VALIDATION.maxChars(REASON_LABEL, TEXT_LIMIT)),
  notes: optionalText("Notes", LONG_TEXT_LIMIT),
});

/** The body of an approve or pay: optional notes. */
export const ZStatusAction = z.object({ notes: optionalText("Notes", LONG_TEXT_LIMIT) });
