import { DEFAULT_PAYMENT_TYPE, ZPurchaseCreate } from "@storeops/domain";
import { amountOf, blankToNull, requiredErrors, zodFieldErrors } from "../../components/form/form-values.ts";
import type { FormContext } from "../../components/form/RecordFormModal.tsx";
import type { Purchase } from "./purchases.api.ts";

export type PurchaseFormValues = {
  invoice_no: string;
  vendor: string;
  store_id: string;
  amount: number | string;
  payment_type: string;
  due_date: string;
  check_no: string;
  check_due_date: string;
  purchase_date: string;
  description: string;
  notes: string;
};

export type PurchaseFormContext = FormContext;

export function purchaseFormValues(
  record: Purchase | null,
  defaults: { storeId: string; today: string },
): PurchaseFormValues {
  return {
    invoice_no: record?.invoice_no ?? "",
    vendor: record?.vendor ?? "",
    store_id: record?.store_id ?? defaults.storeId,
    amount: record?.amount ?? "",
    payment_type: record?.payment_type ?? DEFAULT_PAYMENT_TYPE,
    due_date: record?.due_date ?? "",
    check_no: record?.check_no ?? "",
    check_due_date: record?.check_due_date ?? "",
    purchase_date: record?.purchase_date ?? defaults.today,
    description: record?.description ?? "",
    notes: record?.notes ?? "",
  };
}

/** The API body of the form; undefined fields are left out (server defaults, unchanged on update). */
export function purchasePayload(
  values: PurchaseFormValues,
  context: PurchaseFormContext,
): Record<string, unknown> {
  const check = values.payment_type === "check";
  return {
    invoice_no: values.invoice_no.trim(),
    vendor: values.vendor.trim(),
    ...(context.fixedStore ? {} : { store_id: values.store_id || undefined }),
    amount: amountOf(values.amount),
    payment_type: values.payment_type,
    due_date: values.due_date || undefined,
    check_no: check ? blankToNull(values.check_no) : null,
    check_due_date: check ? values.check_due_date || null : null,
    purchase_date: values.purchase_date || undefined,
    // Blank: the server writes the spec's default 'Purchase from {vendor}'.
    description: blankToNull(values.description) ?? undefined,
    notes: blankToNull(values.notes),
  };
}

/** Spec 2 §5: invoice number, vendor, store (non-staff), amount and due date; check fields for checks. */
export function validatePurchase(
  values: PurchaseFormValues,
  context: PurchaseFormContext,
): Record<string, string> {
  const payload = purchasePayload(values, context);
  const parsed = ZPurchaseCreate.safeParse(payload);
  return {
    ...zodFieldErrors(parsed.error),
    ...requiredErrors(payload, {
      invoice_no: "Invoice number",
      vendor: "Vendor name",
      ...(context.fixedStore ? {} : { store_id: "Store" }),
      amount: "Amount",
      due_date: "Payment due date",
    }),
  };
}
