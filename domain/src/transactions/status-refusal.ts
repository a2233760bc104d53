import { deniedMessage } from "../access/policies.ts";
import type { Role } from "../access/roles.ts";
import { MSG } from "../messages.ts";
import { TRANSACTION_MESSAGES } from "./messages.ts";
import type { StatusAction } from "./status-actions.ts";
import type { TransactionTable } from "./transitions.ts";

/**
 * The refusal of a status action the matrix does not grant the role: the ceo reads only, a
 * payment is for admin and accounting, a decision for reviewers; otherwise the table's refusal
 * of an update.
 */
export function statusActionRefusal(role: Role, table: TransactionTable, action: StatusAction): string {
  if (role === "ceo") return MSG.ceoReadOnly;
  if (action === "pay" && table === "purchases") return TRANSACTION_MESSAGES.payersOnly;
  if (role === "staff") return TRANSACTION_MESSAGES.reviewersOnly;
  return deniedMessage(role, table, "update");
}
