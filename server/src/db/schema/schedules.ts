import type { Nullable, WithDefault } from "./columns.ts";

/** A planned shift (migration 046): instants in UTC, the same start and end on the store's wall clock. */
export interface ShiftsTable {
  id: string;
  created_at: string;
  updated_at: string;
  store_id: string;
  employee_id: string;
  position: Nullable<string>;
  shift_date: string;
  start_time: string;
  end_time: string;
  start_at: string;
  end_at: string;
  break_minutes: WithDefault<number>;
  hours: WithDefault<number>;
  status: WithDefault<string>;
  published_at: Nullable<string>;
  published_by: Nullable<string>;
  notes: Nullable<string>;
  created_by: Nullable<string>;
}

/** What happened to a published shift, by whom and when (migration 046); `changes` is JSON text. */
export interface ShiftChangesTable {
  id: string;
  created_at: string;
  store_id: string;
  shift_id: string;
  employee_id: Nullable<string>;
  shift_date: string;
  action: string;
  changes: Nullable<string>;
  user_id: Nullable<string>;
  user_name: Nullable<string>;
}

/** An offer of a published shift to a colleague (migration 046). */
export interface ShiftSwapsTable {
  id: string;
  created_at: string;
  updated_at: string;
  store_id: string;
  shift_id: string;
  from_employee_id: string;
  to_employee_id: Nullable<string>;
  status: WithDefault<string>;
  note: Nullable<string>;
  reason: Nullable<string>;
  offered_by: Nullable<string>;
  accepted_by: Nullable<string>;
  accepted_at: Nullable<string>;
  decided_by: Nullable<string>;
  decided_at: Nullable<string>;
}

/** When an employee can work on a weekday (1 Monday … 7 Sunday); `available` 0/1 (migration 046). */
export interface StaffAvailabilityTable {
  employee_id: string;
  weekday: number;
  available: number;
  from_time: Nullable<string>;
  to_time: Nullable<string>;
  updated_at: string;
  updated_by: Nullable<string>;
}

/** A store's usual shift of one employee on a weekday (migration 046). */
export interface ShiftTemplatesTable {
  id: string;
  created_at: string;
  updated_at: string;
  store_id: string;
  weekday: number;
  employee_id: string;
  position: Nullable<string>;
  start_time: string;
  end_time: string;
  break_minutes: WithDefault<number>;
  notes: Nullable<string>;
  created_by: Nullable<string>;
}

/** A day a store's manager marked as a holiday: left out of the takings forecast (migration 046). */
export interface ScheduleHolidaysTable {
  id: string;
  created_at: string;
  store_id: string;
  date: string;
  name: string;
  created_by: Nullable<string>;
}
