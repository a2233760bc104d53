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
  /**
   * The clock-in against the employee's published shift: `late`, `early`, `on_time`, or null when
   * it is not measured against a shift (docs/decisions.md, Schedules: plan against actual).
   */
  clock_in_flag: computed("enum"),
  status: notNull("enum"),
  ...notesBy,
});
