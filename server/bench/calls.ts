/**
 * Every call a screen makes, as the benchmark sends it (issue #15). Each module adds its calls here;
 * `kind` picks the budget the call is held to.
 */
export type Role = "admin" | "ceo" | "accounting" | "manager" | "staff";
export type CallKind = "floor" | "list" | "summary" | "report" | "search" | "export";

export interface BenchCall {
  name: string;
  kind: CallKind;
  role: Role | null;
  path: string;
}

export const ROLE_EMAILS: Record<Role, string> = {
  admin: "admin@example.com",
  ceo: "ceo@example.com",
  accounting: "accounting@example.com",
  manager: "manager@example.com",
  staff: "staff@example.com",
};

/** Budgets of issue #15: median server time (ms) and throughput as a share of the health route's. */
export const BUDGETS: Record<CallKind, { p50Ms: number; floorShare: number }> = {
  floor: { p50Ms: Number.POSITIVE_INFINITY, floorShare: 0 },
  list: { p50Ms: 5, floorShare: 0.1 },
  summary: { p50Ms: 10, floorShare: 0.05 },
  report: { p50Ms: 30, floorShare: 0.05 },
  search: { p50Ms: 20, floorShare: 0.05 },
  export: { p50Ms: Number.POSITIVE_INFINITY, floorShare: 0 },
};

const PURCHASE_SELECT =
  "id,store_id,store_name,invoice_no,vendor,description,amount,payment_type,due_date,check_no,check_due_date,purchase_date,status,notes,rejection_reason,attachments,approved_at,paid_at,created_by,created_at,updated_at";
const EXPENSE_SELECT =
  "id,store_id,store_name,description,category,amount,payment_type,check_no,check_due_date,expense_date,status,notes,rejection_reason,has_receipt,attachments,approved_at,created_by,created_at,updated_at";

function page(table: string, select: string, order: string, filters = ""): string {
  return `/api/rest/v1/${table}?select=${select}&order=${order}&order1=created_at.desc&limit=25&offset=0&count=exact${filters}`;
}

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
  return [
    { name: "health (floor)", kind: "floor", role: null, path: "/api/health" },
    { name: "purchases list, admin", kind: "list", role: "admin", path: purchases },
    {
      name: "purchases list, 3 months approved",
      kind: "list",
      role: "admin",
      path: `${purchases}&eq=status.approved${threeMonths}`,
    },
    { name: "purchases list q, admin", kind: "list", role: "admin", path: `${purchases}&q=dairy` },
    { name: "purchases list, accounting", kind: "list", role: "accounting", path: purchases },
    { name: "purchases list, manager", kind: "list", role: "manager", path: purchases },
    { name: "purchases list, staff", kind: "list", role: "staff", path: purchases },
    { name: "purchases summary, admin", kind: "summary", role: "admin", path: "/api/purchases/summary" },
    {
      name: "purchases summary, accounting",
      kind: "summary",
      role: "accounting",
      path: "/api/purchases/summary",
    },
    { name: "purchases summary, manager", kind: "summary", role: "manager", path: "/api/purchases/summary" },
    { name: "purchases summary, staff", kind: "summary", role: "staff", path: "/api/purchases/summary" },
    { name: "expenses list, admin", kind: "list", role: "admin", path: expenses },
    { name: "expenses list q, admin", kind: "list", role: "admin", path: `${expenses}&q=repair` },
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
      path: page("employee_time_entries", "*", "work_date.desc"),
    },
    {
      name: "audit log list, admin",
      kind: "list",
      role: "admin",
      path: page("audit_logs", "*", "created_at.desc"),
    },
    { name: "staff list, admin", kind: "list", role: "admin", path: page("staff", "*", "name.asc") },
    { name: "stores list, admin", kind: "list", role: "admin", path: page("stores", "*", "name.asc") },
    { name: "vendors list, admin", kind: "list", role: "admin", path: page("vendors", "*", "name.asc") },
    { name: "vendors list, manager", kind: "list", role: "manager", path: page("vendors", "*", "name.asc") },
    { name: "dashboard, admin", kind: "summary", role: "admin", path: "/api/dashboard" },
    { name: "dashboard, ceo", kind: "summary", role: "ceo", path: "/api/dashboard" },
    { name: "dashboard, accounting", kind: "summary", role: "accounting", path: "/api/dashboard" },
    { name: "dashboard, manager", kind: "summary", role: "manager", path: "/api/dashboard" },
    { name: "dashboard, staff", kind: "summary", role: "staff", path: "/api/dashboard" },
    { name: "search dairy, admin", kind: "search", role: "admin", path: "/api/search?q=dairy" },
    { name: "search rare term, admin", kind: "search", role: "admin", path: "/api/search?q=GI-612345" },
    { name: "search dairy, manager", kind: "search", role: "manager", path: "/api/search?q=dairy" },
    { name: "search dairy, staff", kind: "search", role: "staff", path: "/api/search?q=dairy" },
    { name: "search two letters, admin", kind: "search", role: "admin", path: "/api/search?q=co" },
    { name: "purchases list q, manager", kind: "list", role: "manager", path: `${purchases}&q=dairy` },
    { name: "purchases list rare q, admin", kind: "list", role: "admin", path: `${purchases}&q=GI-612345` },
  ];
}
