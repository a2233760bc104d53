import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { DuplicateCandidates } from "../../components/form/DuplicateCandidates.tsx";
import { useDuplicateCheck, useFileFingerprints } from "../../components/form/duplicate-check.ts";
import { formatBusinessDate, formatDollars } from "../../lib/format.ts";
import { optionLabel } from "../../lib/messages.ts";
import type { ExpenseFormValues } from "./expense-form.ts";
import { type DuplicateExpense, duplicateParams } from "./expenses.api.ts";

/**
 * A yellow warning when the draft may be an expense already recorded in the caller's stores
 * (docs/decisions.md, Duplicate bills): each candidate linked; saving waits for "Save anyway".
 */
export function DuplicateExpenseWarning({
  form,
  recordId,
  files,
}: {
  form: UseFormReturnType<ExpenseFormValues>;
  recordId: string | undefined;
  files: File[];
}) {
  const { t } = useTranslation();
  const fingerprints = useFileFingerprints(files);
  const matches = useDuplicateCheck<DuplicateExpense, ExpenseFormValues>(
    form,
    "/expenses/duplicates",
    duplicateParams(form.values, recordId, fingerprints),
  );
  const byInvoice = matches.some((match) => match.reasons.includes("invoice"));
  return (
    <DuplicateCandidates
      form={form}
      title={byInvoice ? t("expenses.duplicate.title") : t("expenses.duplicate.titleFile")}
      items={matches.map((match) => ({
        id: match.id,
        href: `/expenses?id=${encodeURIComponent(match.id)}`,
        reasons: match.reasons,
        text: t("expenses.duplicate.item", {
          description: match.description ?? "",
          category: match.category,
          amount: formatDollars(match.amount),
          date: formatBusinessDate(match.expense_date),
          store: match.store_name ?? "",
          status: optionLabel(match.status),
        }),
      }))}
    />
  );
}
