import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { DuplicateCandidates } from "../../components/form/DuplicateCandidates.tsx";
import { useDuplicateCheck, useFileFingerprints } from "../../components/form/duplicate-check.ts";
import { formatBusinessDate, formatDollars } from "../../lib/format.ts";
import { optionLabel } from "../../lib/messages.ts";
import type { PurchaseFormValues } from "./purchase-form.ts";
import { type DuplicatePurchase, duplicateParams } from "./purchases.api.ts";

/**
 * A yellow warning when the draft may be a bill already recorded in the caller's stores (docs/decisions.md,
 * Duplicate bills): each candidate linked; saving waits for "Save anyway".
 */
export function DuplicateWarning({
  form,
  recordId,
  files,
}: {
  form: UseFormReturnType<PurchaseFormValues>;
  recordId: string | undefined;
  files: File[];
}) {
  const { t } = useTranslation();
  const fingerprints = useFileFingerprints(files);
  const matches = useDuplicateCheck<DuplicatePurchase, PurchaseFormValues>(
    form,
    "/purchases/duplicates",
    duplicateParams(form.values, recordId, fingerprints),
  );
  const byInvoice = matches.some((match) => match.reasons.includes("invoice"));
  const sameStore = matches.every((match) => match.store_id === form.values.store_id);
  const title = !byInvoice
    ? t("purchases.duplicate.titleFile")
    : sameStore
      ? t("purchases.duplicate.title")
      : t("purchases.duplicate.titleStores");
  return (
    <DuplicateCandidates
      form={form}
      title={title}
      items={matches.map((match) => ({
        id: match.id,
        href: `/purchases?id=${encodeURIComponent(match.id)}`,
        reasons: match.reasons,
        text: t("purchases.duplicate.item", {
          invoice: match.invoice_no,
          vendor: match.vendor,
          amount: formatDollars(match.amount),
          date: formatBusinessDate(match.purchase_date),
          store: match.store_name ?? "",
          status: optionLabel(match.status),
        }),
      }))}
    />
  );
}
