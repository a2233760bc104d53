/**
 * The list screens of the matrix (issue #29): each as its screen asks (web/src/features/*-list.tsx,
 * web/src/components/list/list-state.ts listApiParams): its columns, order, page size, count
 * (estimated when a purchases or expenses search is typed) and the filter parameters numbered
 * as filterParams numbers them. A filter or search the screen does not have says why instead.
 */
import { TABLES } from "@storeops/domain";
import { TIME_ENTRY_SELECT } from "./call-kit.ts";

export const FILTERS = ["none", "status", "date", "status+date", "amount"] as const;
export const TERMS = ["none", "common", "rare", "two"] as const;
export type FilterName = (typeof FILTERS)[number];
export type TermName = (typeof TERMS)[number];
type Condition = readonly [op: string, column: string, value: string];

export interface Screen {
  name: string;
  table: string;
  select: string;
  order: string;
  pageSize: number;
  /** The screen asks count=estimated while search text is typed (purchases, expenses, audit log). */
  estimateSearchCount?: true;
  /** Conditions per filter, in the screen's filter order; a string: why the cell is skipped. */
  filters: Partial<Record<Exclude<FilterName, "none">, Condition[] | string>>;
  /** Conditions every call of the screen carries (a tab). */
  fixed?: Condition[];
  terms: Record<Exclude<TermName, "none">, string> | string;
  /** A screen that loads its whole list and filters it in the browser: this path only. */
  wholeList?: string;
}

const PURCHASE_SELECT =
  "id,store_id,store_name,invoice_no,vendor,description,amount,payment_type,due_date,check_no,check_due_date,purchase_date,status,overdue,notes,rejection_reason,attachments,approved_at,paid_at,created_by,created_at,updated_at";
const EXPENSE_SELECT =
  "id,store_id,store_name,description,category,amount,payment_type,check_no,check_due_date,expense_date,status,notes,rejection_reason,has_receipt,attachments,approved_at,created_by,created_at,updated_at";
const DAILY_INCOME_SELECT =
  "id,store_id,store_code,store_name,date,work_start_time,work_end_time,income_cash,income_card,income_other,total_income,notes,attachments,created_by,created_at,updated_at";
const VENDOR_SELECT =
  "id,name,code,contact_person,email,phone,address,tax_id,payment_terms,notes,status,category,total_purchases,last_purchase,created_at";
const STAFF_SELECT =
  "id,name,email,phone,position,department,employment_type,hire_date,salary_type,hourly_rate,hours_per_week,monthly_salary,status,store_id,store_name,user_id,linked_user,emergency_contact,address,skills,performance,notes,leave_type,leave_start_date,leave_end_date,leave_reason";
const STORE_SELECT =
  "id,name,code,industry_id,industry,address,city,state,postal_code,country,phone,email,manager_id,manager,status,timezone,monthly_target,staff_count,revenue,orders,created_at";
const USER_SELECT =
  "id,name,email,phone,role,department,job_title,location,bio,notes,timezone,assigned_stores,managed_stores,status,created_at,updated_at,last_login_at,totp_enabled";

const NO_DATE = "no date filter on this screen";
const NO_AMOUNT = "no amount on this screen";
const NO_STATUS = "no status on this screen";
const IN_BROWSER = "the screen loads the whole list and filters and searches it in the browser";

/*
 * Search terms, on the generated business at both scales: common (thousands of rows), rare (up to
 * ten: invoices GI-512340–GI-512349, cheques 1012340–1012349, one store, one staff e-mail) and two
 * letters (a substring of most rows).
 */

/** "Last summer" (June–August of the data's last year), the status + date pair of the issue's example. */
function summer(end: string): [string, string] {
  const year = Number(end.slice(0, 4)) - (end.slice(5) < "09-01" ? 1 : 0);
  return [`${year}-06-01`, `${year}-08-31`];
}

function dayBefore(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/** Status, amount range and date range as the purchases and expenses screens order them. */
function transactionFilters(status: string, dateColumn: string, end: string): Screen["filters"] {
  const [from, to] = summer(end);
  const dates: Condition[] = [
    ["gte", dateColumn, from],
    ["lte", dateColumn, to],
  ];
  return {
    status: [["eq", "status", status]],
    date: dates,
    "status+date": [["eq", "status", status], ...dates],
    amount: [
      ["gte", "amount", "100"],
      ["lte", "amount", "500"],
    ],
  };
}

export function matrixScreens(end: string): Screen[] {
  const [from, to] = summer(end);
  return [
    {
      name: "purchases",
      table: "purchases",
      select: PURCHASE_SELECT,
      order: "purchase_date.desc",
      pageSize: 25,
      estimateSearchCount: true,
      filters: transactionFilters("approved", "purchase_date", end),
      terms: { common: "dairy", rare: "GI-51234", two: "co" },
    },
    {
      name: "expenses",
      table: "expenses",
      select: EXPENSE_SELECT,
      order: "expense_date.desc",
      pageSize: 25,
      estimateSearchCount: true,
      filters: transactionFilters("approved", "expense_date", end),
      terms: { common: "repair", rare: "101234", two: "co" },
    },
    {
      name: "daily income",
      table: "daily_income",
      select: DAILY_INCOME_SELECT,
      order: "date.desc",
      pageSize: 25,
      filters: {
        status: NO_STATUS,
        "status+date": NO_STATUS,
        date: [
          ["gte", "date", from],
          ["lte", "date", to],
        ],
        amount: [
          ["gte", "total_income", "3000"],
          ["lte", "total_income", "5000"],
        ],
      },
      terms: { common: `${to.slice(0, 7)}`, rare: from, two: "20" },
    },
    {
      name: "time entries (history tab)",
      table: "employee_time_entries",
      select: TIME_ENTRY_SELECT,
      order: "work_date.desc",
      pageSize: 25,
      fixed: [["lte", "work_date", dayBefore(end)]],
      filters: {
        status: "the screen has tabs (today, history) and a store, no status filter",
        date: "the screen has tabs (today, history), no date range",
        "status+date": "neither a status nor a date range on this screen",
        amount: NO_AMOUNT,
      },
      terms: { common: `${to.slice(0, 7)}`, rare: from, two: "20" },
    },
    {
      name: "vendors",
      table: "vendors",
      select: VENDOR_SELECT,
      order: "name.asc",
      pageSize: 25,
      filters: {
        status: [["eq", "status", "active"]],
        date: NO_DATE,
        "status+date": NO_DATE,
        amount: [
          ["gte", "total_purchases", "1000"],
          ["lte", "total_purchases", "100000000"],
        ],
      },
      terms: { common: "supply", rare: "dairy", two: "co" },
    },
    {
      name: "staff",
      table: "staff",
      select: STAFF_SELECT,
      order: "name.asc",
      pageSize: 25,
      filters: {
        status: [["eq", "status", "active"]],
        date: NO_DATE,
        "status+date": NO_DATE,
        amount: NO_AMOUNT,
      },
      terms: { common: "ortiz", rare: "gen-017.3@", two: "ka" },
    },
    {
      name: "stores",
      table: "stores",
      select: STORE_SELECT,
      order: "name.asc",
      pageSize: 12,
      filters: {
        status: [["eq", "status", "active"]],
        date: NO_DATE,
        "status+date": NO_DATE,
        amount: NO_AMOUNT,
      },
      terms: { common: "portland", rare: "GEN-017", two: "de" },
    },
    {
      name: "users",
      table: "users",
      select: USER_SELECT,
      order: "name.asc",
      pageSize: 25,
      filters: {
        status: [["eq", "status", "active"]],
        date: NO_DATE,
        "status+date": NO_DATE,
        amount: NO_AMOUNT,
      },
      terms: { common: "example", rare: "ceo@", two: "ma" },
    },
    {
      name: "audit log (status = action)",
      table: "audit_logs",
      select: Object.keys(TABLES.audit_logs.columns).join(","),
      order: "created_at.desc",
      pageSize: 50,
      estimateSearchCount: true,
      filters: {
        // The date range first, as the screen orders its filters; To takes in its whole day.
        status: [["eq", "action", "LOGIN"]],
        date: [
          ["gte", "created_at", from],
          ["lte", "created_at", `${to}T23:59:59.999Z`],
        ],
        "status+date": [
          ["gte", "created_at", from],
          ["lte", "created_at", `${to}T23:59:59.999Z`],
          ["eq", "action", "LOGIN"],
        ],
        amount: NO_AMOUNT,
      },
      terms: { common: "purchase", rare: "GI-51234", two: "co" },
    },
    {
      name: "job postings (careers admin)",
      table: "careers",
      select: "",
      order: "posted_date.desc",
      pageSize: 1000,
      filters: { status: IN_BROWSER, date: IN_BROWSER, "status+date": IN_BROWSER, amount: IN_BROWSER },
      terms: IN_BROWSER,
      wholeList: "/api/rest/v1/careers?order=posted_date.desc&limit=1000",
    },
    {
      name: "applications (careers admin)",
      table: "career_applications",
      select: "",
      order: "applied_at.desc",
      pageSize: 500,
      filters: { status: IN_BROWSER, date: IN_BROWSER, "status+date": IN_BROWSER, amount: IN_BROWSER },
      terms: IN_BROWSER,
      wholeList: "/api/rest/v1/career_applications?order=applied_at.desc&limit=500",
    },
  ];
}

/** The page-1 path the screen sends; `exact` asks count=exact whatever the screen asks. */
export function screenPath(screen: Screen, filter: FilterName, term: TermName, exact = false): string {
  if (screen.wholeList) return screen.wholeList;
  const conditions = filter === "none" ? [] : screen.filters[filter];
  const q = term === "none" || typeof screen.terms === "string" ? undefined : screen.terms[term];
  if (typeof conditions === "string") throw new Error(`${screen.name}: ${conditions}`);
  const params = new URLSearchParams();
  params.set("select", screen.select);
  params.set("order", screen.order);
  params.set("order1", "created_at.desc");
  params.set("limit", String(screen.pageSize));
  params.set("offset", "0");
  params.set("count", screen.estimateSearchCount && q && !exact ? "estimated" : "exact");
  const seen = new Map<string, number>();
  for (const [op, column, value] of [...(screen.fixed ?? []), ...(conditions ?? [])]) {
    const index = seen.get(op) ?? 0;
    seen.set(op, index + 1);
    params.set(index === 0 ? op : `${op}${index}`, `${column}.${value}`);
  }
  if (q) params.set("q", q);
  return `/api/rest/v1/${screen.table}?${params.toString()}`;
}
