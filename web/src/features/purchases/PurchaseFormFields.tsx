import type { UseFormReturnType } from "@mantine/form";
import { defaultPurchaseDescription } from "@storeops/domain";
import { useTranslation } from "react-i18next";
import { NotesField } from "../../components/form/NotesField.tsx";
import { StoreField } from "../../components/form/StoreField.tsx";
import { TextField } from "../../components/form/TextField.tsx";
import { PaymentFields } from "../transactions/PaymentFields.tsx";
import { CategoryField } from "../transactions/transaction-categories.tsx";
import { DuplicateWarning } from "./DuplicateWarning.tsx";
import type { PurchaseFormValues } from "./purchase-form.ts";
import type { Purchase } from "./purchases.api.ts";
import { VendorField } from "./VendorField.tsx";

interface PurchaseFormFieldsProps {
  form: UseFormReturnType<PurchaseFormValues>;
  record: Purchase | null;
  /** Staff: the current store's name, shown read-only. */
  fixedStoreName: string | null;
  files: File[];
}

/** Spec 2 §3 and §5 purchase fields, and the duplicate invoice warning. */
export function PurchaseFormFields({ form, record, fixedStoreName, files }: PurchaseFormFieldsProps) {
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
      {/* The store's industry's purchase categories (docs/decisions.md, Categories). */}
      <CategoryField kind="purchase" form={form} />
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
      <DuplicateWarning form={form} recordId={record?.id} files={files} />
    </>
  );
}
