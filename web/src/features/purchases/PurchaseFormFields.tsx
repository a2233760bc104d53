import { SimpleGrid, Textarea, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { defaultPurchaseDescription } from "@storeops/domain";
import { useTranslation } from "react-i18next";
import { PaymentFields } from "../../components/form/PaymentFields.tsx";
import { StoreField } from "../../components/form/StoreField.tsx";
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
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t("purchases.fields.invoiceNo")}
          withAsterisk
          {...form.getInputProps("invoice_no")}
          data-testid="field-invoice"
        />
        <VendorField
          label={t("purchases.fields.vendorName")}
          withAsterisk
          {...form.getInputProps("vendor")}
          value={form.values.vendor}
          data-testid="field-vendor"
        />
        <StoreField form={form} fixedStoreName={fixedStoreName} />
        <TextInput
          type="date"
          label={t("purchases.fields.dueDate")}
          withAsterisk
          {...form.getInputProps("due_date")}
          data-testid="field-due-date"
        />
        <PaymentFields form={form} />
        <TextInput
          type="date"
          label={t("purchases.fields.purchaseDate")}
          {...form.getInputProps("purchase_date")}
          data-testid="field-date"
        />
        <TextInput
          label={t("purchases.fields.description")}
          placeholder={vendor ? defaultPurchaseDescription(vendor) : undefined}
          {...form.getInputProps("description")}
        />
        <Textarea
          label={t("kit.fields.notes")}
          autosize
          minRows={2}
          style={{ gridColumn: "1 / -1" }}
          {...form.getInputProps("notes")}
          data-testid="field-notes"
        />
      </SimpleGrid>
      <DuplicateWarning
        store_id={form.values.store_id}
        vendor={form.values.vendor}
        invoice_no={form.values.invoice_no}
        exclude_id={record?.id}
      />
    </>
  );
}
