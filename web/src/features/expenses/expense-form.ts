import { DEFAULT_PAYMENT_TYPE, EXPENSE_FORM_DEFAULT_CATEGORY, ZExpenseCreate } from "@storeops/domain";
import { amountOf, blankToNull, requiredErrors, zodFieldErrors } from "../../components/form/form-values.ts";
import type { FormContext } from "../../components/form/RecordFormModal.tsx";
import type { Expense } from "./expenses.api.ts";

export type ExpenseFormValues = {
  description: string;
  category: string;
  amount: number | string;
  payment_type: string;
  check_no: string;
  check_due_date: string;
  expense_date: string;
  store_id: string;
  notes: string;
};

export type ExpenseFormContext = FormContext;

/** Spec 2 §3: the category preselects Office Supplies and the date defaults to today. */
export function expenseFormValues(
  record: Expense | null,
  defaults: { storeId: string; today: string },
): ExpenseFormValues {
  return {
    description: record?.description ?? "",
    category: record?.category ?? EXPENSE_FORM_DEFAULT_CATEGORY,
    amount: record?.amount ?? "",
    payment_type: record?.payment_type ?? DEFAULT_PAYMENT_TYPE,
    check_no: record?.check_no ?? "",
    check_due_date: record?.check_due_date ?? "",
    expense_date: record?.expense_date ?? defaults.today,
    store_id: record?.store_id ?? defaults.storeId,
    notes: record?.notes ?? "",
  };
}

export function expensePayload(
  values: ExpenseFormValues,
  context: ExpenseFormContext,
): Record<string, unknown> {
  const check = values.payment_type === "check";
  return {
    description: values.description.trim(),
    category: values.category || undefined,
    amount: amountOf(values.amount),
    payment_type: values.payment_type,
    check_no: check ? blankToNull(values.check_no) : null,
    check_due_date: check ? values.check_due_date || null : null,
    expense_date: values.expense_date || undefined,
    ...(context.fixedStore ? {} : { store_id: values.store_id || undefined }),
    notes: blankToNull(values.notes),
  };
}

/** Spec 2 §5: description, category, amount, date and store (non-staff); check fields for checks. */
export function validateExpense(
  values: ExpenseFormValues,
  context: ExpenseFormContext,
): Record<string, string> {
  const payload = expensePayload(values, context);
  const parsed = ZExpenseCreate.safeParse(payload);
  return {
    ...zodFieldErrors(parsed.error),
    ...requiredErrors(payload, {
      description: "Description",
      category: "Category",
      amount: "Amount",
      expense_date: "Date",
      ...(context.fixedStore ? {} : { store_id: "Store" }),
    }),
  };
}
