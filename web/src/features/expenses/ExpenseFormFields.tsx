import { Select } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { NotesField } from "../../components/form/NotesField.tsx";
import { StoreField } from "../../components/form/StoreField.tsx";
import { TextField } from "../../components/form/TextField.tsx";
import { PaymentFields } from "../transactions/PaymentFields.tsx";
import { useStoreCategories } from "./expense-categories.tsx";
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
  // The store's industry's categories (docs/decisions.md, Categories); a stored one stays selectable.
  const categories = useStoreCategories(form.values.store_id, form.values.category);
  return (
    <>
      <TextField
        form={form}
        name="description"
        label={t("expenses.fields.description")}
        required
        style={{ gridColumn: "1 / -1" }}
        testId="field-description"
      />
      <Select
        label={t("expenses.fields.category")}
        withAsterisk
        data={categories}
        allowDeselect={false}
        {...form.getInputProps("category")}
        data-testid="field-category"
      />
      <TextField
        form={form}
        name="expense_date"
        type="date"
        label={t("kit.date")}
        required
        testId="field-date"
      />
      <StoreField form={form} fixedStoreName={fixedStoreName} />
      <PaymentFields form={form} />
      <NotesField form={form} />
    </>
  );
}
