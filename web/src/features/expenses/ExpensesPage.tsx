import { mayTakeAction } from "@storeops/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useListState } from "../../components/list/useListState.ts";
import { RecordPage } from "../../components/RecordPage.tsx";
import { recordMessages } from "../../components/record-messages.ts";
import { MSG } from "../../lib/messages.ts";
import { useUser } from "../../lib/session.tsx";
import { ExpenseDetails } from "./ExpenseDetails.tsx";
import { ExpenseFormFields } from "./ExpenseFormFields.tsx";
import { ExpenseSummaryCards } from "./ExpenseSummaryCards.tsx";
import { expenseFormValues, expensePayload, validateExpense } from "./expense-form.ts";
import { EXPENSE_LIST, useExpenseList } from "./expense-list.tsx";
import { expensesText } from "./expenses.i18n.ts";

/** The spec's toasts and confirmations of the expense screen. */
const expenseMessages = recordMessages("expense", "Expense", {
  rejected: MSG.expenseRejected,
  rejectError: MSG.expenseRejectError,
  rejectQuestion: MSG.expenseRejectConfirm,
  deleteTitle: expensesText.deleteTitle,
  rejectTitle: expensesText.rejectTitle,
});

/** Spec 2 §2.2 Expense Management. */
export default function ExpensesPage({ approvalPath }: { approvalPath?: (id: string) => ReactNode }) {
  const { t } = useTranslation();
  const user = useUser();
  const staff = user.role === "staff";
  const controls = useListState(EXPENSE_LIST);
  const list = useExpenseList();
  return (
    <RecordPage
      table="expenses"
      controls={controls}
      list={list}
      title={t(`expenses.title.${user.role}`)}
      subtitle={t(`expenses.subtitle.${user.role}`, { store: user.current_store?.name ?? "" })}
      newLabel={t("expenses.new")}
      noCreateNote={mayTakeAction(user.role, "expenses", "approve") ? t("expenses.reviewerNote") : undefined}
      summary={
        <ExpenseSummaryCards isStaff={staff} storeId={staff ? undefined : controls.state.filters.store} />
      }
      detailsTitle={t("expenses.detailsTitle")}
      details={(expense) => (
        <>
          <ExpenseDetails expense={expense} />
          {approvalPath?.(expense.id)}
        </>
      )}
      bulkDecisions
      actionTexts={expenseMessages.actions}
      form={{
        table: "expenses",
        testId: "expense",
        titles: { create: t("expenses.form.newTitle"), edit: t("expenses.form.editTitle") },
        submitLabels: { create: t("expenses.form.create"), edit: t("expenses.form.saveChanges") },
        initialValues: expenseFormValues,
        validate: validateExpense,
        payload: expensePayload,
        Fields: ExpenseFormFields,
        messages: expenseMessages.save,
        // An expense has no vendor field: the receipt's vendor names what was bought from whom.
        receiptFields: {
          vendor: "description",
          date: "expense_date",
          total: "amount",
          payment_type: "payment_type",
        },
      }}
    />
  );
}
