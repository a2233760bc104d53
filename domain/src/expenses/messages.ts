/** Expenses messages of spec 2, word for word. */
export const EXPENSE_MESSAGES = {
  expenseCreated: "Expense created successfully!",
  expenseUpdated: "Expense updated successfully!",
  expenseSaveError: "Error saving expense. Please try again.",
  expenseFilesFailed: "Expense saved but files failed to save.",
  expenseDeleteConfirm: "Are you sure you want to delete this expense record?",
  expenseDeleted: "Expense deleted successfully!",
  expenseDeleteError: "Error deleting expense. Please try again.",
  expenseApproved: "Expense approved successfully!",
  expenseApproveError: "Error approving expense. Please try again.",
  expenseRejectConfirm: "Are you sure you want to reject this expense?",
  expenseRejected: "Expense rejected successfully!",
  expenseRejectError: "Error rejecting expense. Please try again.",
  accountingCannotDeleteExpenses:
    "Access Denied: Accounting users cannot delete expenses. Please contact an administrator if deletion is required.",
  expensesEmpty: "No expenses found.",
} as const;
