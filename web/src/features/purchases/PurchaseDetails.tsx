import { useTranslation } from "react-i18next";
import { RecordDetails } from "../../components/RecordDetails.tsx";
import { StatusBadge } from "../../components/StatusBadge.tsx";
import { formatBusinessDate, formatDollars, formatInstant } from "../../lib/format.ts";
import type { Purchase } from "./purchases.api.ts";

/** Every field of a purchase, the rejection reason when rejected, and its attachments. */
export function PurchaseDetails({ purchase: p }: { purchase: Purchase }) {
  const { t } = useTranslation();
  const date = (value: string | null) => (value ? formatBusinessDate(value) : null);
  const instant = (value: string | null) => (value ? formatInstant(value) : null);
  const isCheck = p.payment_type === "check";
  return (
    <RecordDetails
      testId="purchase-details"
      title={p.vendor}
      subtitle={t("purchases.invoiceLine", { invoice: p.invoice_no })}
      amount={formatDollars(p.amount)}
      badge={<StatusBadge status={p.status} overdue={p.overdue} />}
      rejection={p.status === "rejected" && (p.rejection_reason ?? "")}
      fields={[
        ["kit.fields.store", p.store_name],
        ["purchases.fields.category", p.category],
        ["purchases.fields.purchaseDate", date(p.purchase_date)],
        ["purchases.fields.dueDate", date(p.due_date)],
        ["kit.fields.paymentType", t(`kit.paymentTypes.${p.payment_type}`)],
        isCheck && ["kit.fields.checkNo", p.check_no],
        isCheck && ["kit.fields.checkDueDate", date(p.check_due_date)],
        ["purchases.fields.approvedAt", instant(p.approved_at)],
        ["purchases.fields.paidAt", instant(p.paid_at)],
        ["purchases.fields.createdAt", instant(p.created_at)],
      ]}
      wide={[
        ["purchases.fields.description", p.description],
        ["kit.fields.notes", p.notes],
      ]}
      attachments={p.attachments}
    />
  );
}
