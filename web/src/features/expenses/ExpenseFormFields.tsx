import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { NotesField } from "../../components/form/NotesField.tsx";
import { StoreField } from "../../components/form/StoreField.tsx";
import { TextField } from "../../components/form/TextField.tsx";
import { PaymentFields } from "../transactions/PaymentFields.tsx";
import { CategoryField } from "../transactions/transaction-categories.tsx";
import { DuplicateExpenseWarning } from "./DuplicateExpenseWarning.tsx";
import type { ExpenseFormValues } from "./expense-form.ts";

/** Spec 2 §3 and §5 expense fields; check number and check due date only for checks; the duplicate warning. */
export function ExpenseFormFields({
  form,
  record,
  fixedStoreName,
  files,
}: {
  form: UseFormReturnType<ExpenseFormValues>;
  record: { id: string } | null;
  /** Staff: the current store's name, shown read-only. */
  fixedStoreName: string | null;
  files: File[];
}) {
  const { t } = useTranslation();
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
      {/* The store's industry's categories (docs/decisions.md, Categories). */}
      <CategoryField kind="expense" form={form} />
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
      <DuplicateExpenseWarning form={form} recordId={record?.id} files={files} />
    </>
  );
}
