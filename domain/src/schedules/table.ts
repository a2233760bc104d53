import { base, c, computed, notNull, storeOf, storeRecords, system } from "../shared/columns.ts";

/**
 * The `shifts` table (issue #33, item 1; docs/decisions.md, Schedules): a planned shift of one
 * employee in one store, listed by its date. `start_at` and `end_at` are UTC instants;
 * `shift_date`, `start_time` and `end_time` read them on the store's clock (either pair may be
 * written, the server works out the other). `hours` is paid time: end − start − the unpaid break.
 */
export const shiftsTable = storeRecords("shift_date", ["position", "notes"], {
  ...base,
  ...storeOf,
  employee_id: notNull("ref"),
  employee_name: computed("text"),
  position: c("text"),
  shift_date: notNull("date"),
  start_time: notNull("time"),
  end_time: notNull("time"),
  start_at: notNull("instant"),
  end_at: notNull("instant"),
  break_minutes: notNull("int"),
  hours: c("number", { system: true, notNull: true }),
  status: c("enum", { system: true, notNull: true }),
  published_at: system("instant"),
  published_by: system("ref"),
  notes: c("text"),
  created_by: system("ref"),
});
