// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { SessionUser } from "../../lib/auth.api.ts";
import { stubFetchEach } from "../../test/fetch-stub.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { sessionUser } from "../../test/session-user.ts";
import SchedulesPage from "./SchedulesPage.tsx";
import { dates, week } from "./week.fixture.ts";

const STORE = { id: "s1", code: "DT", name: "Cafe" };
let user: SessionUser = sessionUser({ role: "store_manager", current_store: STORE });
vi.mock("../../lib/session.tsx", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/session.tsx")>()),
  useUser: () => user,
}));

const asked: string[] = [];
const swap = {
  id: "w1",
  store_id: "s1",
  shift_id: "b",
  shift: {
    shift_date: dates[1],
    start_time: "09:00",
    end_time: "17:00",
    start_at: "",
    end_at: "",
    position: "Cashier",
    hours: 7.5,
  },
  from_employee_id: "e2",
  from_employee_name: "Bo Park",
  to_employee_id: null,
  to_employee_name: null,
  status: "offered",
  note: null,
  reason: null,
  created_at: "",
  updated_at: "",
  accepted_at: null,
  decided_at: null,
  allowed_actions: ["accept"],
};

function reply(url: string): Response {
  asked.push(url);
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" } });
  // The store is on Tuesday 2026-03-10 whatever the machine's date: its week starts on the 9th.
  if (url.includes("/rest/v1/server-date"))
    return json({
      date: "2026-03-10",
      time: "2026-03-10T08:00:00.000Z",
      timezone: "America/Los_Angeles",
      local_time: "00:00",
    });
  if (url.includes("/rest/v1/stores")) return json([STORE]);
  if (url.includes("/schedules/week"))
    return json(user.role === "staff" ? { ...week, shifts: [week.shifts[1]] } : week);
  if (url.includes("/shift-swaps")) return json({ swaps: [swap] });
  if (url.includes("/schedules/availability"))
    return json({
      employees: [
        {
          employee_id: "e2",
          name: "Bo Park",
          position: "Cashier",
          store_id: "s1",
          days: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
            weekday,
            available: true,
            from_time: null,
            to_time: null,
          })),
        },
      ],
    });
  return json({});
}

stubFetchEach(reply, () => {
  asked.length = 0;
});

describe("the Schedules page", () => {
  it("shows a manager the store's week from the store's date, with its actions", async () => {
    user = sessionUser({ role: "store_manager", current_store: STORE });
    renderWithProviders(<SchedulesPage />, { url: "/schedules" });
    await screen.findByTestId("week-grid");
    expect(screen.getByTestId("week-label").getAttribute("data-week")).toBe("2026-03-09");
    expect(asked.some((url) => url.includes("week_start=2026-03-09") && url.includes("store_id=s1"))).toBe(
      true,
    );
    expect(screen.getByTestId("week-publish").textContent).toContain("Publish (1 draft)");
    expect(screen.getByTestId("week-copy")).toBeTruthy();
  });

  it("shows staff their shifts with Offer swap, the store's swaps and their availability", async () => {
    user = sessionUser({ role: "staff", current_store: STORE });
    renderWithProviders(<SchedulesPage />, { url: `/schedules?week=${dates[0]}` });
    const mine = await screen.findByTestId("my-shift");
    expect(mine.textContent).toContain("09:00–17:00");
    expect(within(mine).getByTestId("offer-swap")).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId("swap-accept")).toBeTruthy());
    expect(screen.getByTestId("availability-1")).toBeTruthy();
    expect(screen.queryByTestId("week-publish")).toBeNull();
    expect(screen.queryByTestId("schedule-store")).toBeNull();
  });
});
