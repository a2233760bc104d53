import { APPROVAL_WAITING_STATUS, type TableName } from "@storeops/domain";
import { useQueryClient } from "@tanstack/react-query";
import { isApiError } from "../lib/api.ts";
import { MSG } from "../lib/messages.ts";
import { type ActionRoute, deleteRow, runAction } from "../lib/rest.ts";
import { invalidateTable } from "./list/invalidate.ts";
import { type ErrorText, notifyError, notifySuccess, writeErrorMessage } from "./notify.ts";

/** The spec's toasts of each action (domain messages). */
export interface ActionMessages {
  approved: string;
  approveError: string;
  rejected: string;
  rejectError: string;
  paid?: string;
  payError?: string;
  submitted?: string;
  submitError?: string;
  deleted: string;
  deleteError: ErrorText;
}

/**
 * Approve, reject and pay through the named action routes, delete through the REST front. A
 * refused transition (409 invalid_transition: someone else acted first) shows the server's
 * message and refreshes the record; every outcome resolves true when it worked.
 */
export function useRecordActions(table: TableName, messages: ActionMessages) {
  const client = useQueryClient();

  const run = async (
    work: () => Promise<unknown>,
    success: string | ((result: unknown) => string),
    failure: ErrorText,
    deletedId?: string,
  ) => {
    let result: unknown;
    try {
      result = await work();
    } catch (error) {
      notifyError(writeErrorMessage(error, failure));
      if (isApiError(error, 409)) await invalidateTable(client, table);
      return false;
    }
    await invalidateTable(client, table, deletedId);
    notifySuccess(typeof success === "string" ? success : success(result));
    return true;
  };
  const act = (
    id: string,
    action: ActionRoute,
    success: string | ((result: unknown) => string),
    failure: string,
    body?: Record<string, unknown>,
  ) => run(() => runAction(table, id, action, body), success, failure);
  // An approval that leaves steps to go keeps the record waiting: a purchase or expense pending, a
  // cash-up submitted (docs/decisions.md, Approvals).
  const waitingStatus: string | undefined =
    APPROVAL_WAITING_STATUS[table as keyof typeof APPROVAL_WAITING_STATUS];
  const approved = (result: unknown) =>
    waitingStatus !== undefined && (result as { status?: string } | undefined)?.status === waitingStatus
      ? MSG.approvalStepApproved
      : messages.approved;

  return {
    approve: (id: string) => act(id, "approve", approved, messages.approveError),
    reject: (id: string, reason: string) =>
      act(id, "reject", messages.rejected, messages.rejectError, { rejection_reason: reason }),
    pay: (id: string) => act(id, "pay", messages.paid ?? "", messages.payError ?? ""),
    submit: (id: string) => act(id, "submit", messages.submitted ?? "", messages.submitError ?? ""),
    /** `onDeleted` runs as soon as the server deleted it, before the lists refetch: it closes the details. */
    remove: (id: string, onDeleted: () => void) =>
      run(
        async () => {
          await deleteRow(table, id);
          onDeleted();
        },
        messages.deleted,
        messages.deleteError,
        id,
      ),
  };
}
