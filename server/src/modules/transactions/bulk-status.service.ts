import {
  mayTakeStatusAction,
  type TBulkAnswer,
  type TransactionTable,
  ZBulkApprove,
  ZBulkReject,
} from "@storeops/domain";
import type { Actor } from "../../access/actor.ts";
import { AppError } from "../../errors.ts";
import { changeStatus, type TransactionDeps } from "./status-change.service.ts";
import { actionDenied } from "./status-transition.ts";

/**
 * Approve or reject many records from a list selection (docs/decisions.md, Approvals): each id
 * goes through the same use case as its own route, in its own transaction, so one refused id
 * neither stops the others nor leaves a record half-done. An id outside the caller's stores reads
 * as not found, like its own route.
 */
export async function changeStatuses(
  deps: TransactionDeps,
  actor: Actor,
  table: TransactionTable,
  action: "approve" | "reject",
  body: unknown,
): Promise<TBulkAnswer> {
  // A role that never decides these records is refused once, not once per id.
  if (!mayTakeStatusAction(actor.user.role, table, action)) throw actionDenied(actor, table, action);
  const { ids, ...input } = (action === "reject" ? ZBulkReject : ZBulkApprove).parse(body);
  const results: TBulkAnswer["results"] = [];
  for (const id of [...new Set(ids)]) {
    try {
      const record = await changeStatus(deps, actor, table, id, action, input);
      results.push({ id, ok: true, status: record.status });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ id, ok: false, message: error.message });
    }
  }
  return { results };
}
