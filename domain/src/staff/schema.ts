/**
 * Staff records. `store_id` is optional in the schema (the server requires it for admins'
 * creates and checks the scope). Pay: `salary_type` is the spec's staff payment_type; the
 * server nulls monthly_salary for hourly staff (or stores the 4.33 estimate) and hourly_rate
 * for monthly staff. Leave fields are set through ZStaffLeave and cleared on return.
 */
import { z } from "zod";
import { WAGE_TYPES } from "../payroll/options.ts";
import {
  date,
  email,
  id,
  instant,
  money,
  numberBetween,
  oneOf,
  optionalText,
  requiredText,
} from "../shared/fields.ts";
import {
  DEFAULT_HOURS_PER_WEEK,
  MAX_HOURS_PER_WEEK,
  MIN_HOURS_PER_WEEK,
  TEXT_LIMIT,
} from "../shared/limits.ts";
import { DEFAULT_EMPLOYMENT_TYPE, DEPARTMENTS, EMPLOYMENT_TYPES } from "../shared/options.ts";
import { ALWAYS, refineDateOrder } from "../shared/schema-rules.ts";
import { LEAVE_TYPES, PERFORMANCE_LEVEL_VALUES, STAFF_POSITIONS, STAFF_STATUSES } from "./options.ts";

const leaveFields = {
  leave_type: oneOf("Leave type", LEAVE_TYPES),
  leave_start_date: date("Start date"),
  leave_end_date: date("End date"),
  leave_reason: optionalText("Reason", TEXT_LIMIT),
};

const fields = {
  name: requiredText("Full name"),
  email: email(),
  phone: requiredText("Phone", 50),
  position: oneOf("Position", STAFF_POSITIONS),
  department: oneOf("Department", DEPARTMENTS),
  employment_type: oneOf("Employment type", EMPLOYMENT_TYPES),
  hire_date: date("Hire date"),
  salary_type: oneOf("Salary type", WAGE_TYPES).nullable().optional(),
  hourly_rate: money("Hourly rate").nullable().optional(),
  hours_per_week: numberBetween("Hours per week", MIN_HOURS_PER_WEEK, MAX_HOURS_PER_WEEK),
  monthly_salary: money("Monthly salary").nullable().optional(),
  status: oneOf("Status", STAFF_STATUSES),
  store_id: id().nullable().optional(),
  user_id: id().nullable().optional(),
  emergency_contact: optionalText("Emergency contact", 300),
  address: optionalText("Address", 300),
  skills: z.array(z.string().trim().min(1).max(100)).max(50).nullable().optional(),
  performance: oneOf("Performance", PERFORMANCE_LEVEL_VALUES).nullable().optional(),
  notes: optionalText("Notes", TEXT_LIMIT),
  leave_type: leaveFields.leave_type.nullable().optional(),
  leave_start_date: leaveFields.leave_start_date.nullable().optional(),
  leave_end_date: leaveFields.leave_end_date.nullable().optional(),
  leave_reason: leaveFields.leave_reason,
  leave_approved_by: optionalText("Approved by"),
  leave_approved_at: instant("Approved at").nullable().optional(),
};

const leaveOrder = refineDateOrder("leave_start_date", "leave_end_date");

export const ZStaffCreate = z
  .strictObject({
    ...fields,
    employment_type: fields.employment_type.default(DEFAULT_EMPLOYMENT_TYPE),
    hours_per_week: fields.hours_per_week.default(DEFAULT_HOURS_PER_WEEK),
    status: fields.status.default("active"),
  })
  .superRefine(leaveOrder, ALWAYS);

export const ZStaffUpdate = z.strictObject(fields).partial().superRefine(leaveOrder, ALWAYS);

/** "Mark Staff On Leave": type, start and end required, end not before start, reason optional. */
export const ZStaffLeave = z
  .strictObject({ status: z.literal("on_leave").default("on_leave"), ...leaveFields })
  .superRefine(leaveOrder, ALWAYS);

/** Performance Review: a rating with an optional note (≤ 500), kept in the staff member's history. */
export const ZStaffReview = z.strictObject({
  performance: oneOf("Performance", PERFORMANCE_LEVEL_VALUES),
  note: optionalText("Note", TEXT_LIMIT),
});
export type TStaffReview = z.infer<typeof ZStaffReview>;
