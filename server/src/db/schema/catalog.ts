import type { Nullable, WithDefault } from "./columns.ts";

export interface UsersTable {
  id: string;
  created_at: string;
  updated_at: string;
  name: string;
  email: string;
  phone: Nullable<string>;
  role: string;
  department: Nullable<string>;
  job_title: Nullable<string>;
  location: Nullable<string>;
  bio: Nullable<string>;
  notes: Nullable<string>;
  timezone: WithDefault<string>;
  profile_image_url: Nullable<string>;
  assigned_stores: WithDefault<string>;
  managed_stores: WithDefault<string>;
  status: WithDefault<string>;
  password_hash: string;
  must_change_password: WithDefault<number>;
  totp_secret: Nullable<string>;
  totp_enabled: WithDefault<number>;
  last_login_at: Nullable<string>;
  totp_recovery_codes: Nullable<string>;
  totp_last_step: Nullable<number>;
  password_changed_at: Nullable<string>;
}

export interface IndustriesTable {
  id: string;
  created_at: string;
  updated_at: string;
  name: string;
  code: string;
  description: Nullable<string>;
  status: WithDefault<string>;
}

export interface CategoriesTable {
  id: string;
  created_at: string;
  updated_at: string;
  name: string;
  kind: WithDefault<string>;
  industry_id: Nullable<string>;
  active: WithDefault<number>;
  sort_order: WithDefault<number>;
}

export interface StoresTable {
  id: string;
  created_at: string;
  updated_at: string;
  name: string;
  code: string;
  industry_id: Nullable<string>;
  address: Nullable<string>;
  city: Nullable<string>;
  state: Nullable<string>;
  postal_code: Nullable<string>;
  country: WithDefault<string>;
  phone: Nullable<string>;
  email: Nullable<string>;
  manager_id: Nullable<string>;
  status: WithDefault<string>;
  timezone: WithDefault<string>;
  monthly_target: WithDefault<number>;
  opening_hours: Nullable<string>;
  established: Nullable<string>;
  settings: Nullable<string>;
}

export interface VendorsTable {
  id: string;
  created_at: string;
  updated_at: string;
  name: string;
  code: string;
  contact_person: Nullable<string>;
  email: Nullable<string>;
  phone: Nullable<string>;
  address: Nullable<string>;
  tax_id: Nullable<string>;
  payment_terms: WithDefault<string>;
  notes: Nullable<string>;
  status: WithDefault<string>;
  category: WithDefault<string>;
  /** A JSON list of the vendor's other names; vendor_aliases is its index (migration 040). */
  aliases: WithDefault<string>;
}

/** One alias of a vendor, keyed by its lower-case name: an alias belongs to one vendor. */
export interface VendorAliasesTable {
  name_key: string;
  vendor_id: string;
  name: string;
  created_at: string;
}

export interface StaffTable {
  id: string;
  created_at: string;
  updated_at: string;
  store_id: Nullable<string>;
  /** The sign-in account this record is (migration 028), set by the admin. */
  user_id: Nullable<string>;
  /** The kiosk PIN's keyed hash (migration 032); never shown. */
  pin_hash: Nullable<string>;
  name: string;
  email: string;
  phone: Nullable<string>;
  position: Nullable<string>;
  department: Nullable<string>;
  employment_type: WithDefault<string>;
  hire_date: Nullable<string>;
  salary_type: WithDefault<string>;
  hourly_rate: Nullable<number>;
  hours_per_week: Nullable<number>;
  monthly_salary: Nullable<number>;
  status: WithDefault<string>;
  emergency_contact: Nullable<string>;
  address: Nullable<string>;
  skills: WithDefault<string>;
  performance: Nullable<string>;
  notes: Nullable<string>;
  leave_type: Nullable<string>;
  leave_start_date: Nullable<string>;
  leave_end_date: Nullable<string>;
  leave_reason: Nullable<string>;
  leave_approved_by: Nullable<string>;
  leave_approved_at: Nullable<string>;
}
