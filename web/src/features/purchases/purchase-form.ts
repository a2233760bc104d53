import { DEFAULT_PURCHASE_CATEGORY, ZPurchaseCreate } from "@storeops/domain";
import {
  type DuplicateValues,
  duplicatePayload,
  duplicateRefusal,
  NO_DUPLICATES,
} from "../../components/form/duplicate-check.ts";
import { blankToNull, validateRecord } from "../../components/form/form-values.ts";
import type { FormContext } from "../../components/form/RecordFormModal.tsx";
import {
  type TransactionValues,
  transactionFormValues,
  transactionPayload,
} from "../transactions/transaction-values.ts";
import type { Purchase } from "./purchases.api.ts";

export type PurchaseFormValues = TransactionValues &
  DuplicateValues & {
    invoice_no: string;
    vendor: string;
    category: string;
    due_date: string;
    purchase_date: string;
    description: string;
  };

export function purchaseFormValues(
  record: Purchase | null,
  defaults: { storeId: string; today: string },
): PurchaseFormValues {
  return {
    ...transactionFormValues(record, defaults.storeId),
    invoice_no: record?.invoice_no ?? "",
    vendor: record?.vendor ?? "",
    // A new purchase preselects General, the category every store is offered (docs/decisions.md, Categories).
    category: record?.category ?? DEFAULT_PURCHASE_CATEGORY,
    due_date: record?.due_date ?? "",
    purchase_date: record?.purchase_date ?? defaults.today,
    description: record?.description ?? "",
    ...NO_DUPLICATES,
  };
}

/** The API body of the form; undefined fields are left out (server defaults, unchanged on update). */
export function purchasePayload(values: PurchaseFormValues, context: FormContext): Record<string, unknown> {
  return {
    invoice_no: values.invoice_no.trim(),
    vendor: values.vendor.trim(),
    category: values.category || undefined,
    ...transactionPayload(values, context.fixedStore),
    due_date: values.due_date || undefined,
    purchase_date: values.purchase_date || undefined,
    // Blank: the server writes the spec's default 'Purchase from {vendor}'.
    description: blankToNull(values.description) ?? undefined,
    ...duplicatePayload(values),
  };
}

/**
 * Spec 2 §5: invoice number, vendor, store (non-staff), amount and due date; check fields for
 * checks; a duplicate warning answered (docs/decisions.md, Duplicate bills).
 */
export function validatePurchase(values: PurchaseFormValues, context: FormContext): Record<string, string> {
  return {
    ...validateRecord(ZPurchaseCreate, purchasePayload(values, context), {
      invoice_no: "Invoice number",
      vendor: "Vendor name",
      ...(context.fixedStore ? {} : { store_id: "Store" }),
      amount: "Amount",
      due_date: "Payment due date",
    }),
    ...duplicateRefusal(values),
  };
}
