import { base, notNull, storeOf, storeRecords, system } from "../shared/columns.ts";

/**
 * The `budgets` table (issue #31, item 5): one amount per store, calendar month (YYYY-MM) and line
 * (revenue, purchases, expenses, labour), newest month first. One row per store, month and line.
 */
export const budgetsTable = storeRecords("month", ["line", "store_name"], {
  ...base,
  ...storeOf,
  month: notNull("text"),
  line: notNull("enum"),
  amount: notNull("money"),
  created_by: system("ref"),
});
