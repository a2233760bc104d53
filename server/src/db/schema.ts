import type { ColumnType } from "kysely";

/**
 * The database as Kysely sees it, one interface per table of the migrations (db/migrations).
 * Money is integer cents, booleans 0/1, lists and objects JSON text, dates and instants ISO text.
 * Columns with a default are optional on insert.
 */
type WithDefault<T> = ColumnType<T, T | undefined, T>;
/** A column that may be null and may be left out on insert. */
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

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
}

export interface StaffTable {
  id: string;
  created_at: string;
  updated_at: string;
  store_id: Nullable<string>;
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

export interface PurchasesTable {
  id: string;
  created_at: string;
  updated_at: string;
  store_id: Nullable<string>;
  invoice_no: string;
  vendor: string;
  vendor_id: Nullable<string>;
  description: Nullable<string>;
  amount: number;
  payment_type: WithDefault<string>;
  due_date: Nullable<string>;
  check_no: Nullable<string>;
  check_due_date: Nullable<string>;
  purchase_date: string;
  status: WithDefault<string>;
  notes: Nullable<string>;
  rejection_reason: Nullable<string>;
  attachments: WithDefault<string>;
  approved_by: Nullable<string>;
  approved_at: Nullable<string>;
  paid_at: Nullable<string>;
  created_by: Nullable<string>;
}

export interface ExpensesTable {
  id: string;
  created_at: string;
  updated_at: string;
  store_id: Nullable<string>;
  description: Nullable<string>;
  category: WithDefault<string>;
  amount: number;
  payment_type: WithDefault<string>;
  check_no: Nullable<string>;
  check_due_date: Nullable<string>;
  expense_date: string;
  status: WithDefault<string>;
  notes: Nullable<string>;
  rejection_reason: Nullable<string>;
  has_receipt: WithDefault<number>;
  attachments: WithDefault<string>;
  approved_by: Nullable<string>;
  approved_at: Nullable<string>;
  created_by: Nullable<string>;
}

export interface DailyIncomeTable {
  id: string;
  created_at: string;
  updated_at: string;
  store_id: Nullable<string>;
  date: string;
  work_start_time: Nullable<string>;
  work_end_time: Nullable<string>;
  income_cash: WithDefault<number>;
  income_card: WithDefault<number>;
  income_other: WithDefault<number>;
  total_income: WithDefault<number>;
  notes: Nullable<string>;
  attachments: WithDefault<string>;
  created_by: Nullable<string>;
}

export interface EmployeeTimeEntriesTable {
  id: string;
  created_at: string;
  updated_at: string;
  store_id: Nullable<string>;
  employee_id: string;
  work_date: string;
  clock_in_time: string;
  clock_out_time: Nullable<string>;
  total_hours: Nullable<number>;
  break_hours: WithDefault<number>;
  status: WithDefault<string>;
  notes: Nullable<string>;
  created_by: Nullable<string>;
}

export interface EmployeeWagesTable {
  id: string;
  created_at: string;
  updated_at: string;
  store_id: Nullable<string>;
  employee_id: string;
  payment_type: WithDefault<string>;
  hourly_rate: Nullable<number>;
  monthly_salary: Nullable<number>;
  effective_from: string;
  is_current: WithDefault<number>;
  notes: Nullable<string>;
  created_by: Nullable<string>;
}

export interface EmployeeWithdrawalsTable {
  id: string;
  created_at: string;
  updated_at: string;
  store_id: Nullable<string>;
  employee_id: string;
  withdrawal_date: string;
  amount: number;
  payment_method: WithDefault<string>;
  check_number: Nullable<string>;
  notes: Nullable<string>;
  created_by: Nullable<string>;
}

export interface CareersTable {
  id: string;
  created_at: string;
  updated_at: string;
  job_title: string;
  department: Nullable<string>;
  location: Nullable<string>;
  employment_type: WithDefault<string>;
  experience_level: WithDefault<string>;
  salary_min: Nullable<number>;
  salary_max: Nullable<number>;
  salary: Nullable<string>;
  description: Nullable<string>;
  requirements: Nullable<string>;
  status: WithDefault<string>;
  posted_date: Nullable<string>;
  created_by: Nullable<string>;
}

export interface CareerApplicationsTable {
  id: string;
  created_at: string;
  updated_at: string;
  career_id: Nullable<string>;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  position: Nullable<string>;
  location: Nullable<string>;
  cover_letter: Nullable<string>;
  resume: Nullable<string>;
  applied_at: string;
}

export interface AuditLogsTable {
  id: string;
  created_at: string;
  updated_at: string;
  user_id: Nullable<string>;
  user_name: Nullable<string>;
  action: string;
  target_table: Nullable<string>;
  target_id: Nullable<string>;
  description: Nullable<string>;
  changes: Nullable<string>;
  ip_address: Nullable<string>;
  user_agent: Nullable<string>;
}

export interface ReportsTable {
  id: string;
  created_at: string;
  updated_at: string;
  name: string;
  type: WithDefault<string>;
  description: Nullable<string>;
  status: WithDefault<string>;
  config: Nullable<string>;
  created_by: Nullable<string>;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  token_hash: string;
  current_store_id: Nullable<string>;
  remember: WithDefault<number>;
  ip_address: Nullable<string>;
  user_agent: Nullable<string>;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  revoked_at: Nullable<string>;
}

export interface LoginAttemptsTable {
  id: string;
  email: string;
  ip_address: string;
  created_at: string;
}

export interface SettingsTable {
  key: string;
  value: string;
  updated_at: string;
  updated_by: Nullable<string>;
}

export interface TempFilesTable {
  name: string;
  original_name: string;
  mime_type: string;
  size: number;
  target_table: string;
  uploaded_by: string;
  created_at: string;
}

export interface AttachmentsTable {
  id: string;
  owner_table: string;
  owner_id: string;
  stored_name: string;
  original_name: Nullable<string>;
  type: string;
  size: WithDefault<number>;
  created_at: string;
}

export interface Database {
  attachments: AttachmentsTable;
  users: UsersTable;
  industries: IndustriesTable;
  stores: StoresTable;
  vendors: VendorsTable;
  staff: StaffTable;
  purchases: PurchasesTable;
  expenses: ExpensesTable;
  daily_income: DailyIncomeTable;
  employee_time_entries: EmployeeTimeEntriesTable;
  employee_wages: EmployeeWagesTable;
  employee_withdrawals: EmployeeWithdrawalsTable;
  careers: CareersTable;
  career_applications: CareerApplicationsTable;
  audit_logs: AuditLogsTable;
  reports: ReportsTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  settings: SettingsTable;
  temp_files: TempFilesTable;
}
