// @vitest-environment happy-dom
import { MSG } from "@storeops/domain";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { SessionUser } from "../../lib/auth.api.ts";
import { stubFetchEach } from "../../test/fetch-stub.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { sessionUser } from "../../test/session-user.ts";
import { ClockPanel } from "./ClockPanel.tsx";
import { ManualEntryModal } from "./ManualEntryModal.tsx";
import TimeAttendancePage from "./TimeAttendancePage.tsx";

const STORE = { id: "s1", code: "MSM", name: "Main Street Market" };

function userOf(role: SessionUser["role"], currentStore: typeof STORE | null = STORE): SessionUser {
  return sessionUser({
    name: "Some One",
    role,
    assigned_stores: ["s1"],
    current_store_id: currentStore?.id ?? null,
    current_store: currentStore,
  });
}

let user = userOf("staff");
vi.mock("../../lib/session.tsx", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/session.tsx")>()),
  useUser: () => user,
}));

const ENTRY = {
  id: "t1",
  employee_id: "e1",
  employee_name: "Ana Lee",
  store_id: "s1",
  store_name: "Main Street Market",
  work_date: "2026-11-25",
  clock_in_time: "09:00",
  clock_out_time: "17:30",
  total_hours: 8.5,
  break_hours: 0,
  status: "recorded",
  notes: null,
  created_at: "2026-11-24T09:00:00Z",
  allowed_actions: [],
};

/** What each table answers: rows, or a failure with the server's message. */
let answers: Record<string, unknown[] | { fail: string }> = {};

function reply(url: string): Response {
  const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { "Content-Type": "application/json", ...headers },
    });
  // UTC is already on the 25th; the store (asked by store_id) is still on the 24th.
  if (url.includes("/rest/v1/server-date?store_id="))
    return json({
      date: "2026-11-24",
      time: "2026-11-25T02:00:00Z",
      timezone: "America/Denver",
      local_time: "19:00",
    });
  if (url.includes("/rest/v1/server-date"))
    return json({ date: "2026-11-25", time: "2026-11-25T02:00:00Z", timezone: "UTC", local_time: "02:00" });
  if (url.includes("/time/on-shift")) return json({ people: [] });
  const table = /\/rest\/v1\/(\w+)/.exec(url)?.[1] ?? "";
  const answer = answers[table] ?? [];
  if (!Array.isArray(answer)) return json({ message: answer.fail, code: "internal" }, 500);
  return json(answer, 200, { "X-Total-Count": String(answer.length) });
}

stubFetchEach(reply, () => {
  answers = {};
  // happy-dom has no document.fonts, which the Notes textarea's autosize listens to.
  if (!("fonts" in document)) {
    Object.defineProperty(document, "fonts", {
      configurable: true,
      value: { addEventListener: () => {}, removeEventListener: () => {} },
    });
  }
});

describe("Quick Clock panel", () => {
  it("says the store context is not available when the screen loads without a current store", async () => {
    user = userOf("staff", null);
    renderWithProviders(<ClockPanel />);
    expect((await screen.findByTestId("clock-panel-error")).textContent).toBe(MSG.storeContextUnavailable);
    expect(screen.queryByText(MSG.storeContextMissing)).toBeNull();
  });

  it("shows 'Error loading staff: …' when the own staff record cannot be read", async () => {
    user = userOf("staff");
    answers.staff = { fail: "database down" };
    renderWithProviders(<ClockPanel />);
    expect((await screen.findByTestId("clock-panel-error")).textContent).toBe(
      `${MSG.errorLoadingStaff}: database down`,
    );
  });
});

describe("Today and History", () => {
  it("shows 'Error loading time entries: …' when the list cannot be loaded", async () => {
    user = userOf("admin", null);
    answers.employee_time_entries = { fail: "database down" };
    renderWithProviders(<TimeAttendancePage />, { url: "/time-attendance" });
    // Admins open on who is on shift; the list is the Today tab.
    fireEvent.click(await screen.findByTestId("tab-today"));
    expect((await screen.findByTestId("list-error")).textContent).toBe(
      `${MSG.errorLoadingTimeEntries}: database down`,
    );
  });

  it("shows staff the Store column too, and hours with two decimals", async () => {
    user = userOf("staff");
    answers.staff = [{ id: "e1", name: "Ana Lee", store_id: "s1" }];
    answers.employee_time_entries = [ENTRY];
    renderWithProviders(<TimeAttendancePage />, { url: "/time-attendance" });
    const row = await screen.findByTestId("time-entry-row");
    const headers = [...screen.getByTestId("time-entry-table").querySelectorAll("th")].map((cell) =>
      cell.textContent?.trim(),
    );
    expect(headers).toEqual(
      expect.arrayContaining([
        "Employee",
        "Store",
        "Date",
        "Clock In",
        "Clock Out",
        "Hours",
        "Status",
        "Actions",
      ]),
    );
    expect(row.textContent).toContain("Main Street Market");
    expect(row.textContent).toContain("8.50 h");
  });
});

describe("Clock Out of a row", () => {
  it("sends the store's time now from the server, never the browser's clock", async () => {
    user = userOf("admin", null);
    answers.employee_time_entries = [
      { ...ENTRY, clock_out_time: null, total_hours: null, status: "active", allowed_actions: ["clock_out"] },
    ];
    renderWithProviders(<TimeAttendancePage />, { url: "/time-attendance" });
    fireEvent.click(await screen.findByTestId("tab-today"));
    fireEvent.click(await screen.findByTestId("clock-out-row"));
    const fetchMock = vi.mocked(fetch);
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === "PATCH"),
      ).toBe(true),
    );
    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls).toContain("/api/rest/v1/server-date?store_id=s1");
    const patch = fetchMock.mock.calls.find(
      ([, init]) => (init as RequestInit | undefined)?.method === "PATCH",
    );
    expect(String(patch?.[0])).toBe("/api/rest/v1/employee_time_entries?eq=id.t1");
    expect(JSON.parse(String((patch?.[1] as RequestInit | undefined)?.body))).toEqual({
      clock_out_time: "19:00",
      status: "recorded",
    });
  });
});

describe("Manual Entry", () => {
  it("shows 'Error loading staff: …' when the store's employees cannot be loaded", async () => {
    user = userOf("admin");
    answers.staff = { fail: "database down" };
    renderWithProviders(<ManualEntryModal opened onClose={() => {}} />);
    expect((await screen.findByTestId("staff-load-error")).textContent).toBe(
      `${MSG.errorLoadingStaff}: database down`,
    );
  });

  it("starts the Work Date at the store's today and refuses a later one, as the server does", async () => {
    user = userOf("admin");
    answers.staff = [{ id: "e1", name: "Ana Lee", position: null, employment_type: null, store_id: "s1" }];
    renderWithProviders(<ManualEntryModal opened onClose={() => {}} />);
    const date = (await screen.findByTestId("field-work-date")) as HTMLInputElement;
    // Shown in the person's date format (the default, MM/DD/YYYY); typed in ISO below.
    await waitFor(() => expect(date.value).toBe("11/24/2026"));
    fireEvent.change(date, { target: { value: "2026-11-25" } });
    fireEvent.click(screen.getByTestId("time-entry-save"));
    expect(await screen.findByText(MSG.workDateInFuture)).toBeTruthy();
  });
});
