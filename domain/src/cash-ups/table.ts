import { base, c, computed, notNull, storeRecords, system } from "../shared/columns.ts";

/**
 * The `cash_ups` table (issue #30): a store's till counted at the end of a business day, newest
 * first. The terms of the expected cash (takings, cash paid out) are the server's, kept on the
 * row as they stood when it was last counted; the variance is counted − expected.
 */
export const cashUpsTable = storeRecords("business_date", ["variance_reason", "bank_reference", "notes"], {
  ...base,
  store_id: c("ref"),
  store_code: computed("text"),
  store_name: computed("text"),
  business_date: notNull("date"),
  status: c("enum", { system: true, notNull: true }),
  opening_float: notNull("money"),
  cash_takings: c("money", { system: true, notNull: true }),
  cash_purchases: c("money", { system: true, notNull: true }),
  cash_expenses: c("money", { system: true, notNull: true }),
  cash_drops: notNull("money"),
  expected_cash: c("money", { system: true, notNull: true }),
  counted_cash: c("money"),
  /** Notes and coins counted: {"2000": 3, "25": 8} (face value in cents → how many). */
  denominations: c("json"),
  variance: system("money"),
  variance_reason: c("text"),
  deposit_amount: c("money"),
  bank_reference: c("text"),
  notes: c("text"),
  rejection_reason: system("text"),
  created_by: system("ref"),
  counted_by: system("ref"),
  counted_by_name: computed("text"),
  submitted_at: system("instant"),
  approved_by: system("ref"),
  approved_by_name: computed("text"),
  approved_at: system("instant"),
  /** The approval path a variance beyond tolerance was given and where it stands (docs/decisions.md, Approvals); read by the server only. */
  approval_path: c("text", { system: true, hidden: true }),
  approval_step: c("int", { system: true, hidden: true }),
  approval_waiting: c("text", { system: true, hidden: true }),
  approval_done: c("text", { system: true, hidden: true }),
});
