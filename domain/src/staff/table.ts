import { base, c, computed, namedRecords, storeOf } from "../shared/columns.ts";

/** The `staff` table: its columns, store binding, searchable fields and default order. */
export const staffTable = namedRecords(
  ["name", "position", "department", "email", "phone"],
  {
    ...base,
    name: c("text"),
    email: c("text"),
    phone: c("text"),
    position: c("text"),
    department: c("text"),
    employment_type: c("text"),
    hire_date: c("date"),
    salary_type: c("enum"),
    hourly_rate: c("money"),
    hours_per_week: c("number"),
    monthly_salary: c("money"),
    status: c("enum"),
    ...storeOf,
    /** The sign-in account this record is: set by the admin, never matched by email (docs/decisions.md, Staff). */
    user_id: c("ref"),
    linked_user: computed("text"),
    emergency_contact: c("text"),
    address: c("text"),
    skills: c("json"),
    performance: c("enum"),
    notes: c("text"),
    leave_type: c("enum"),
    leave_start_date: c("date"),
    leave_end_date: c("date"),
    leave_reason: c("text"),
    leave_approved_by: c("text"),
    leave_approved_at: c("instant"),
  },
  { storeBound: true },
);
