import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { confirmDanger } from "../purchases/common/confirm.tsx";
import { notifyError, notifySuccess, writeErrorMessage } from "../purchases/common/feedback.ts";
import { invalidateTransactions } from "../purchases/common/queries.ts";
import { deleteRecord, updateRecord } from "../purchases/common/records.api.ts";
import type { Expense } from "./expenses.api.ts";

/** Approve, reject and delete, each with the spec's toasts; true when it worked. */
export function useExpenseActions() {
  const { t } = useTranslation();
  const client = useQueryClient();

  const run = async (work: () => Promise<unknown>, success: string, failure: string) => {
    try {
      await work();
    } catch (error) {
      notifyError(writeErrorMessage(error, failure));
      return false;
    }
    await invalidateTransactions(client, "expenses");
    notifySuccess(success);
    return true;
  };

  return {
    approve: (expense: Expense) =>
      run(
        () => updateRecord<Expense>("expenses", expense.id, { status: "approved" }),
        t("expenses.messages.approved"),
        t("expenses.messages.approveError"),
      ),
    reject: (expense: Expense, reason: string) =>
      run(
        () => updateRecord<Expense>("expenses", expense.id, { status: "rejected", rejection_reason: reason }),
        t("expenses.messages.rejected"),
        t("expenses.messages.rejectError"),
      ),
    remove: (expense: Expense, onDeleted: () => void) =>
      confirmDanger({
        title: t("expenses.deleteTitle"),
        message: t("expenses.messages.deleteConfirm"),
        confirmLabel: t("expenses.actions.delete"),
        cancelLabel: t("common.cancel"),
        onConfirm: () => {
          void run(
            () => deleteRecord("expenses", expense.id),
            t("expenses.messages.deleted"),
            t("expenses.messages.deleteError"),
          ).then((ok) => ok && onDeleted());
        },
      }),
  };
}
