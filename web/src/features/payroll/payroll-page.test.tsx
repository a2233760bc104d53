// @vitest-environment happy-dom
import { DEFAULT_PAY_PERIOD_SETTINGS, MSG, type TPayrollRunView } from "@storeops/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { stubFetchEach } from "../../test/fetch-stub.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { payrollExportHref } from "./PayrollExport.tsx";
import PayrollPage from "./PayrollPage.tsx";
import type { PayrollSummary, Withdrawal } from "./payroll.api.ts";

const EMPLOYEE = {
  id: "e1",
  name: "Ana Lee",
  position: "Barista",
  employment_type: "full_time",
  salary_type: "hourly",
  store_id: "s1",
  store_name: "Main Street Market",
  status: "active",
};

const SUMMARY: PayrollSummary = {
  employee: { ...EMPLOYEE, store_code: "MSM", email: null },
  from: "2026-11-01",
  to: "2026-11-30",
  hours: 8,
  entry_count: 1,
  wages_earned: 144,
  withdrawals: 0,
  withdrawal_count: 0,
  previous_balance: 0,
  current_balance: 144,
  hours_this_week: 8,
  hours_this_month: 8,
  current_wage: null,
  recent_entries: [],
};

const withdrawal = (n: number): Withdrawal => ({
  id: `w${n}`,
  withdrawal_date: "2026-11-02",
  amount: 10,
  payment_method: "cash",
  check_number: null,
  notes: `Advance ${n}`,
  instalment_amount: null,
  instalment_skips: null,
});

const SETTINGS = { ...DEFAULT_PAY_PERIOD_SETTINGS };

/** The current period's run of every store: a draft of one employee, 42 h (2 overtime) at $20. */
const RUN: TPayrollRunView = {
  id: "r1",
  status: "draft",
  store_id: null,
  store_name: null,
  period_start: "2026-11-01",
  period_end: "2026-11-30",
  frequency: "monthly",
  overtime_weekly_hours: 40,
  overtime_multiplier: 1.5,
  approved_at: null,
  paid_at: null,
  reopen_reason: null,
  allowed_actions: ["delete", "approve"],
  employee_count: 1,
  regular_hours: 40,
  overtime_hours: 2,
  gross_pay: 860,
  advances_repaid: 100,
  net_pay: 760,
  lines: [
    {
      employee_id: "e1",
      employee_name: "Ana Lee",
      store_id: "s1",
      store_name: "Main Street Market",
      pay_type: "hourly",
      rate: 20,
      regular_hours: 40,
      overtime_hours: 2,
      gross_pay: 860,
      advances_repaid: 100,
      net_pay: 760,
      balance_carried: 200,
    },
  ],
};

type Answer = { status?: number; body: unknown; total?: number };
let answers: Record<string, Answer> = {};

function reply(url: string): Response {
  const path = new URL(url, "http://localhost").pathname;
  const key = path.startsWith("/api/payroll-runs/")
    ? "runs"
    : path.startsWith("/api/payroll/")
      ? "summary"
      : (/\/rest\/v1\/([\w-]+)/.exec(path)?.[1] ?? "");
  const answer =
    key === "runs"
      ? (answers.runs ?? { body: path.endsWith("/settings") ? SETTINGS : RUN })
      : key === "server-date"
        ? { body: { date: "2026-11-24", time: "2026-11-24T12:00:00Z", timezone: "UTC", local_time: "12:00" } }
        : (answers[key] ?? { body: [] });
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (answer.total !== undefined) headers["X-Total-Count"] = String(answer.total);
  return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers });
}

stubFetchEach(reply, () => {
  answers = {};
});

// The page also draws the pay run above the summary: a loaded machine needs more than 5 s.
describe("Payroll Management", { timeout: 15_000 }, () => {
  it("shows 'Error loading staff: …' when the employee list cannot be loaded", async () => {
    answers.staff = { status: 500, body: { message: "database down", code: "internal" } };
    renderWithProviders(<PayrollPage />, { url: "/payroll" });
    expect((await screen.findByTestId("payroll-employees-error")).textContent).toBe(
      `${MSG.errorLoadingStaff}: database down`,
    );
  });

  it("shows 'Error loading payroll summary: …' with the server's message", async () => {
    answers.staff = { body: [EMPLOYEE] };
    answers.summary = { status: 404, body: { message: MSG.employeeNotFound, code: "not_found" } };
    renderWithProviders(<PayrollPage />, { url: "/payroll?employee=e1" });
    expect((await screen.findByTestId("payroll-summary-error", {}, { timeout: 5000 })).textContent).toBe(
      `${MSG.errorLoadingPayrollSummary}: ${MSG.employeeNotFound}`,
    );
  });

  it("pages the Withdrawal History ten at a time on the server, with its Notes", async () => {
    answers.staff = { body: [EMPLOYEE] };
    answers.summary = { body: SUMMARY };
    answers.employee_withdrawals = {
      body: Array.from({ length: 10 }, (_, i) => withdrawal(i + 1)),
      total: 12,
    };
    renderWithProviders(<PayrollPage />, { url: "/payroll?employee=e1" });
    const panel = await screen.findByTestId("payroll-withdrawals", {}, { timeout: 5000 });
    await waitFor(() => expect(panel.textContent).toContain("Advance 10"));
    expect([...panel.querySelectorAll("th")].map((cell) => cell.textContent)).toContain("Notes");
    expect(within(panel).getByTestId("list-range").textContent).toBe("Showing 1–10 of 12 withdrawals");
    const fetchMock = vi.mocked(fetch);
    const firstPage = fetchMock.mock.calls
      .map(([input]) => String(input))
      .find((url) => url.includes("withdrawals"));
    expect(firstPage).toContain("limit=10");
    expect(firstPage).toContain("count=exact");
    expect(firstPage).not.toContain("offset=10");
    answers.employee_withdrawals = { body: [withdrawal(11), withdrawal(12)], total: 12 };
    fireEvent.click(within(panel).getByRole("button", { name: "Next" }));
    await waitFor(() => expect(panel.textContent).toContain("Showing 11–12 of 12 withdrawals"));
    expect(
      fetchMock.mock.calls
        .map(([input]) => String(input))
        .some((url) => url.includes("withdrawals") && url.includes("offset=10")),
    ).toBe(true);
  });
});

describe("Pay run", () => {
  it("opens on the current period's run across all staff, with its lines and what may be done", async () => {
    renderWithProviders(<PayrollPage />, { url: "/payroll" });
    const panel = await screen.findByTestId("payroll-run");
    await waitFor(() => expect(panel.textContent).toContain("Ana Lee · Main Street Market"));
    expect(panel.textContent).toContain("$860.00");
    expect(panel.textContent).toContain("$760.00");
    expect(panel.textContent).toContain("Past 40 h a week at 1.5×");
    expect(within(panel).getByTestId("approve-run")).toBeTruthy();
    expect(within(panel).queryByTestId("create-run")).toBeNull();
    expect(within(panel).getByTestId("run-export-xlsx").getAttribute("href")).toBe(
      "/api/payroll-runs/r1/export.xlsx",
    );
  });
});

describe("payroll export link", () => {
  it("sends the period and, when one is chosen, the store", () => {
    const period = { from: "2026-11-01", to: "2026-11-30" };
    expect(payrollExportHref("csv", period, null)).toBe(
      "/api/payroll/export.csv?from=2026-11-01&to=2026-11-30",
    );
    expect(payrollExportHref("pdf", period, "s1")).toBe(
      "/api/payroll/export.pdf?from=2026-11-01&to=2026-11-30&store_id=s1",
    );
  });
});
