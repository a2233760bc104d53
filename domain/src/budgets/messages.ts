/** Ours (docs/decisions.md, Budgets): the budget's words; the spec has none for it. */
export const BUDGET_MESSAGES = {
  budgetMonthInvalid: "Enter the month as YYYY-MM, for example 2026-11.",
  budgetLineInvalid: "The budget line must be revenue, purchases, expenses or labour.",
  budgetAmountInvalid: "Enter the budget in dollars, 0 or more, with at most two decimals.",
  budgetStoreUnknown: "No store of yours has this code.",
  budgetExists: "This store already has a budget for that month and line. Change that one instead.",
  budgetImportHeader: "The file's first line must be: store_code,month,line,amount",
  budgetImportEmpty: "The file has no budget lines.",
  budgetImportTooLarge: "The file is too large: import at most 2,000 lines (256 KB) at a time.",
  budgetImportDuplicate: "This store, month and line are already in the file on an earlier line.",
  budgetImportHasErrors: "Nothing was imported: correct the lines with errors and import again.",
  budgetSaved: "Budget saved.",
  budgetImported: "Budget imported.",
  monthEndMonthInvalid: "Choose a month as YYYY-MM.",
} as const;
