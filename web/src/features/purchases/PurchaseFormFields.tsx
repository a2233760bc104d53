import { NumberInput, Select, SimpleGrid, Textarea, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { defaultPurchaseDescription, PAYMENT_TYPES } from "@storeops/domain";
import { useTranslation } from "react-i18next";
import { useStores } from "./common/queries.ts";
import type { PurchaseFormValues } from "./purchase-form.ts";
import { VendorField } from "./VendorField.tsx";

interface PurchaseFormFieldsProps {
  form: UseFormReturnType<PurchaseFormValues>;
  /** Staff: the current store's name, shown read-only. */
  fixedStoreName: string | null;
}

/** Spec 2 §3 and §5 purchase fields; check number and check due date only for checks. */
export function PurchaseFormFields({ form, fixedStoreName }: PurchaseFormFieldsProps) {
  const { t } = useTranslation();
  const stores = useStores(fixedStoreName === null);
  const isCheck = form.values.payment_type === "check";
  return (
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
      {fixedStoreName !== null ? (
        <TextInput
          label={t("purchases.fields.store")}
          value={fixedStoreName}
          readOnly
          variant="filled"
          data-testid="field-store-fixed"
        />
      ) : (
        <Select
          label={t("purchases.fields.store")}
          withAsterisk
          placeholder={t("purchases.form.chooseStore")}
          data={(stores.data ?? []).map((store) => ({
            value: store.id,
            label: `${store.code} - ${store.name}`,
          }))}
          searchable
          {...form.getInputProps("store_id")}
          data-testid="field-store"
        />
      )}
      <NumberInput
        label={t("purchases.fields.amount")}
        withAsterisk
        prefix="$"
        decimalScale={2}
        fixedDecimalScale
        step={0.01}
        min={0}
        thousandSeparator=","
        {...form.getInputProps("amount")}
        data-testid="field-amount"
      />
      <Select
        label={t("purchases.fields.paymentType")}
        data={PAYMENT_TYPES.map((value) => ({ value, label: t(`purchases.paymentTypes.${value}`) }))}
        allowDeselect={false}
        {...form.getInputProps("payment_type")}
        data-testid="field-payment"
      />
      <TextInput
        type="date"
        label={t("purchases.fields.dueDate")}
        withAsterisk
        {...form.getInputProps("due_date")}
        data-testid="field-due-date"
      />
      {isCheck && (
        <>
          <TextInput
            label={t("purchases.fields.checkNo")}
            withAsterisk
            {...form.getInputProps("check_no")}
            data-testid="field-check-no"
          />
          <TextInput
            type="date"
            label={t("purchases.fields.checkDueDate")}
            withAsterisk
            {...form.getInputProps("check_due_date")}
            data-testid="field-check-due-date"
          />
        </>
      )}
      <TextInput
        type="date"
        label={t("purchases.fields.purchaseDate")}
        {...form.getInputProps("purchase_date")}
        data-testid="field-date"
      />
      <TextInput
        label={t("purchases.fields.description")}
        placeholder={
          form.values.vendor.trim() ? defaultPurchaseDescription(form.values.vendor.trim()) : undefined
        }
        {...form.getInputProps("description")}
      />
      <Textarea
        label={t("purchases.fields.notes")}
        autosize
        minRows={2}
        style={{ gridColumn: "1 / -1" }}
        {...form.getInputProps("notes")}
        data-testid="field-notes"
      />
    </SimpleGrid>
  );
}
