import { base, c, computed, notNull, storeRecords, system } from "../shared/columns.ts";

/** The `daily_income` table: a store's takings of a day, newest first. */
export const dailyIncomeTable = storeRecords("date", ["notes", "date"], {
  ...base,
  store_id: c("ref"),
  store_code: computed("text"),
  store_name: computed("text"),
  date: notNull("date"),
  work_start_time: c("time"),
  work_end_time: c("time"),
  income_cash: notNull("money"),
  income_card: notNull("money"),
  income_other: notNull("money"),
  total_income: c("money", { system: true, notNull: true }),
  notes: c("text"),
  attachments: c("json"),
  created_by: system("ref"),
});
