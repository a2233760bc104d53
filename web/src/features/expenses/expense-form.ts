import { EXPENSE_FORM_DEFAULT_CATEGORY, ZExpenseCreate } from "@storeops/domain";
import {
  type DuplicateValues,
  duplicatePayload,
  duplicateRefusal,
  NO_DUPLICATES,
} from "../../components/form/duplicate-check.ts";
import { validateRecord } from "../../components/form/form-values.ts";
import type { FormContext } from "../../components/form/RecordFormModal.tsx";
import {
  type TransactionValues,
  transactionFormValues,
  transactionPayload,
} from "../transactions/transaction-values.ts";
import type { Expense } from "./expenses.api.ts";

export type ExpenseFormValues = TransactionValues &
  DuplicateValues & {
    description: string;
    category: string;
    expense_date: string;
  };

/** Spec 2 §3: the category preselects Office Supplies and the date defaults to today. */
export function expenseFormValues(record: Expense | null, defaults: { storeId: string; today: string }) {
  const own = {
    description: record?.description ?? "",
    category: record?.category ?? EXPENSE_FORM_DEFAULT_CATEGORY,
    expense_date: record?.expense_date ?? defaults.today,
  };
  return {
    ...transactionFormValues(record, defaults.storeId),
    ...own,
    ...NO_DUPLICATES,
  } satisfies ExpenseFormValues;
}

export function expensePayload(values: ExpenseFormValues, context: FormContext): Record<string, unknown> {
  const own = {
    description: values.description.trim(),
    category: values.category || undefined,
    expense_date: values.expense_date || undefined,
  };
  return { ...own, ...transactionPayload(values, context.fixedStore), ...duplicatePayload(values) };
}

/**
 * Spec 2 §5: description, category, amount, date and store (non-staff); check fields for checks;
 * a duplicate warning answered (docs/decisions.md, Duplicate bills).
 */
export function validateExpense(values: ExpenseFormValues, context: FormContext): Record<string, string> {
  const required: Record<string, string> = {
    description: "Description",
    category: "Category",
    amount: "Amount",
  };
  required.expense_date = "Date";
  if (!context.fixedStore) required.store_id = "Store";
  return {
    ...validateRecord(ZExpenseCreate, expensePayload(values, context), required),
    ...duplicateRefusal(values),
  };
}
