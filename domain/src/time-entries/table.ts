import { base, c, computed, notNull, system, type TableDef } from "../shared/columns.ts";

/** The `employee_time_entries` table: its columns, store binding, searchable fields and default order. */
export const employeeTimeEntriesTable = {
  columns: {
    ...base,
    employee_id: notNull("ref"),
    employee_name: computed("text"),
    store_id: c("ref"),
    store_name: computed("text"),
    work_date: notNull("date"),
    clock_in_time: notNull("time"),
    clock_out_time: c("time"),
    total_hours: system("number"),
    break_hours: c("number"),
    status: notNull("enum"),
    notes: c("text"),
    created_by: system("ref"),
  },
  storeBound: true,
  searchable: ["notes", "work_date"],
  defaultOrder: ["work_date", "desc"],
} as const satisfies TableDef;
