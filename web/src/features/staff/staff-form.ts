import {
  DEFAULT_EMPLOYMENT_TYPE,
  DEFAULT_HOURS_PER_WEEK,
  MSG,
  splitSkills,
  ZStaffCreate,
} from "@storeops/domain";
import { amountOf, blankToNull, validateRecord } from "../../components/form/form-values.ts";
import type { SaveMessages } from "../../components/form/save-with-files.ts";
import type { StaffMember } from "./staff-list.tsx";

export interface StaffFormValues extends Record<string, unknown> {
  name: string;
  email: string;
  phone: string;
  position: string;
  department: string;
  store_id: string;
  hire_date: string;
  employment_type: string;
  salary_type: "hourly" | "monthly";
  hourly_rate: number | string;
  hours_per_week: number | string;
  monthly_salary: number | string;
  status: string;
  emergency_contact: string;
  address: string;
  skills: string;
  /** The spec's default 3.0 matches no option: ours is "average" (3 stars). */
  performance: string;
  notes: string;
}

export function staffFormValues(
  record: StaffMember | null,
  defaults: { storeId: string; today: string },
): StaffFormValues {
  return {
    name: record?.name ?? "",
    email: record?.email ?? "",
    phone: record?.phone ?? "",
    position: record?.position ?? "",
    department: record?.department ?? "",
    store_id: record?.store_id ?? defaults.storeId,
    hire_date: record?.hire_date ?? defaults.today,
    employment_type: record?.employment_type ?? DEFAULT_EMPLOYMENT_TYPE,
    salary_type: record?.salary_type ?? "hourly",
    hourly_rate: record?.hourly_rate ?? "",
    hours_per_week: record?.hours_per_week ?? DEFAULT_HOURS_PER_WEEK,
    monthly_salary: record?.monthly_salary ?? "",
    status: record?.status ?? "active",
    emergency_contact: record?.emergency_contact ?? "",
    address: record?.address ?? "",
    skills: (record?.skills ?? []).join(", "),
    performance: record?.performance ?? "average",
    notes: record?.notes ?? "",
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

export const staffSaveMessages: SaveMessages = {
  record: "Staff member",
  created: MSG.staffAdded,
  updated: MSG.staffUpdated,
  saveError: MSG.staffSaveFailed,
  filesFailed: MSG.staffSaveFailed,
};
