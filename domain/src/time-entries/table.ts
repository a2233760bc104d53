import { base, c, computed, notesBy, notNull, storeOf, storeRecords, system } from "../shared/columns.ts";

/** The `employee_time_entries` table: clock-ins and hours worked, newest first by work date. */
export const employeeTimeEntriesTable = storeRecords("work_date", ["notes", "work_date"], {
  ...base,
  employee_id: notNull("ref"),
  employee_name: computed("text"),
  ...storeOf,
  work_date: notNull("date"),
  clock_in_time: notNull("time"),
  clock_out_time: c("time"),
  total_hours: system("number"),
  break_hours: c("number"),
  /** The entry missed its store's break rule (docs/decisions.md, Time entries). */
  missed_break: computed("bool"),
  status: notNull("enum"),
  ...notesBy,
});
