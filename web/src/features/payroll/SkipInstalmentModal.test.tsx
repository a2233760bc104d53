// @vitest-environment happy-dom
import { DEFAULT_PAY_PERIOD_SETTINGS, formatBusinessDate, MSG } from "@storeops/domain";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { stubFetchEach } from "../../test/fetch-stub.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { SkipInstalmentModal } from "./SkipInstalmentModal.tsx";

// Monthly pay periods starting on the 1st; the server's today is 24 November 2026.
function reply(url: string): Response {
  const path = new URL(url, "http://localhost").pathname;
  const body = path.endsWith("/server-date")
    ? { date: "2026-11-24", time: "2026-11-24T12:00:00Z", timezone: "UTC", local_time: "12:00" }
    : path.endsWith("/payroll-runs/settings")
      ? { ...DEFAULT_PAY_PERIOD_SETTINGS, frequency: "monthly", start_day: 1 }
      : { id: "w1", instalment_skips: [] };
  return new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
}

stubFetchEach(reply);

describe("Skip a repayment", { timeout: 20_000 }, () => {
  it("offers the pay periods from the current one, asks why, and sends the period's start", async () => {
    const onClose = vi.fn();
    renderWithProviders(
      <SkipInstalmentModal advance={{ id: "w1", withdrawal_date: "2026-10-15" }} onClose={onClose} />,
    );
    const save = await screen.findByTestId("skip-instalment-save");
    fireEvent.click(save);
    expect(await screen.findByText(MSG.instalmentSkipReason)).toBeTruthy();

    // The periods are offered once the pay period settings have come.
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        expect.stringContaining("/payroll-runs/settings"),
        expect.anything(),
      ),
    );
    fireEvent.click(screen.getByTestId("field-skip-period"));
    const options = await screen.findAllByRole("option", { hidden: true }, { timeout: 5000 });
    const period = (from: string, to: string) => `${formatBusinessDate(from)} – ${formatBusinessDate(to)}`;
    // The current period (the advance of October 15 is older), then the next seven.
    expect(options[0]?.textContent).toBe(period("2026-11-01", "2026-11-30"));
    expect(options).toHaveLength(8);
    fireEvent.click(screen.getByRole("option", { name: period("2026-12-01", "2026-12-31"), hidden: true }));
    fireEvent.change(screen.getByTestId("field-skip-reason"), { target: { value: "Holiday month" } });
    fireEvent.click(save);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = vi
      .mocked(fetch)
      .mock.calls.find(([input]) => String(input).includes("/payroll-runs/advances/w1/skip"));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      period_start: "2026-12-01",
      reason: "Holiday month",
    });
  });
});
