import { hoursWorked, isFutureWorkDate, ZTimeEntryCreate } from "@storeops/domain";
import { blankToNull, validateRecord } from "../../components/form/form-values.ts";
import { MSG } from "../../lib/messages.ts";

export interface ManualEntryValues {
  employee_id: string;
  store_id: string;
  work_date: string;
  clock_in_time: string;
  clock_out_time: string;
  break_hours: string;
  notes: string;
  [key: string]: unknown;
}

export function manualEntryValues(storeId: string, today: string): ManualEntryValues {
  return {
    employee_id: "",
    store_id: storeId,
    work_date: today,
    clock_in_time: "",
    clock_out_time: "",
    break_hours: "",
    notes: "",
  };
}

/** What the API receives: empty ids and times as null (spec 2 §5). */
export function manualEntryPayload(values: ManualEntryValues) {
  return {
    employee_id: values.employee_id,
    store_id: values.store_id,
    work_date: values.work_date,
    clock_in_time: values.clock_in_time,
    clock_out_time: blankToNull(values.clock_out_time),
    break_hours: values.break_hours.trim() === "" ? 0 : Number(values.break_hours),
    notes: blankToNull(values.notes),
  };
}

/**
 * The schema's rules, and the server's date rule: a work date after the store's today (`storeToday`,
 * from the server; omitted until known) is refused, as the server does.
 */
export function validateManualEntry(values: ManualEntryValues, storeToday?: string) {
  const errors: Record<string, string> = validateRecord(ZTimeEntryCreate, manualEntryPayload(values), {
    employee_id: "Employee",
    store_id: "Store",
    work_date: "Work date",
    clock_in_time: "Clock in time",
  });
  if (!errors.work_date && storeToday && values.work_date && isFutureWorkDate(values.work_date, storeToday)) {
    errors.work_date = MSG.workDateInFuture;
  }
  return errors;
}

/** The hours the server will compute (overnight rule), for the form's preview; null until both times are set. */
export function previewHours(values: ManualEntryValues): number | null {
  if (!values.clock_in_time || !values.clock_out_time) return null;
  try {
    return hoursWorked(values.clock_in_time, values.clock_out_time, Number(values.break_hours || 0));
  } catch {
    return null;
  }
}
