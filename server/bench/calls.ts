/**
 * Every call a screen makes, as the benchmark sends it (issue #15). Each module adds its calls here;
 * `kind` picks the budget the call is held to.
 */

import { uuidFromKey } from "../src/seed/random.ts";
import {
  asRoles,
  type BenchCall,
  type CallKind,
  page,
  type Role,
  searchPage,
  TIME_ENTRY_SELECT,
} from "./call-kit.ts";
import { storeCode } from "./data/generated-stores.ts";
import { closingCalls, periodCalls, reportCalls, staffCalls, storeScreenCalls } from "./screen-calls.ts";

export type { BenchCall, CallKind, Role } from "./call-kit.ts";

export const ROLE_EMAILS: Record<Role, string> = {
  admin: "admin@example.com",
  ceo: "ceo@example.com",
  accounting: "accounting@example.com",
  manager: "manager@example.com",
  staff: "staff@example.com",
};

/**
 * Budgets of issue #15: median server time (ms), throughput as a share of the health route's and
 * bytes sent (compressed). #29: the 12-month report as the API answers it; #32: the duplicate check.
 */
export const BUDGETS: Record<CallKind, { p50Ms: number; floorShare: number; maxBytes: number }> = {
  floor: { p50Ms: Number.POSITIVE_INFINITY, floorShare: 0, maxBytes: Number.POSITIVE_INFINITY },
  list: { p50Ms: 5, floorShare: 0.1, maxBytes: 100_000 },
  summary: { p50Ms: 10, floorShare: 0.05, maxBytes: 100_000 },
  report: { p50Ms: 30, floorShare: 0.05, maxBytes: 100_000 },
  "report-api": { p50Ms: 100, floorShare: 0, maxBytes: 500_000 },
  search: { p50Ms: 20, floorShare: 0.05, maxBytes: 100_000 },
  duplicates: { p50Ms: 10, floorShare: 0.05, maxBytes: 100_000 },
  export: { p50Ms: Number.POSITIVE_INFINITY, floorShare: 0, maxBytes: Number.POSITIVE_INFINITY },
  "payroll-run": { p50Ms: 2_000, floorShare: 0, maxBytes: 1_000_000 },
};

const PURCHASE_SELECT =
  "id,store_id,store_name,invoice_no,vendor,description,amount,payment_type,due_date,check_no,check_due_date,purchase_date,status,notes,rejection_reason,attachments,approved_at,paid_at,created_by,created_at,updated_at";
const EXPENSE_SELECT =
  "id,store_id,store_name,description,category,amount,payment_type,check_no,check_due_date,expense_date,status,notes,rejection_reason,has_receipt,attachments,approved_at,created_by,created_at,updated_at";

/** A generated employee with a year of entries (bench data: the first staff record of GEN-001). */
const BENCH_EMPLOYEE = uuidFromKey(`bench-staff:${storeCode(0)}:0`);
/** The first generated store, GEN-001. */
const BENCH_STORE = uuidFromKey(`bench-store:${storeCode(0)}`);

/** The calls, given the end date of the data (the generator's last day). */
export function benchCalls(end: string): BenchCall[] {
  const months = (n: number) => {
    const date = new Date(`${end}T00:00:00Z`);
    date.setUTCMonth(date.getUTCMonth() - n);
    return date.toISOString().slice(0, 10);
  };
  const threeMonths = `&gte=purchase_date.${months(3)}&lte=purchase_date.${end}`;
  const purchases = page("purchases", PURCHASE_SELECT, "purchase_date.desc");
  const expenses = page("expenses", EXPENSE_SELECT, "expense_date.desc");
  const year = `from=${months(12)}&to=${end}`;
  return [
    { name: "health (floor)", kind: "floor", role: null, path: "/api/health" },
    { name: "purchases list, admin", kind: "list", role: "admin", path: purchases },
    {
      name: "purchases list, 3 months approved",
      kind: "list",
      role: "admin",
      path: `${purchases}&eq=status.approved${threeMonths}`,
    },
    {
      name: "purchases list q, admin",
      kind: "list",
      role: "admin",
      path: searchPage("purchases", PURCHASE_SELECT, "purchase_date.desc", "dairy"),
    },
    // The same search counted to the end (count=exact): what an integration may ask, not a screen.
    {
      name: "purchases list q, exact count (API)",
      kind: "export",
      role: "admin",
      path: `${purchases}&q=dairy`,
    },
    ...asRoles(["accounting", "manager", "staff"], "purchases list", { kind: "list", path: purchases }),
    ...asRoles(["admin", "accounting", "manager", "staff"], "purchases summary", {
      kind: "summary",
      path: "/api/purchases/summary",
    }),
    { name: "expenses list, admin", kind: "list", role: "admin", path: expenses },
    {
      name: "expenses list q, admin",
      kind: "list",
      role: "admin",
      path: searchPage("expenses", EXPENSE_SELECT, "expense_date.desc", "repair"),
    },
    { name: "expenses summary, admin", kind: "summary", role: "admin", path: "/api/expenses/summary" },
    {
      name: "daily income list, admin",
      kind: "list",
      role: "admin",
      path: page(
        "daily_income",
        "id,store_id,store_name,date,work_start_time,work_end_time,income_cash,income_card,income_other,total_income,notes,attachments",
        "date.desc",
      ),
    },
    {
      name: "time entries list, manager",
      kind: "list",
      role: "manager",
      path: page("employee_time_entries", TIME_ENTRY_SELECT, "work_date.desc"),
    },
    {
      name: "audit log list, admin",
      kind: "list",
      role: "admin",
      path: page("audit_logs", "*", "created_at.desc"),
    },
    {
      name: "audit log list LOGIN, admin",
      kind: "list",
      role: "admin",
      path: `${page("audit_logs", "*", "created_at.desc")}&eq=action.LOGIN`,
    },
    { name: "audit summary, admin", kind: "summary", role: "admin", path: "/api/audit/summary" },
    {
      name: "audit summary DELETE, ceo",
      kind: "summary",
      role: "ceo",
      path: "/api/audit/summary?eq=action.DELETE",
    },
    {
      name: "audit verify (button only, reads every entry)",
      kind: "export",
      role: "admin",
      path: "/api/audit/verify",
    },
    { name: "staff list, admin", kind: "list", role: "admin", path: page("staff", "*", "name.asc") },
    { name: "stores list, admin", kind: "list", role: "admin", path: page("stores", "*", "name.asc") },
    ...asRoles(["admin", "manager"], "vendors list", {
      kind: "list",
      path: page("vendors", "*", "name.asc"),
    }),
    ...asRoles(["admin", "ceo", "accounting", "manager", "staff"], "dashboard", {
      kind: "summary",
      path: "/api/dashboard",
    }),
    ...periodCalls(),
    { name: "search dairy, admin", kind: "search", role: "admin", path: "/api/search?q=dairy" },
    { name: "search rare term, admin", kind: "search", role: "admin", path: "/api/search?q=GI-612345" },
    ...asRoles(["manager", "staff"], "search dairy", { kind: "search", path: "/api/search?q=dairy" }),
    { name: "search two letters, admin", kind: "search", role: "admin", path: "/api/search?q=co" },
    {
      name: "purchases list q, manager",
      kind: "list",
      role: "manager",
      path: searchPage("purchases", PURCHASE_SELECT, "purchase_date.desc", "dairy"),
    },
    {
      name: "purchases list rare q, admin",
      kind: "list",
      role: "admin",
      path: searchPage("purchases", PURCHASE_SELECT, "purchase_date.desc", "GI-612345"),
    },
    {
      name: "payroll summary, admin",
      kind: "summary",
      role: "admin",
      path: `/api/payroll/${BENCH_EMPLOYEE}/summary?from=${months(1)}&to=${end}`,
    },
    {
      name: "payroll withdrawal history page, admin",
      kind: "list",
      role: "admin",
      path: `/api/rest/v1/employee_withdrawals?eq=employee_id.${BENCH_EMPLOYEE}&order=withdrawal_date.desc&order1=created_at.desc&limit=10&offset=0&count=exact`,
    },
    {
      name: "payroll wage history page, admin",
      kind: "list",
      role: "admin",
      path: `/api/rest/v1/employee_wages?eq=employee_id.${BENCH_EMPLOYEE}&order=effective_from.desc&order1=created_at.desc&limit=10&offset=0&count=exact`,
    },
    {
      name: "server date of a store (clock out, manual entry), manager",
      kind: "summary",
      role: "manager",
      path: `/api/rest/v1/server-date?store_id=${BENCH_STORE}`,
    },
    {
      name: "on-shift board, manager (Time & Attendance, manager dashboard)",
      kind: "summary",
      role: "manager",
      path: "/api/time/on-shift",
    },
    {
      name: "on-shift board, admin, every store",
      kind: "summary",
      role: "admin",
      path: "/api/time/on-shift",
    },
    {
      name: "today list of a store, manager (manager and staff dashboards)",
      kind: "summary",
      role: "manager",
      path: `/api/stores/${BENCH_STORE}/today`,
    },
    {
      name: "today list of a store, staff",
      kind: "summary",
      role: "staff",
      path: `/api/stores/${BENCH_STORE}/today`,
    },
    {
      name: "on-shift board of one store, accounting",
      kind: "summary",
      role: "accounting",
      path: `/api/time/on-shift?store_id=${BENCH_STORE}`,
    },
    {
      name: "time entries today tab, staff",
      kind: "list",
      role: "staff",
      path: page("employee_time_entries", TIME_ENTRY_SELECT, "work_date.desc", `&eq=work_date.${end}`),
    },
    {
      name: "time entries history, admin",
      kind: "list",
      role: "admin",
      path: page("employee_time_entries", TIME_ENTRY_SELECT, "work_date.desc", `&lte=work_date.${end}`),
    },
    ...reportCalls(year),
    {
      name: "purchases CSV export, every row",
      kind: "export",
      role: "admin",
      path: "/api/export/purchases.csv?order=purchase_date.desc",
      once: true,
    },
    {
      name: "daily income, staff",
      kind: "list",
      role: "staff",
      path: page("daily_income", "*", "date.desc"),
    },
    { name: "careers public list", kind: "list", role: null, path: "/api/careers" },
    {
      name: "careers admin list, ceo",
      kind: "list",
      role: "ceo",
      path: "/api/rest/v1/careers?order=posted_date.desc&limit=1000",
    },
    {
      name: "career application counts, admin",
      kind: "summary",
      role: "admin",
      path: "/api/careers/application-counts",
    },
    {
      name: "career applications list, admin",
      kind: "list",
      role: "admin",
      path: "/api/rest/v1/career_applications?order=applied_at.desc&limit=500",
    },
    ...storeScreenCalls(),
    ...closingCalls(end),
    ...staffCalls(end),
    {
      name: "users list, admin",
      kind: "list",
      role: "admin",
      path: page(
        "users",
        "id,name,email,phone,role,department,job_title,location,bio,notes,timezone,assigned_stores,managed_stores,status,created_at,updated_at,last_login_at",
        "name.asc",
      ),
    },
    {
      name: "users stat count, admin",
      kind: "summary",
      role: "admin",
      path: "/api/rest/v1/users?select=id&limit=1&count=exact&eq=status.active",
    },
    { name: "settings, admin", kind: "summary", role: "admin", path: "/api/settings" },
    { name: "profile activity, admin", kind: "summary", role: "admin", path: "/api/auth/v1/user/activity" },
    { name: "sessions, staff", kind: "list", role: "staff", path: "/api/auth/v1/sessions" },
    { name: "notifications bell, staff", kind: "list", role: "staff", path: "/api/notifications" },
    {
      name: "notification preferences, staff",
      kind: "summary",
      role: "staff",
      path: "/api/notifications/preferences",
    },
  ];
}
