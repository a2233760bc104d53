/** The calls of the report, store and cash-up screens, apart from calls.ts to keep each file readable. */
import { uuidFromKey } from "../src/seed/random.ts";
import { asRoles, type BenchCall, page } from "./call-kit.ts";
import { storeCode } from "./data/generated-stores.ts";
import { scheduleCalls } from "./schedule-calls.ts";

/** The cash-ups list's columns (web/src/features/cash-ups/cash-ups.api.ts, CASH_UP_SELECT). */
const CASH_UP_SELECT =
  "id,store_id,store_code,store_name,business_date,status,opening_float,cash_takings,cash_purchases,cash_expenses,cash_drops,expected_cash,counted_cash,denominations,variance,variance_reason,deposit_amount,bank_reference,notes,rejection_reason,counted_by_name,approved_by_name,submitted_at,approved_at,created_by,created_at,updated_at";

const STORE_SELECT =
  "id,name,code,industry_id,industry,address,city,state,postal_code,country,phone,email,manager_id,manager,status,timezone,monthly_target,staff_count,revenue,orders,created_at";

/** The Financial Reports screen (issue #9) over a year, and its files. */
export function reportCalls(year: string): BenchCall[] {
  const REPORT = "/api/reports/financial";
  const trendPage = "&trend_page=1&trend_limit=50";
  return [
    // What the Financial Reports screen asks: the summary, the chart by date and a page of the trend.
    { name: "report 12 months, admin", kind: "report", role: "admin", path: `${REPORT}?${year}${trendPage}` },
    {
      name: "report 12 months, accounting",
      kind: "report",
      role: "accounting",
      path: `${REPORT}?${year}${trendPage}`,
    },
    {
      name: "report 12 months, trend searched, page 2",
      kind: "report",
      role: "admin",
      path: `${REPORT}?${year}&trend_page=2&trend_limit=50&trend_q=Portland&trend_show=income`,
    },
    // Every trend row at once (~18k), as the API contract answers it: what an integration reads.
    {
      name: "report 12 months, every trend row (API)",
      kind: "report-api",
      role: "admin",
      path: `${REPORT}?${year}`,
    },
    {
      name: "report 12 months, every row (API), accounting",
      kind: "report-api",
      role: "accounting",
      path: `${REPORT}?${year}`,
    },
    { name: "report PDF, year", kind: "export", role: "admin", path: `${REPORT}/export?format=pdf&${year}` },
    { name: "report CSV, year", kind: "export", role: "admin", path: `${REPORT}/export?format=csv&${year}` },
  ];
}

/** Store, industry, vendor and staff screens (issue #11), on the first generated store and its staff. */
export function storeScreenCalls(): BenchCall[] {
  const store = uuidFromKey(`bench-store:${storeCode(0)}`);
  const member = uuidFromKey(`bench-staff:${storeCode(0)}:0`);
  const stores = `/api/rest/v1/stores?select=${STORE_SELECT}&order=name.asc&order1=created_at.desc&limit=12&offset=0&count=exact`;
  return [
    ...duplicateCheckCalls(store),
    // Every list's Views menu (issue #32 item 4): the caller's views of the list and those shared
    // with their role.
    ...asRoles(["admin", "manager", "staff"], "saved views of purchases", {
      kind: "list",
      path: "/api/rest/v1/saved_views?eq=list.purchases&order=name.asc&limit=1000",
    }),
    ...asRoles(["admin", "manager"], "stores cards", { kind: "list", path: stores }),
    { name: "stores summary, admin", kind: "summary", role: "admin", path: "/api/stores/summary" },
    {
      name: "store overview month, admin",
      kind: "summary",
      role: "admin",
      path: `/api/stores/${store}/overview?period=month`,
    },
    {
      name: "store overview year, admin",
      kind: "summary",
      role: "admin",
      path: `/api/stores/${store}/overview?period=year`,
    },
    { name: "store settings, admin", kind: "summary", role: "admin", path: `/api/stores/${store}/settings` },
    {
      name: "industries grid, admin",
      kind: "list",
      role: "admin",
      path: "/api/rest/v1/industries?order=name.asc&limit=1000&select=*",
    },
    {
      name: "categories list, admin",
      kind: "list",
      role: "admin",
      path: page(
        "categories",
        "id,name,kind,industry_id,industry,active,sort_order,created_at",
        "sort_order.asc",
      ),
    },
    {
      name: "expense form categories, admin",
      kind: "list",
      role: "admin",
      path: "/api/rest/v1/categories?select=name,kind,industry_id,active,sort_order&eq=kind.expense&order=sort_order.asc&limit=1000",
    },
    {
      name: "industry stores, admin",
      kind: "list",
      role: "admin",
      path: "/api/rest/v1/stores?select=id,name,code,address,city,state,phone,staff_count,status&order=name.asc&limit=1000",
    },
    { name: "vendors summary, admin", kind: "summary", role: "admin", path: "/api/vendors/summary" },
    {
      name: "vendors by total, admin",
      kind: "list",
      role: "admin",
      path: page("vendors", "*", "total_purchases.desc"),
    },
    { name: "staff summary, admin", kind: "summary", role: "admin", path: "/api/staff/summary" },
    {
      name: "staff on leave, admin",
      kind: "list",
      role: "admin",
      path: `${page("staff", "*", "name.asc")}&eq=status.on_leave`,
    },
    { name: "staff profile, admin", kind: "summary", role: "admin", path: `/api/staff/${member}/profile` },
  ];
}

/**
 * The Cash-ups screen (issue #30) on the first generated store: its list (newest day first, a page
 * of 25), the day's terms of the count form (`end`, the data's last day) and the variance report.
 */
function cashUpCalls(end: string): BenchCall[] {
  const store = uuidFromKey(`bench-store:${storeCode(0)}`);
  const list = page("cash_ups", CASH_UP_SELECT, "business_date.desc");
  return [
    ...asRoles(["admin", "accounting", "manager", "staff"], "cash-ups list", { kind: "list", path: list }),
    {
      name: "cash-ups list waiting for approval, accounting",
      kind: "list",
      role: "accounting",
      path: `${list}&eq=status.submitted`,
    },
    ...asRoles(["manager", "staff"], "cash-up terms of a day", {
      kind: "summary",
      path: `/api/cash-ups/terms?store_id=${store}&business_date=${end}`,
    }),
    ...asRoles(["admin", "accounting"], "cash variance report, 12 months", {
      kind: "report",
      path: "/api/reports/cash-variance",
    }),
  ];
}

/**
 * The figures of the longest period (issue #31) on the dashboards and the Stores page: whole months
 * from the month totals, labour from its month totals, the rest of the days from the day totals.
 */
export function periodCalls(): BenchCall[] {
  return [
    ...asRoles(["admin", "ceo", "accounting"], "dashboard last 12 months", {
      kind: "summary",
      path: "/api/dashboard?period=last_12_months",
    }),
    {
      name: "stores summary last 12 months, admin",
      kind: "summary",
      role: "admin",
      path: "/api/stores/summary?period=last_12_months",
    },
  ];
}

/**
 * The Payroll screen's pay run (issue #31): the current period's run across all staff — the 50
 * generated stores' 500 employees and the demo's — worked out from their wages, entries and
 * advances on every read of a draft, as creating or approving one does (budget, kind
 * `payroll-run`: at most 2 s); and one store's.
 */
function payrollRunCalls(): BenchCall[] {
  const store = uuidFromKey(`bench-store:${storeCode(0)}`);
  return [
    {
      name: "payroll run of 500 employees, all stores, admin",
      kind: "payroll-run",
      role: "admin",
      path: "/api/payroll-runs/period",
    },
    {
      name: "payroll run of one store, admin",
      kind: "summary",
      role: "admin",
      path: `/api/payroll-runs/period?store_id=${store}`,
    },
    {
      name: "pay period settings, admin",
      kind: "summary",
      role: "admin",
      path: "/api/payroll-runs/settings",
    },
  ];
}

/**
 * The month-end pack (issue #31, item 5) of the data's last whole month, one store and all stores
 * (its figures from the kept month totals: ≤ 50 ms at 1M), and the Budgets screen's year grid.
 */
function monthEndCalls(end: string): BenchCall[] {
  const store = uuidFromKey(`bench-store:${storeCode(0)}`);
  const index = Number(end.slice(0, 4)) * 12 + Number(end.slice(5, 7)) - 2;
  const month = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
  return [
    ...asRoles(["admin", "accounting"], "month-end pack, all stores", {
      kind: "report",
      path: `/api/reports/month-end?month=${month}`,
    }),
    {
      name: "month-end pack, one store, admin",
      kind: "report",
      role: "admin",
      path: `/api/reports/month-end?month=${month}&store_id=${store}`,
    },
    {
      name: "budgets grid of a year, admin",
      kind: "summary",
      role: "admin",
      path: `/api/budgets/grid?store_id=${store}&year=${end.slice(0, 4)}`,
    },
  ];
}

/** Closing the day and the month: the Cash-ups screen's calls, then the month-end pack's and the budgets'. */
export function closingCalls(end: string): BenchCall[] {
  return [...cashUpCalls(end), ...monthEndCalls(end)];
}

/**
 * The duplicate bill check (issue #32, `duplicates`: at most 10 ms at 1M), dated the store's
 * today: a generated invoice number typed another way, as the purchase form asks while it is
 * typed (an index lookup of the invoice key); an expense like a generated one.
 */
function duplicateCheckCalls(store: string): BenchCall[] {
  return [
    ...asRoles(["admin", "manager"], "purchase duplicate check", {
      kind: "duplicates",
      path: `/api/purchases/duplicates?store_id=${store}&vendor=Bench%20Vendor&invoice_no=gi%20612345&amount=120.5`,
    }),
    {
      name: "expense duplicate check, admin",
      kind: "duplicates",
      role: "admin",
      path: `/api/expenses/duplicates?store_id=${store}&category=Utilities&description=Electric%20bill&amount=120.5`,
    },
  ];
}

/** The staff screens: the Payroll screen's pay run and the schedule's week grid (issue #33). */
export function staffCalls(end: string): BenchCall[] {
  return [...payrollRunCalls(), ...scheduleCalls(end)];
}
