/**
 * What users read for a stored option value (statuses, kinds, audit actions): one place, so no
 * screen shows a raw value such as `ON_LEAVE`, `full-time` or `LOGIN_FAILED`.
 */
import { CAREER_EMPLOYMENT_TYPE_LABELS } from "./careers/options.ts";
import { WITHDRAWAL_METHOD_LABELS } from "./payroll/options.ts";
import { SCHEDULE_STATUS_LABELS } from "./schedules/options.ts";
import { LEAVE_TYPE_LABELS } from "./staff/options.ts";
import { STORE_STATUS_LABELS } from "./stores/options.ts";
import { VENDOR_PAYMENT_TERMS_LABELS } from "./vendors/options.ts";

const STATUS_AND_KIND_LABELS: Record<string, string> = {
  ...STORE_STATUS_LABELS,
  ...CAREER_EMPLOYMENT_TYPE_LABELS,
  ...LEAVE_TYPE_LABELS,
  ...VENDOR_PAYMENT_TERMS_LABELS,
  ...WITHDRAWAL_METHOD_LABELS,
  ...SCHEDULE_STATUS_LABELS,
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
  submitted: "Submitted",
  paid: "Paid",
  overdue: "Overdue",
  suspended: "Suspended",
  on_leave: "On Leave",
  open: "Open",
  draft: "Draft",
  completed: "Completed",
  recorded: "Completed",
  new: "New",
  reviewing: "Reviewing",
  interviewed: "Interviewed",
  hired: "Hired",
  card: "Card",
  other: "Other",
  hourly: "Hourly",
  "entry-level": "Entry level",
  "mid-level": "Mid level",
  "senior-level": "Senior level",
  executive: "Executive",
  monthly: "Monthly",
  CREATE: "Created",
  UPDATE: "Updated",
  DELETE: "Deleted",
  LOGIN: "Signed in",
  LOGOUT: "Signed out",
  LOGIN_FAILED: "Failed sign-in",
  EXPORT: "Exported",
  IMPORT: "Imported",
  APPROVE: "Approved",
  REJECT: "Rejected",
  SUBMIT: "Submitted",
  PAY: "Paid",
  CLOCK_IN: "Clocked in",
  CLOCK_OUT: "Clocked out",
  BREAK_START: "Break started",
  BREAK_END: "Break ended",
  KIOSK_PIN_FAILED: "Wrong kiosk PIN",
  PRUNE: "Pruned (retention)",
};

/** The label of an option value; an unknown value reads as words ("some_value" → "Some value"). */
export function optionLabel(value: string): string {
  const known = STATUS_AND_KIND_LABELS[value];
  if (known) return known;
  const words = value.replace(/[_-]+/g, " ").trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
