// @vitest-environment happy-dom
import { MSG } from "@storeops/domain";
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
});

type Answer = { status?: number; body: unknown; total?: number };
let answers: Record<string, Answer> = {};

function reply(url: string): Response {
  const path = new URL(url, "http://localhost").pathname;
  const key = path.startsWith("/api/payroll/") ? "summary" : (/\/rest\/v1\/([\w-]+)/.exec(path)?.[1] ?? "");
  const answer =
    key === "server-date"
      ? { body: { date: "2026-11-24", time: "2026-11-24T12:00:00Z", timezone: "UTC", local_time: "12:00" } }
      : (answers[key] ?? { body: [] });
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (answer.total !== undefined) headers["X-Total-Count"] = String(answer.total);
  return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers });
}

stubFetchEach(reply, () => {
  answers = {};
});

describe("Payroll Management", () => {
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
    expect((await screen.findByTestId("payroll-summary-error")).textContent).toBe(
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
    const panel = await screen.findByTestId("payroll-withdrawals");
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
