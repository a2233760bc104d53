import type { AppPath, TableName } from "@storeops/domain";

export interface RecordList {
  path: AppPath;
  table: TableName;
  /** i18n key of the page title (the menu label). */
  title: string;
  columns: readonly string[];
}

/**
 * Read-only lists of the screens whose full editors come in later issues: a real page of the
 * table from the generic data API, never placeholder content.
 */
export const RECORD_LISTS: readonly RecordList[] = [
  {
    path: "/industries",
    table: "industries",
    title: "nav.industries",
    columns: ["name", "code", "store_count", "status"],
  },
  {
    path: "/stores",
    table: "stores",
    title: "nav.stores",
    columns: ["name", "code", "industry", "city", "manager", "monthly_target", "status"],
  },
  {
    path: "/users",
    table: "users",
    title: "nav.users",
    columns: ["name", "email", "role", "department", "status"],
  },
  {
    path: "/staff",
    table: "staff",
    title: "nav.staff",
    columns: ["name", "position", "store_name", "employment_type", "status"],
  },
  {
    path: "/careers-admin",
    table: "careers",
    title: "nav.careersAdmin",
    columns: ["job_title", "department", "location", "employment_type", "posted_date", "status"],
  },
  {
    path: "/purchases",
    table: "purchases",
    title: "nav.purchases",
    columns: ["purchase_date", "invoice_no", "vendor", "store_name", "amount", "status"],
  },
  {
    path: "/expenses",
    table: "expenses",
    title: "nav.expenses",
    columns: ["expense_date", "description", "category", "store_name", "amount", "status"],
  },
  {
    path: "/daily-income",
    table: "daily_income",
    title: "nav.dailyIncome",
    columns: ["date", "store_name", "income_cash", "income_card", "income_other", "total_income"],
  },
  {
    path: "/time-attendance",
    table: "employee_time_entries",
    title: "nav.timeAttendance",
    columns: [
      "work_date",
      "employee_name",
      "store_name",
      "clock_in_time",
      "clock_out_time",
      "total_hours",
      "status",
    ],
  },
  {
    path: "/payroll",
    table: "employee_wages",
    title: "nav.payroll",
    columns: [
      "employee_name",
      "payment_type",
      "hourly_rate",
      "monthly_salary",
      "effective_from",
      "is_current",
    ],
  },
  {
    path: "/vendors",
    table: "vendors",
    title: "nav.vendors",
    columns: ["name", "code", "contact_person", "phone", "category", "status"],
  },
  {
    path: "/reports",
    table: "reports",
    title: "nav.reports",
    columns: ["name", "type", "description", "status", "created_at"],
  },
  {
    path: "/audit",
    table: "audit_logs",
    title: "nav.audit",
    columns: ["created_at", "user_name", "action", "target_table", "description"],
  },
];
