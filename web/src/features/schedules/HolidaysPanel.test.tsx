// @vitest-environment happy-dom
import { ModalsProvider } from "@mantine/modals";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { stubFetchEach } from "../../test/fetch-stub.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { HolidaysPanel } from "./HolidaysPanel.tsx";

const HOLIDAY = { id: "h1", store_id: "s1", date: "2026-10-12", name: "Founders' Day" };

function reply(url: string): Response {
  const body = url.includes("/schedules/holidays?") ? { holidays: [HOLIDAY] } : HOLIDAY;
  return new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
}

stubFetchEach(reply);

const calls = (part: string) =>
  vi
    .mocked(fetch)
    .mock.calls.filter(([input]) => String(input).includes(part))
    .map(([input, init]) => ({ url: String(input), init }));

describe("the store's holidays", { timeout: 15_000 }, () => {
  it("lists the 8 weeks the forecast averages and the week, marks a day, and removes one after asking", async () => {
    renderWithProviders(
      <ModalsProvider>
        <HolidaysPanel storeId="s1" weekStart="2026-11-23" />
      </ModalsProvider>,
    );
    expect((await screen.findByTestId("holiday-row")).textContent).toContain("Founders' Day");
    expect(calls("/schedules/holidays?")[0]?.url).toContain("from=2026-09-28&to=2026-11-29");

    fireEvent.change(screen.getByTestId("holiday-date"), { target: { value: "2026-11-26" } });
    fireEvent.blur(screen.getByTestId("holiday-date"));
    fireEvent.change(screen.getByTestId("holiday-name"), { target: { value: "Thanksgiving" } });
    fireEvent.click(screen.getByTestId("holiday-add"));
    await waitFor(() =>
      expect(calls("/schedules/holidays").some(({ init }) => init?.method === "POST")).toBe(true),
    );
    const posted = calls("/schedules/holidays").find(({ init }) => init?.method === "POST");
    expect(JSON.parse(String(posted?.init?.body))).toEqual({
      store_id: "s1",
      date: "2026-11-26",
      name: "Thanksgiving",
    });

    fireEvent.click(screen.getByTestId("holiday-remove"));
    fireEvent.click(await screen.findByTestId("confirm-button"));
    await waitFor(() =>
      expect(calls("/schedules/holidays/h1").some(({ init }) => init?.method === "DELETE")).toBe(true),
    );
  });
});
