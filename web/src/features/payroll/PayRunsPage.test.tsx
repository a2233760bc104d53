// @vitest-environment happy-dom
import { DEFAULT_PAY_PERIOD_SETTINGS, MSG, type TPayrollRunView } from "@storeops/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { stubFetchEach } from "../../test/fetch-stub.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { sessionUser } from "../../test/session-user.ts";
import PayRunsPage from "./PayRunsPage.tsx";

vi.mock("../../lib/session.tsx", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/session.tsx")>()),
  useOptionalUser: () => sessionUser({ role: "accounting" }),
}));

const STORES = [
  { id: "s1", code: "MSM", name: "Main Street Market" },
  { id: "s2", code: "DT", name: "Downtown Coffee" },
];

/** A store's run of the current period, not created yet (the preview). */
const preview = (storeId: string, storeName: string): TPayrollRunView => ({
  id: null,
  status: null,
  store_id: storeId,
  store_name: storeName,
  period_start: "2026-11-01",
  period_end: "2026-11-30",
  frequency: "monthly",
  overtime_weekly_hours: 40,
  overtime_multiplier: 1.5,
  approved_at: null,
  paid_at: null,
  reopen_reason: null,
  allowed_actions: [],
  employee_count: 0,
  regular_hours: 0,
  overtime_hours: 0,
  gross_pay: 0,
  advances_repaid: 0,
  net_pay: 0,
  lines: [],
});

let stores: typeof STORES = STORES;
const asked: string[] = [];

stubFetchEach(
  (url) => {
    asked.push(url);
    const { pathname, searchParams } = new URL(url, "http://localhost");
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
    if (pathname.endsWith("/payroll-runs/settings")) return json(DEFAULT_PAY_PERIOD_SETTINGS);
    if (pathname.endsWith("/payroll-runs/period")) {
      const store = STORES.find((row) => row.id === searchParams.get("store_id"));
      if (!store) return json({ message: MSG.payrollRunAllStoresAdmin, code: "forbidden" }, 403);
      return json(preview(store.id, store.name));
    }
    if (pathname.endsWith("/rest/v1/stores")) return json(stores);
    return json([]);
  },
  () => {
    stores = STORES;
    asked.length = 0;
  },
);

describe("Pay Runs (accounting)", () => {
  it("opens on the first of the caller's stores and never offers every store at once", async () => {
    renderWithProviders(<PayRunsPage />, { url: "/payroll-runs" });
    const panel = await screen.findByTestId("payroll-run");
    const picker = within(panel).getByTestId("payroll-run-store") as HTMLInputElement;
    await waitFor(() => expect(picker.value).toBe("Main Street Market"));
    await waitFor(() => expect(within(panel).getByTestId("create-run")).toBeTruthy());
    const runCalls = asked.filter((url) => url.includes("/payroll-runs/period"));
    expect(runCalls.length).toBeGreaterThan(0);
    expect(runCalls.every((url) => url.includes("store_id=s1"))).toBe(true);
    fireEvent.click(picker);
    const options = (await screen.findAllByRole("option", { hidden: true })).map((o) => o.textContent);
    expect(options).toEqual(["Main Street Market", "Downtown Coffee"]);
    // The pay period settings are an admin's.
    expect(within(panel).queryByTestId("pay-period-settings")).toBeNull();
  });

  it("says so when the caller has no store, and asks for no run", async () => {
    stores = [];
    renderWithProviders(<PayRunsPage />, { url: "/payroll-runs" });
    expect((await screen.findByTestId("payroll-run-no-stores")).textContent).toBe(MSG.payrollRunNoStores);
    expect(asked.some((url) => url.includes("/payroll-runs/period"))).toBe(false);
  });
});
