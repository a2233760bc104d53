import { useTranslation } from "react-i18next";
import { RecordDetails } from "../../components/RecordDetails.tsx";
import { StatusBadge } from "../../components/StatusBadge.tsx";
import { formatBusinessDate, formatDollars, formatInstant } from "../../lib/format.ts";
import type { Expense } from "./expenses.api.ts";

/** Every field of an expense, the rejection reason when rejected, and its receipts. */
export function ExpenseDetails({ expense: e }: { expense: Expense }) {
  const { t } = useTranslation();
  const check = e.payment_type === "check";
  const when = (instant: string | null) => instant && formatInstant(instant);
  return (
    <RecordDetails
      testId="expense-details"
      title={e.description || t("expenses.noDescription")}
      subtitle={e.category}
      amount={formatDollars(e.amount)}
      badge={<StatusBadge status={e.status} />}
      rejection={e.status === "rejected" && (e.rejection_reason ?? "")}
      fields={[
        ["kit.fields.store", e.store_name],
        ["kit.date", formatBusinessDate(e.expense_date)],
        ["kit.fields.paymentType", t(`kit.paymentTypes.${e.payment_type}`)],
        check && ["kit.fields.checkNo", e.check_no],
        check && ["kit.fields.checkDueDate", e.check_due_date && formatBusinessDate(e.check_due_date)],
        ["expenses.fields.receipt", t(e.has_receipt ? "common.yes" : "common.no")],
        ["expenses.fields.approvedAt", when(e.approved_at)],
        ["expenses.fields.createdAt", when(e.created_at)],
      ]}
      wide={[["kit.fields.notes", e.notes]]}
      attachments={e.attachments}
    />
  );
}
