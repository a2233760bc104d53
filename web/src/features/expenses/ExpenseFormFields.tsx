import { NumberInput, Select, SimpleGrid, Textarea, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { EXPENSE_CATEGORIES, PAYMENT_TYPES } from "@storeops/domain";
import { useTranslation } from "react-i18next";
import { useStores } from "../purchases/common/queries.ts";
import type { ExpenseFormValues } from "./expense-form.ts";

interface ExpenseFormFieldsProps {
  form: UseFormReturnType<ExpenseFormValues>;
  /** Staff: the current store's name, shown read-only. */
  fixedStoreName: string | null;
}

/** Spec 2 §3 and §5 expense fields; check number and check due date only for checks. */
export function ExpenseFormFields({ form, fixedStoreName }: ExpenseFormFieldsProps) {
  const { t } = useTranslation();
  const stores = useStores(fixedStoreName === null);
  const isCheck = form.values.payment_type === "check";
  // A stored "General" (API-created) stays selectable when editing.
  const categories = [...new Set([...EXPENSE_CATEGORIES, form.values.category].filter(Boolean))];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput
        label={t("expenses.fields.description")}
        withAsterisk
        {...form.getInputProps("description")}
        style={{ gridColumn: "1 / -1" }}
        data-testid="field-description"
      />
      <Select
        label={t("expenses.fields.category")}
        withAsterisk
        data={categories}
        allowDeselect={false}
        {...form.getInputProps("category")}
        data-testid="field-category"
      />
      <NumberInput
        label={t("expenses.fields.amount")}
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
      <TextInput
        type="date"
        label={t("expenses.fields.date")}
        withAsterisk
        {...form.getInputProps("expense_date")}
        data-testid="field-date"
      />
      {fixedStoreName !== null ? (
        <TextInput
          label={t("expenses.fields.store")}
          value={fixedStoreName}
          readOnly
          variant="filled"
          data-testid="field-store-fixed"
        />
      ) : (
        <Select
          label={t("expenses.fields.store")}
          withAsterisk
          placeholder={t("expenses.form.chooseStore")}
          data={(stores.data ?? []).map((store) => ({
            value: store.id,
            label: `${store.code} - ${store.name}`,
          }))}
          searchable
          {...form.getInputProps("store_id")}
          data-testid="field-store"
        />
      )}
      <Select
        label={t("expenses.fields.paymentType")}
        data={PAYMENT_TYPES.map((value) => ({ value, label: t(`purchases.paymentTypes.${value}`) }))}
        allowDeselect={false}
        {...form.getInputProps("payment_type")}
        data-testid="field-payment"
      />
      {isCheck && (
        <>
          <TextInput
            label={t("expenses.fields.checkNo")}
            withAsterisk
            {...form.getInputProps("check_no")}
            data-testid="field-check-no"
          />
          <TextInput
            type="date"
            label={t("expenses.fields.checkDueDate")}
            withAsterisk
            {...form.getInputProps("check_due_date")}
            data-testid="field-check-due-date"
          />
        </>
      )}
      <Textarea
        label={t("expenses.fields.notes")}
        autosize
        minRows={2}
        style={{ gridColumn: "1 / -1" }}
        {...form.getInputProps("notes")}
        data-testid="field-notes"
      />
    </SimpleGrid>
  );
}
