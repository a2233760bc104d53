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
} from "./common/feedback.ts";
import { changedFields } from "./common/form-values.ts";
import { invalidateTransactions } from "./common/queries.ts";
import { createRecord, updateRecord } from "./common/records.api.ts";
import { type PurchaseFormContext, type PurchaseFormValues, purchasePayload } from "./purchase-form.ts";
import type { Purchase } from "./purchases.api.ts";

export interface PurchaseSaveInput {
  record: Purchase | null;
  values: PurchaseFormValues;
  context: PurchaseFormContext;
  files: File[];
  /** Stored attachments the user kept (edit). */
  kept: Attachment[];
}

export type SaveResult = { ok: true } | { ok: false; fieldErrors: Record<string, string> };

/** Save the purchase, then upload and move its files; a file failure keeps the saved record. */
export function usePurchaseSave() {
  const { t } = useTranslation();
  const client = useQueryClient();
  return async ({ record, values, context, files, kept }: PurchaseSaveInput): Promise<SaveResult> => {
    const payload = purchasePayload(values, context);
    let saved: Purchase;
    try {
      if (record) {
        const patch = changedFields(payload, record as unknown as Record<string, unknown>);
        if (kept.length !== parseAttachments(record.attachments).length) patch.attachments = kept;
        saved =
          Object.keys(patch).length > 0
            ? await updateRecord<Purchase>("purchases", record.id, patch)
            : record;
      } else {
        saved = await createRecord<Purchase>("purchases", payload);
      }
    } catch (error) {
      notifyError(writeErrorMessage(error, t("purchases.messages.saveError")));
      return { ok: false, fieldErrors: apiFieldErrors(error) };
    }
    const outcome = await attachFiles("purchases", saved.id, files);
    await invalidateTransactions(client, "purchases");
    if (outcome.failures.length > 0)
      notifyWarning(t("purchases.messages.filesFailed"), outcome.failures.join(" "));
    else notifySuccess(record ? t("purchases.messages.updated") : t("purchases.messages.created"));
    return { ok: true };
  };
}
