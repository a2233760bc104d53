import { expect as baseExpect, test } from "@playwright/test";
import { apiAs } from "./schedules.helpers.ts";
import { DEMO_EMAILS, signInAs, text } from "./support.ts";

const expect = baseExpect.configure({ timeout: 30_000 });

/** HH:MM of minutes after midnight (wrapping past a day). */
const clock = (minutes: number) => {
  const wrapped = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(wrapped / 60)).padStart(2, "0")}:${String(wrapped % 60).padStart(2, "0")}`;
};

// Issue #33, item 5: a manager publishes a shift of today; its employee's clock-in (entered with a
// fixed time, 25 minutes after the start) shows as late against it on the manager's on-shift board
// and on the schedule adherence report. Times come from the store's own date and clock.
test("a late clock-in shows against its published shift on the board and in the report", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  const admin = await apiAs(baseURL, DEMO_EMAILS.admin);
  const manager = await apiAs(baseURL, DEMO_EMAILS.manager);
  const [store] = await admin.get<{ id: string }[]>("/api/rest/v1/stores?select=id,code&eq=code.DT-CAFE");
  if (!store) throw new Error("No store DT-CAFE");
  const now = await admin.get<{ date: string; local_time: string }>(
    `/api/rest/v1/server-date?store_id=${store.id}`,
  );
  const name = `Lou Late ${tag}`;
  const employee = await admin.post<{ id: string }>("/api/rest/v1/staff", {
    name,
    email: `lou.late.${tag}@example.com`,
    phone: "555-0190",
    position: "Cashier",
    department: "Sales",
    hire_date: "2024-01-02",
    store_id: store.id,
  });
  // The shift began an hour ago (or at midnight, early in the day); four hours long.
  const [hours, minutes] = now.local_time.split(":").map(Number);
  const start = Math.max(0, (hours ?? 0) * 60 + (minutes ?? 0) - 60);
  const shift = await manager.post<{ id: string }>("/api/rest/v1/shifts", {
    employee_id: employee.id,
    shift_date: now.date,
    start_time: clock(start),
    end_time: clock(start + 240),
  });
  const weekday = new Date(`${now.date}T12:00:00Z`).getUTCDay() || 7;
  const monday = new Date(Date.parse(`${now.date}T12:00:00Z`) - (weekday - 1) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const published = await manager.post<{ published: number }>(
    "/api/schedules/publish",
    { store_id: store.id, week_start: monday },
    200,
  );
  expect(published.published).toBeGreaterThanOrEqual(1);
  const entry = await manager.post<{ id: string }>("/api/rest/v1/employee_time_entries", {
    employee_id: employee.id,
    store_id: store.id,
    work_date: now.date,
    clock_in_time: clock(start + 25),
  });

  try {
    // The manager's Time & Attendance opens on the board: Lou, late by 25 minutes, in words.
    await signInAs(page, DEMO_EMAILS.manager);
    await page.goto("/time-attendance");
    const person = page.getByTestId("on-shift-person").filter({ hasText: name });
    await expect(person).toBeVisible();
    const flag = person.getByTestId("clock-in-flag");
    await expect(flag).toHaveAttribute("data-flag", "late");
    await expect(flag).toHaveText(text("timeAttendance.schedule.late").replace("{{minutes}}", "25"));
    await expect(person.getByTestId("shift-times")).toContainText(/Shift /);

    // The report of the store's week: the shift with its late clock-in.
    await page.context().clearCookies();
    await signInAs(page, DEMO_EMAILS.admin);
    await page.goto(`/reports?view=adherence&store=${store.id}&week=${monday}`);
    await expect(page.getByTestId("adherence-period")).toHaveAttribute("data-week", monday);
    const status = page.getByTestId(`ad-shifts-${shift.id}-3`);
    await expect(status).toHaveText(text("reports.adherence.statuses.late").replace("{{minutes}}", "25"));
    await expect(
      page.getByTestId("ad-week-figures-table").or(page.getByTestId("ad-week-figures-cards")),
    ).toBeVisible();
  } finally {
    // The open entry goes, so the demo's board stays as it was.
    await page.context().clearCookies();
    await signInAs(page, DEMO_EMAILS.admin);
    await page.request.delete(`/api/rest/v1/employee_time_entries?eq=id.${entry.id}`);
    await admin.dispose();
    await manager.dispose();
  }
});
