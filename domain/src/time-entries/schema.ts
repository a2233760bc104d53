/**
 * Time entries (employee_time_entries). `total_hours` is computed by the server with
 * hoursWorked (overnight rule, minus breaks); `employee_name`/`store_name` are joined.
 * `store_id` is optional: for a staff clock-in the server uses the current store.
 */
import { z } from "zod";
import { date, id, numberBetween, oneOf, optionalText, time } from "../shared/fields.ts";
import { LONG_TEXT_LIMIT } from "../shared/limits.ts";
import { TIME_ENTRY_STATUSES } from "./options.ts";

const fields = {
  // Optional only for a staff clock-in, where the server uses the user's own staff record.
  employee_id: id().optional(),
  store_id: id().nullable().optional(),
  work_date: date("Work date"),
  clock_in_time: time("Clock in time"),
  clock_out_time: time("Clock out time").nullable().optional(),
  break_hours: numberBetween("Break hours", 0, 24).nullable().optional(),
  notes: optionalText("Notes", LONG_TEXT_LIMIT),
};

/** An open entry has no clock_out_time; its status is set by the server. */
export const ZTimeEntryCreate = z.strictObject(fields);

/**
 * Clock-out sends clock_out_time and status "recorded" (the server derives the stored status).
 * Setting the clock-out of an open entry is a clock-out; with status "recorded" the PATCH is a
 * clock-out even when the entry has closed meanwhile, so the second of two is a 409.
 */
export const ZTimeEntryUpdate = z
  .strictObject({ ...fields, status: oneOf("Status", TIME_ENTRY_STATUSES) })
  .partial();
