/** The calls of the report, store and cash-up screens, apart from calls.ts to keep each file readable. */
import { uuidFromKey } from "../src/seed/random.ts";
import { asRoles, type BenchCall, page } from "./call-kit.ts";
import { storeCode } from "./data/generated-stores.ts";

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
export function cashUpCalls(end: string): BenchCall[] {
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
