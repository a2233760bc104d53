import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { confirmDanger } from "./common/confirm.tsx";
import { notifyError, notifySuccess, writeErrorMessage } from "./common/feedback.ts";
import { invalidateTransactions } from "./common/queries.ts";
import { deleteRecord, updateRecord } from "./common/records.api.ts";
import type { Purchase } from "./purchases.api.ts";

/** Approve, reject, mark paid and delete, each with the spec's toasts; true when it worked. */
export function usePurchaseActions() {
  const { t } = useTranslation();
  const client = useQueryClient();

  const run = async (work: () => Promise<unknown>, success: string, failure: string) => {
    try {
      await work();
    } catch (error) {
      notifyError(writeErrorMessage(error, failure));
      return false;
    }
    await invalidateTransactions(client, "purchases");
    notifySuccess(success);
    return true;
  };
  const setStatus = (purchase: Purchase, patch: Record<string, unknown>) => () =>
    updateRecord<Purchase>("purchases", purchase.id, patch);

  return {
    approve: (purchase: Purchase) =>
      run(
        setStatus(purchase, { status: "approved" }),
        t("purchases.messages.approved"),
        t("purchases.messages.approveError"),
      ),
    reject: (purchase: Purchase, reason: string) =>
      run(
        setStatus(purchase, { status: "rejected", rejection_reason: reason }),
        t("purchases.messages.rejected"),
        t("purchases.messages.rejectError"),
      ),
    markPaid: (purchase: Purchase) =>
      run(
        setStatus(purchase, { status: "paid" }),
        t("purchases.messages.paid"),
        t("purchases.messages.payError"),
      ),
    remove: (purchase: Purchase, onDeleted: () => void) =>
      confirmDanger({
        title: t("purchases.deleteTitle"),
        message: t("purchases.messages.deleteConfirm"),
        confirmLabel: t("purchases.actions.delete"),
        cancelLabel: t("common.cancel"),
        onConfirm: () => {
          void run(
            () => deleteRecord("purchases", purchase.id),
            t("purchases.messages.deleted"),
            t("purchases.messages.deleteError"),
          ).then((ok) => ok && onDeleted());
        },
      }),
  };
}
