import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { type Attachment, parseAttachments } from "../attachments/attachment-files.ts";
import { attachFiles } from "../attachments/attachments.api.ts";
import {
  apiFieldErrors,
  notifyError,
  notifySuccess,
  notifyWarning,
  writeErrorMessage,
} from "../purchases/common/feedback.ts";
import { changedFields } from "../purchases/common/form-values.ts";
import { invalidateTransactions } from "../purchases/common/queries.ts";
import { createRecord, updateRecord } from "../purchases/common/records.api.ts";
import type { SaveResult } from "../purchases/usePurchaseSave.ts";
import { type ExpenseFormContext, type ExpenseFormValues, expensePayload } from "./expense-form.ts";
import type { Expense } from "./expenses.api.ts";

export interface ExpenseSaveInput {
  record: Expense | null;
  values: ExpenseFormValues;
  context: ExpenseFormContext;
  files: File[];
  kept: Attachment[];
}

/** Save the expense, then upload and move its receipts; a file failure keeps the saved record. */
export function useExpenseSave() {
  const { t } = useTranslation();
  const client = useQueryClient();
  return async ({ record, values, context, files, kept }: ExpenseSaveInput): Promise<SaveResult> => {
    const payload = expensePayload(values, context);
    let saved: Expense;
    try {
      if (record) {
        const patch = changedFields(payload, record as unknown as Record<string, unknown>);
        if (kept.length !== parseAttachments(record.attachments).length) patch.attachments = kept;
        saved =
          Object.keys(patch).length > 0 ? await updateRecord<Expense>("expenses", record.id, patch) : record;
      } else {
        saved = await createRecord<Expense>("expenses", payload);
      }
    } catch (error) {
      notifyError(writeErrorMessage(error, t("expenses.messages.saveError")));
      return { ok: false, fieldErrors: apiFieldErrors(error) };
    }
    const outcome = await attachFiles("expenses", saved.id, files);
    await invalidateTransactions(client, "expenses");
    if (outcome.failures.length > 0)
      notifyWarning(t("expenses.messages.filesFailed"), outcome.failures.join(" "));
    else notifySuccess(record ? t("expenses.messages.updated") : t("expenses.messages.created"));
    return { ok: true };
  };
}
