/**
 * The database as Kysely sees it, one interface per table of the migrations (db/migrations),
 * grouped in schema/. Money is integer cents, booleans 0/1, lists and objects JSON text, dates
 * and instants ISO text. Columns with a default are optional on insert.
 */

import type {
  AuditUserActionTotalsTable,
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
  CategoriesTable,
  IndustriesTable,
  StaffTable,
  StoresTable,
  UsersTable,
  VendorsTable,
} from "./schema/catalog.ts";
import type {
  NotificationDigestTable,
  NotificationMarksTable,
  NotificationPreferencesTable,
} from "./schema/notifications.ts";
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
  staff: StaffTable;
  purchases: PurchasesTable;
  expenses: ExpensesTable;
  daily_income: DailyIncomeTable;
  cash_ups: CashUpsTable;
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
  labour_employee_month_totals: LabourEmployeeMonthTotalsTable;
  vendor_store_totals: VendorStoreTotalsTable;
  transaction_store_totals: TransactionStoreTotalsTable;
  income_store_totals: IncomeStoreTotalsTable;
  staff_leaves: StaffLeavesTable;
  staff_reviews: StaffReviewsTable;
}
