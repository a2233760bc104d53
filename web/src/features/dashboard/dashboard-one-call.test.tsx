// @vitest-environment happy-dom
import type { TDashboardAuditEntry, TDashboardPurchase } from "@storeops/domain";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render.tsx";
import { AdminDashboard } from "./AdminDashboard.tsx";
import type { DashboardData } from "./dashboard.api.ts";
import { FinancialDashboard } from "./FinancialDashboard.tsx";

const shown = vi.hoisted(() => [] as string[]);
vi.mock("@mantine/notifications", () => ({
  notifications: { show: ({ message }: { message: string }) => shown.push(message) },
}));

const PENDING: TDashboardPurchase = {
  id: "p1",
  store_id: "s1",
  store_name: "Downtown Café",
  purchase_date: "2026-11-20",
  vendor: "Acme Supplies",
  amount: 120.5,
  status: "pending",
  created_at: "2026-11-20T10:00:00Z",
  allowed_actions: ["approve", "reject"],
};

const AUDIT: TDashboardAuditEntry = {
  id: "a1",
  action: "APPROVE",
  user_name: "Ana Lee",
  description: "Approved purchase INV-1042",
  target_table: "purchases",
  created_at: "2026-11-20T10:00:00Z",
};

const DATA: DashboardData = {
  role: "accounting",
  today: "2026-11-26",
  period: { key: "this_month", from: "2026-11-01", to: "2026-11-26" },
  totals: {
    income: 1000,
    purchases: 200,
    expenses: 100,
    net_profit: 700,
    margin: 70,
    labour_cost: 150,
    labour_percent: 15,
    profit_after_labour: 550,
    profit_after_labour_margin: 55,
  },
  stores: [],
  pending_purchases: [PENDING],
  pending_expenses: [],
  recent_transactions: [{ kind: "purchase", ...PENDING }],
  latest_audit: [AUDIT],
  latest_purchases: [PENDING],
  latest_expenses: [],
};

let calls: string[] = [];
// A refusal the record's own routes do not refresh after (only a 409 does): the dashboard still does.
const REFUSED = { message: "You do not have permission to update purchases.", code: "forbidden" };

beforeEach(() => {
  calls = [];
  shown.length = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), "http://localhost").pathname;
      calls.push(`${init?.method ?? "GET"} ${path}`);
      const refused = path.endsWith("/approve");
      return new Response(JSON.stringify(refused ? REFUSED : DATA), {
        status: refused ? 403 : 200,
        headers: { "Content-Type": "application/json" },
      });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const dashboardCalls = () => calls.filter((call) => call === "GET /api/dashboard").length;

describe("the dashboard's one call", () => {
  it("lists pending records from the answer; a refused Approve shows the server's message and refetches", async () => {
    renderWithProviders(<FinancialDashboard data={DATA} userRole="accounting" />);
    const pending = screen.getByTestId("pending-purchases");
    expect(within(pending).getByTestId("pending-row").textContent).toContain("Acme Supplies");
    await waitFor(() => expect(dashboardCalls()).toBe(1));
    fireEvent.click(within(pending).getByTestId("pending-approve"));
    await waitFor(() => expect(shown).toContain(REFUSED.message));
    expect(calls).toContain("POST /api/purchases/p1/approve");
    await waitFor(() => expect(dashboardCalls()).toBeGreaterThan(1));
    // Nothing but the dashboard and the action route: no list is fetched on its own.
    expect(calls.filter((call) => !call.endsWith("/api/dashboard") && !call.endsWith("/approve"))).toEqual(
      [],
    );
  });

  it("shows the audit feed from the answer and Refresh fetches the dashboard again", async () => {
    renderWithProviders(<AdminDashboard data={{ ...DATA, role: "admin" }} />);
    expect(screen.getByTestId("audit-entry").textContent).toContain("Approved purchase INV-1042");
    expect(screen.getByTestId("latest-purchases").textContent).toContain("Acme Supplies");
    const refresh = within(screen.getByTestId("business-overview")).getByRole("button", { name: "Refresh" });
    // While the first fetch runs the button is loading (and disabled).
    await waitFor(() => expect(refresh.hasAttribute("data-loading")).toBe(false));
    expect(dashboardCalls()).toBe(1);
    fireEvent.click(refresh);
    await waitFor(() => expect(dashboardCalls()).toBe(2));
    expect(calls.every((call) => call === "GET /api/dashboard")).toBe(true);
  });

  it("heads the store table with the period's columns, purchases and profit after labour included", () => {
    const store = {
      id: "s1",
      name: "Downtown Café",
      code: "DT",
      industry_id: null,
      industry: null,
      revenue: 8_000,
      income_record_count: 30,
      expenses: 1_000,
      expense_count: 4,
      purchases: 3_000,
      purchase_count: 12,
      profit: 4_000,
      margin: 50,
      monthly_target: 10_000,
      growth: 80,
      status: "active",
      this_month_revenue: 8_000,
      labour_cost: 1_000,
      labour_percent: 12.5,
      profit_after_labour: 3_000,
      profit_after_labour_margin: 37.5,
    };
    renderWithProviders(<FinancialDashboard data={{ ...DATA, stores: [store] }} userRole="accounting" />);
    const table = screen.getByTestId("store-table");
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      "Store",
      "Revenue",
      "Purchases",
      "Expenses",
      "Profit",
      "Margin",
      "Labour %",
      "After labour",
      "Status",
    ]);
    const cells = within(table)
      .getAllByRole("cell")
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 8)).toEqual([
      "Downtown Café",
      "$8,000",
      "$3,000",
      "$1,000",
      "$4,000",
      "50.0%",
      "12.5%",
      "$3,000",
    ]);
    expect(screen.getByTestId("store-table-period").textContent).toBe(
      "This month, 11/01/2026 to 11/26/2026. Profit is revenue less purchases and expenses; after labour also takes off the labour cost.",
    );
    // Every money card names the period; profit after labour stands beside net profit.
    const cards = screen.getAllByTestId("stat-card");
    expect(cards.map((card) => card.querySelector("p")?.textContent)).toEqual([
      "Total Revenue · this month",
      "Total Purchases · this month",
      "Total Expenses · this month",
      "Net Profit · this month",
      "Labour Cost · this month",
      "Profit After Labour · this month",
    ]);
    expect(cards[5]?.textContent).toContain("$550");
    expect(cards[5]?.textContent).toContain("Margin 55.0%");
  });
});
