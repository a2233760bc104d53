import { expect, test } from "@playwright/test";
import { MSG } from "@storeops/domain";
import { openClockedOut } from "./clock.helpers.ts";
import { DEMO_EMAILS, signInAs, text } from "./support.ts";

// Issue #30 items 2-3 at 1280×800: staff take their own breaks from the clock panel; the entry's
// details list them; the manager's dashboard shows who is on shift.
test("staff start and end a break beside Clock Out; the entry lists the break", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, DEMO_EMAILS.staff);
  const { clockIn, clockOut } = await openClockedOut(page);
  await expect(page.getByTestId("start-break")).toHaveCount(0);
  await clockIn.click();
  await expect(page.getByText(MSG.clockedIn)).toBeVisible({ timeout: 20_000 });

  await page.getByTestId("start-break").click();
  await expect(page.getByText(MSG.breakStarted)).toBeVisible({ timeout: 20_000 });
  const banner = page.getByTestId("on-break-banner");
  await expect(banner).toContainText(text("timeAttendance.breaks.onBreakBanner"));
  await expect(page.getByTestId("start-break")).toHaveCount(0);
  await page.getByTestId("end-break").click();
  await expect(page.getByText(MSG.breakEnded)).toBeVisible({ timeout: 20_000 });
  await expect(banner).toBeHidden();
  await expect(page.getByTestId("clocked-in-banner")).toBeVisible();

  await clockOut.click();
  await expect(page.getByText(MSG.clockedOut)).toBeVisible({ timeout: 20_000 });
  await page.getByTestId("time-entry-row").first().click();
  const details = page.getByTestId("time-entry-details");
  await expect(details).toBeVisible();
  await expect(details.getByTestId("entry-breaks")).toContainText(text("timeAttendance.breaks.unpaid"));
});

test("the manager's dashboard shows who is on shift; accounting's Time & Attendance opens on it without buttons", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, DEMO_EMAILS.manager);
  await page.goto("/dashboard");
  const board = page.getByTestId("on-shift-board");
  await expect(board).toBeVisible({ timeout: 20_000 });
  await expect(board).toContainText(/On shift now \(\d+\)/);
  await expect(board.getByTestId("clock-someone-in")).toBeVisible();
  await expect(page.getByTestId("today-list")).toContainText(/Today at /);

  await page.context().clearCookies();
  await signInAs(page, DEMO_EMAILS.accounting);
  await page.goto("/time-attendance");
  await expect(page.getByTestId("on-shift-board")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("clock-someone-in")).toHaveCount(0);
  await expect(page.getByTestId("board-clock-out")).toHaveCount(0);
  await page.getByTestId("tab-history").click();
  await expect(
    page.getByTestId("time-entry-row").first().or(page.getByText(MSG.timeEntriesEmpty)),
  ).toBeVisible();
});

test("staff see today's list first, with clocking in and today's takings leading the quick actions", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, DEMO_EMAILS.staff);
  await page.goto("/dashboard");
  const today = page.getByTestId("today-list");
  await expect(today).toBeVisible({ timeout: 20_000 });
  await expect(today).toContainText(/Today at /);
  await expect(today.getByTestId("today-on-shift")).toContainText(/On shift \(\d+\)/);
  // Either something is left to do (each a link to where it is done) or nothing is.
  const items = today.locator("[data-testid^='today-']:not([data-testid='today-on-shift'])");
  await expect(items.first()).toBeVisible();
  const actions = page.getByTestId("quick-action");
  await expect(actions.first()).toHaveAttribute("data-action", "recordTime");
  await expect(actions.nth(1)).toHaveAttribute("data-action", "recordIncome");
  const takings = today.getByTestId("today-takings");
  if ((await takings.count()) > 0) {
    await takings.getByRole("link").click();
    await expect(page).toHaveURL(/\/daily-income/);
  }
});

test("a store's break rule marks a long shift without its break as Missed break", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, DEMO_EMAILS.manager);
  const me = (await (await page.request.get("/api/auth/v1/user")).json()) as { managed_stores: string[] };
  const storeId = me.managed_stores[0] ?? "";
  // The rule, through the Store Settings screen.
  await page.goto("/stores");
  const card = page.getByTestId("store-card").first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  await card.getByTestId("store-settings").click();
  const dialog = page.getByTestId("store-settings-modal");
  await dialog.getByTestId("setting-break_after_hours").fill("6");
  await dialog.getByTestId("setting-break_minimum_minutes").fill("30");
  await dialog.getByTestId("settings-save").click();
  await expect(page.getByText(MSG.storeSettingsUpdated)).toBeVisible({ timeout: 30_000 });
  const cardName = (await card.getByRole("heading").textContent()) ?? "";
  const stores = (await (
    await page.request.get("/api/rest/v1/stores?select=id,name&limit=1000")
  ).json()) as Array<{
    id: string;
    name: string;
  }>;
  const ruled = stores.find((store) => store.name === cardName)?.id ?? storeId;
  const staff = (await (
    await page.request.get(`/api/rest/v1/staff?select=id&eq=store_id.${ruled}&order=name.asc&limit=1`)
  ).json()) as Array<{ id: string }>;
  // A long shift with no break, long ago (no overlap with the demo's entries).
  const note = `no-break-${Date.now().toString(36)}`;
  const entry = await page.request.post("/api/rest/v1/employee_time_entries", {
    data: {
      employee_id: staff[0]?.id,
      store_id: ruled,
      work_date: "2020-03-02",
      clock_in_time: "08:00",
      clock_out_time: "16:00",
      break_hours: 0,
      notes: note,
    },
  });
  expect(entry.status(), await entry.text()).toBe(201);
  await page.goto(`/time-attendance?q=${note}`);
  await page.getByTestId("tab-history").click();
  const row = page.getByTestId("time-entry-row").first();
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row.getByTestId("missed-break")).toHaveText(text("timeAttendance.breaks.missed"));
  // Back to no rule, for the tests after this one.
  await page.request.put(`/api/stores/${ruled}/settings`, {
    data: { time: { break_after_hours: 0, break_minimum_minutes: 0 } },
  });
});
