import { DEFAULT_EMPLOYMENT_TYPE, DEFAULT_HOURS_PER_WEEK, splitSkills, ZStaffCreate } from "@storeops/domain";
import { amountOf, blankToNull, recordValues, validateRecord } from "../../components/form/form-values.ts";
import type { RecordFormRules } from "../../components/form/RecordFormModal.tsx";
import type { SaveMessages } from "../../components/form/save-with-files.ts";
import { MSG } from "../../lib/messages.ts";
import type { StaffMember } from "./staff-list.tsx";

const BLANK_STAFF = {
  name: "",
  email: "",
  phone: "",
  position: "",
  department: "",
  store_id: "",
  /** The linked sign-in account (admin only); linked_user only shows it. */
  user_id: "",
  linked_user: "",
  hire_date: "",
  employment_type: DEFAULT_EMPLOYMENT_TYPE as string,
  salary_type: "hourly" as "hourly" | "monthly",
  hourly_rate: "" as number | string,
  hours_per_week: DEFAULT_HOURS_PER_WEEK as number | string,
  monthly_salary: "" as number | string,
  status: "active",
  emergency_contact: "",
  address: "",
  skills: "",
  /** The spec's default 3.0 matches no option: ours is "average" (3 stars). */
  performance: "average",
  notes: "",
};

export type StaffFormValues = typeof BLANK_STAFF;

export function staffFormValues(
  record: StaffMember | null,
  defaults: { storeId: string; today: string },
): StaffFormValues {
  return {
    ...recordValues(record, { ...BLANK_STAFF, store_id: defaults.storeId, hire_date: defaults.today }),
    skills: (record?.skills ?? []).join(", "),
  };
}

/** The API body: pay of the chosen kind only, skills split and trimmed. */
export function staffPayload(values: StaffFormValues): Record<string, unknown> {
  const hourly = values.salary_type === "hourly";
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    position: values.position || undefined,
    department: values.department || undefined,
    store_id: values.store_id || undefined,
    user_id: values.user_id || null,
    hire_date: values.hire_date || undefined,
    employment_type: values.employment_type,
    salary_type: values.salary_type,
    hourly_rate: hourly ? (amountOf(values.hourly_rate) ?? null) : null,
    hours_per_week: amountOf(values.hours_per_week),
    monthly_salary: hourly ? null : (amountOf(values.monthly_salary) ?? null),
    status: values.status,
    emergency_contact: blankToNull(values.emergency_contact),
    address: blankToNull(values.address),
    skills: splitSkills(values.skills),
    performance: values.performance || null,
    notes: blankToNull(values.notes),
  };
}

/** Spec 2 §5: name, position, department, email, phone, store and hire date; pay ≥ 0; hours 1–80. */
export function validateStaff(values: StaffFormValues): Record<string, string> {
  return validateRecord(ZStaffCreate, staffPayload(values), {
    name: "Full name",
    position: "Position",
    department: "Department",
    email: "Email",
    phone: "Phone",
    store_id: "Assigned store",
    hire_date: "Hire date",
  });
}

const staffSaveMessages: SaveMessages = {
  record: "Staff member",
  created: MSG.staffAdded,
  updated: MSG.staffUpdated,
  saveError: MSG.staffSaveFailed,
  filesFailed: MSG.staffSaveFailed,
};

/** The staff create/edit form's rules, for the kit's RecordFormModal. */
export const staffForm: RecordFormRules<StaffMember, StaffFormValues> = {
  initialValues: staffFormValues,
  validate: validateStaff,
  payload: staffPayload,
  messages: staffSaveMessages,
};
