/** Purchase rules: status transitions and the derived overdue flag (docs/decisions.md, Purchases). */
import type { PurchaseStatus } from "./options.ts";

/** Overdue is derived: approved (not yet paid) with a due date before today (YYYY-MM-DD). */
export function purchaseIsOverdue(
  status: string,
  dueDate: string | null | undefined,
  today: string,
): boolean {
  return status === "approved" && !!dueDate && dueDate < today;
}

export const PURCHASE_TRANSITIONS = {
  pending: ["approved", "rejected"],
  approved: ["paid"],
  rejected: [],
  paid: [],
} as const satisfies Record<PurchaseStatus, readonly PurchaseStatus[]>;
