/**
 * The database as Kysely sees it, one interface per table of the migrations (db/migrations),
 * grouped in schema/. Money is integer cents, booleans 0/1, lists and objects JSON text, dates
 * and instants ISO text. Columns with a default are optional on insert.
 */

import type {
  AuditUserActionTotalsTable,
  CashUpStoreTotalsTable,
  IncomeDayTotalsTable,
  IncomeMonthTotalsTable,
  IncomeStoreTotalsTable,
  LabourDayTotalsTable,
  LabourEmployeeMonthTotalsTable,
  LabourStoreTotalsTable,
  TransactionDayTotalsTable,
  TransactionStoreTotalsTable,
  VendorStoreTotalsTable,
} from "./schema/aggregates.ts";
import type {
  ApprovalDelegationsTable,
  ApprovalRulesTable,
  RecordApprovalsTable,
} from "./schema/approvals.ts";
import type {
  BudgetsTable,
  ExpenseCategoryMonthTotalsTable,
  PurchaseCategoryMonthTotalsTable,
  PurchaseDueTotalsTable,
  PurchaseVendorMonthTotalsTable,
} from "./schema/budgets.ts";
import type {
  CategoriesTable,
  IndustriesTable,
  StaffTable,
  StoresTable,
  UsersTable,
  VendorAliasesTable,
  VendorsTable,
} from "./schema/catalog.ts";
import type { ImportJobsTable, ImportMappingsTable } from "./schema/imports.ts";
import type {
  NotificationDigestTable,
  NotificationMarksTable,
  NotificationPreferencesTable,
} from "./schema/notifications.ts";
import type { PayrollRunLinesTable, PayrollRunsTable } from "./schema/payroll-runs.ts";
import type {
  AttachmentsTable,
  CashUpsTable,
  DailyIncomeTable,
  EmployeeTimeEntriesTable,
  EmployeeWagesTable,
  EmployeeWithdrawalsTable,
  ExpensesTable,
  KioskDevicesTable,
  PurchasesTable,
  TimeEntryBreaksTable,
} from "./schema/records.ts";
import type { SavedViewDefaultsTable, SavedViewsTable } from "./schema/saved-views.ts";
import type {
  ScheduleHolidaysTable,
  ShiftChangesTable,
  ShiftSwapsTable,
  ShiftsTable,
  ShiftTemplatesTable,
  StaffAvailabilityTable,
} from "./schema/schedules.ts";
import type { StaffLeavesTable, StaffReviewsTable } from "./schema/staff-history.ts";
import type {
  ApiRateWindowsTable,
  AuditChainTable,
  AuditLogsTable,
  CareerApplicationsTable,
  CareersTable,
  IdempotencyKeysTable,
  LoginAttemptsTable,
  NotificationsTable,
  ReportsTable,
  SessionsTable,
  SettingsTable,
  TempFilesTable,
} from "./schema/system.ts";

export type { EmployeeTimeEntriesTable } from "./schema/records.ts";

export interface Database {
  attachments: AttachmentsTable;
  users: UsersTable;
  industries: IndustriesTable;
  categories: CategoriesTable;
  stores: StoresTable;
  vendors: VendorsTable;
  vendor_aliases: VendorAliasesTable;
  staff: StaffTable;
  purchases: PurchasesTable;
  expenses: ExpensesTable;
  daily_income: DailyIncomeTable;
  cash_ups: CashUpsTable;
  payroll_runs: PayrollRunsTable;
  payroll_run_lines: PayrollRunLinesTable;
  budgets: BudgetsTable;
  approval_rules: ApprovalRulesTable;
  approval_delegations: ApprovalDelegationsTable;
  record_approvals: RecordApprovalsTable;
  employee_time_entries: EmployeeTimeEntriesTable;
  time_entry_breaks: TimeEntryBreaksTable;
  kiosk_devices: KioskDevicesTable;
  employee_wages: EmployeeWagesTable;
  employee_withdrawals: EmployeeWithdrawalsTable;
  careers: CareersTable;
  career_applications: CareerApplicationsTable;
  audit_logs: AuditLogsTable;
  audit_chain: AuditChainTable;
  reports: ReportsTable;
  sessions: SessionsTable;
  notifications: NotificationsTable;
  notification_preferences: NotificationPreferencesTable;
  notification_digest: NotificationDigestTable;
  notification_marks: NotificationMarksTable;
  api_rate_windows: ApiRateWindowsTable;
  idempotency_keys: IdempotencyKeysTable;
  login_attempts: LoginAttemptsTable;
  settings: SettingsTable;
  temp_files: TempFilesTable;
  transaction_day_totals: TransactionDayTotalsTable;
  income_day_totals: IncomeDayTotalsTable;
  income_month_totals: IncomeMonthTotalsTable;
  audit_user_action_totals: AuditUserActionTotalsTable;
  labour_day_totals: LabourDayTotalsTable;
  labour_store_totals: LabourStoreTotalsTable;
  cash_up_store_totals: CashUpStoreTotalsTable;
  labour_employee_month_totals: LabourEmployeeMonthTotalsTable;
  vendor_store_totals: VendorStoreTotalsTable;
  transaction_store_totals: TransactionStoreTotalsTable;
  income_store_totals: IncomeStoreTotalsTable;
  expense_category_month_totals: ExpenseCategoryMonthTotalsTable;
  purchase_category_month_totals: PurchaseCategoryMonthTotalsTable;
  purchase_vendor_month_totals: PurchaseVendorMonthTotalsTable;
  purchase_due_totals: PurchaseDueTotalsTable;
  staff_leaves: StaffLeavesTable;
  staff_reviews: StaffReviewsTable;
  saved_views: SavedViewsTable;
  saved_view_defaults: SavedViewDefaultsTable;
  import_jobs: ImportJobsTable;
  import_mappings: ImportMappingsTable;
  shifts: ShiftsTable;
  shift_changes: ShiftChangesTable;
  shift_swaps: ShiftSwapsTable;
  staff_availability: StaffAvailabilityTable;
  shift_templates: ShiftTemplatesTable;
  schedule_holidays: ScheduleHolidaysTable;
}
