import { Select, SimpleGrid, Textarea, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { EXPENSE_CATEGORIES } from "@storeops/domain";
import { useTranslation } from "react-i18next";
import { PaymentFields } from "../../components/form/PaymentFields.tsx";
import { StoreField } from "../../components/form/StoreField.tsx";
import type { ExpenseFormValues } from "./expense-form.ts";

/** Spec 2 §3 and §5 expense fields; check number and check due date only for checks. */
export function ExpenseFormFields({
  form,
  fixedStoreName,
}: {
  form: UseFormReturnType<ExpenseFormValues>;
  /** Staff: the current store's name, shown read-only. */
  fixedStoreName: string | null;
}) {
  const { t } = useTranslation();
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
      <TextInput
        type="date"
        label={t("kit.date")}
        withAsterisk
        {...form.getInputProps("expense_date")}
        data-testid="field-date"
      />
      <StoreField form={form} fixedStoreName={fixedStoreName} />
      <PaymentFields form={form} />
      <Textarea
        label={t("kit.fields.notes")}
        autosize
        minRows={2}
        style={{ gridColumn: "1 / -1" }}
        {...form.getInputProps("notes")}
        data-testid="field-notes"
      />
    </SimpleGrid>
  );
}
