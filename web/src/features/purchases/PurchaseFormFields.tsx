import type { UseFormReturnType } from "@mantine/form";
import { defaultPurchaseDescription } from "@storeops/domain";
import { useTranslation } from "react-i18next";
import { NotesField } from "../../components/form/NotesField.tsx";
import { StoreField } from "../../components/form/StoreField.tsx";
import { TextField } from "../../components/form/TextField.tsx";
import { PaymentFields } from "../transactions/PaymentFields.tsx";
import { DuplicateWarning } from "./DuplicateWarning.tsx";
import type { PurchaseFormValues } from "./purchase-form.ts";
import type { Purchase } from "./purchases.api.ts";
import { VendorField } from "./VendorField.tsx";

interface PurchaseFormFieldsProps {
  form: UseFormReturnType<PurchaseFormValues>;
  record: Purchase | null;
  /** Staff: the current store's name, shown read-only. */
  fixedStoreName: string | null;
}

/** Spec 2 §3 and §5 purchase fields, and the duplicate invoice warning. */
export function PurchaseFormFields({ form, record, fixedStoreName }: PurchaseFormFieldsProps) {
  const { t } = useTranslation();
  const vendor = form.values.vendor.trim();
  return (
    <>
      <TextField
        form={form}
        name="invoice_no"
        label={t("purchases.fields.invoiceNo")}
        required
        testId="field-invoice"
      />
      <VendorField
        label={t("purchases.fields.vendorName")}
        withAsterisk
        {...form.getInputProps("vendor")}
        value={form.values.vendor}
        data-testid="field-vendor"
      />
      <StoreField form={form} fixedStoreName={fixedStoreName} />
      <TextField
        form={form}
        name="due_date"
        type="date"
        label={t("purchases.fields.dueDate")}
        required
        testId="field-due-date"
      />
      <PaymentFields form={form} />
      <TextField
        form={form}
        name="purchase_date"
        type="date"
        label={t("purchases.fields.purchaseDate")}
        testId="field-date"
      />
      <TextField
        form={form}
        name="description"
        label={t("purchases.fields.description")}
        placeholder={vendor ? defaultPurchaseDescription(vendor) : undefined}
      />
      <NotesField form={form} />
      <DuplicateWarning
        store_id={form.values.store_id}
        vendor={form.values.vendor}
        invoice_no={form.values.invoice_no}
        exclude_id={record?.id}
      />
    </>
  );
}
