import { expect, type Page, test } from "@playwright/test";
import { MSG } from "@storeops/domain";
import { DEMO_EMAILS, signInAs, text } from "./support.ts";

/**
 * The entries whose notes hold `note`, in Today or else in History: an entry is dated its store's
 * today, which may be the day before the screen's (UTC's, or the current store's) today.
 */
async function showEntriesNoted(page: Page, note: string) {
  await page.goto(`/time-attendance?q=${note}`);
  const rows = page.getByTestId("time-entry-row");
  await expect(rows.or(page.getByText(MSG.timeEntriesEmpty)).first()).toBeVisible({ timeout: 20_000 });
  if ((await rows.count()) === 0) await page.getByTestId("tab-history").click();
  await expect(rows.first()).toBeVisible({ timeout: 20_000 });
}

test("a store manager adds a manual overnight entry and sees 8.50 h", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, DEMO_EMAILS.manager);
  await page.goto("/time-attendance");
  await page.getByTestId("new-time-entry").click();
  const modal = page.getByRole("dialog", { name: text("timeAttendance.form.title") });
  await expect(modal).toBeVisible({ timeout: 20_000 });
  await modal.getByTestId("field-store").click();
  await page.getByRole("option").first().click();
  await modal.getByTestId("field-employee").click();
  const option = page.getByRole("option").first();
  const employee = (await option.textContent())?.split(" · ")[0] ?? "";
  await option.click();
  await modal.getByTestId("field-clock-in").fill("22:00");
  await modal.getByTestId("field-clock-out").fill("06:30");
  await expect(modal.getByTestId("hours-preview")).toContainText("8.50 h (8 h 30 min)");
  const note = `overnight-${Date.now().toString(36)}`;
  await modal.getByLabel(text("timeAttendance.form.notes")).fill(note);
  await modal.getByTestId("time-entry-save").click();
  await expect(page.getByText(MSG.timeEntryCreated)).toBeVisible({ timeout: 20_000 });
  await expect(modal).toBeHidden();
  // The entry is dated the chosen store's today; the tabs count days by the current store's.
  await showEntriesNoted(page, note);
  const row = page.getByTestId("time-entry-row").filter({ hasText: employee }).first();
  // In the 12-hour format the settings default to.
  await expect(row).toContainText("10:00 PM");
  await expect(row).toContainText("6:30 AM");
  await expect(row).toContainText("8.50 h");
  await expect(row).toContainText(text("timeAttendance.status.completed"));
});

test("the empty state and the ceo's read-only view", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, DEMO_EMAILS.ceo);
  await page.goto("/time-attendance");
  await expect(page.getByRole("heading", { name: text("timeAttendance.title") })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByTestId("new-time-entry")).toHaveCount(0);
  await expect(page.getByTestId("tab-history")).toContainText(/History \(\d+\)/);
  await page.goto("/time-attendance?q=no-such-note-anywhere");
  await expect(page.getByText(MSG.timeEntriesEmpty)).toBeVisible({ timeout: 20_000 });
});

test("admin clocks an employee out from the row at the store's time: Completed, with hours", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, DEMO_EMAILS.admin);
  // Set-up through the API: a new employee of a store with an open entry of the store's today.
  const stores = (await (
    await page.request.get("/api/rest/v1/stores?select=id,name&eq=status.active&order=name.asc&limit=1")
  ).json()) as Array<{
    id: string;
    name: string;
  }>;
  const store = stores[0];
  if (!store) throw new Error("no store");
  const note = `clock-out-${Date.now().toString(36)}`;
  const name = `Row Clock ${Date.now().toString(36)}`;
  const staff = await page.request.post("/api/rest/v1/staff", {
    data: {
      name,
      email: `${note}@example.com`,
      phone: "555-0102",
      position: "Cashier",
      department: "Sales",
      hire_date: "2024-01-02",
      store_id: store.id,
    },
  });
  expect(staff.status(), await staff.text()).toBe(201);
  const storeNow = (await (
    await page.request.get(`/api/rest/v1/server-date?store_id=${store.id}`)
  ).json()) as {
    date: string;
  };
  const entry = await page.request.post("/api/rest/v1/employee_time_entries", {
    data: {
      employee_id: ((await staff.json()) as { id: string }).id,
      store_id: store.id,
      work_date: storeNow.date,
      clock_in_time: "00:00",
      notes: note,
    },
  });
  expect(entry.status(), await entry.text()).toBe(201);

  await showEntriesNoted(page, note);
  const row = page.getByTestId("time-entry-row").filter({ hasText: name }).first();
  await expect(row).toContainText(store.name);
  await expect(row).toContainText(MSG.timeEntryInProgress);
  await row.getByTestId("clock-out-row").click();
  await expect(page.getByText(MSG.clockedOut)).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText(text("timeAttendance.status.completed"));
  await expect(row).toContainText(/\d+\.\d{2} h/);
  await expect(row.getByTestId("clock-out-row")).toHaveCount(0);
});

test("staff see the Store column of their entries", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, DEMO_EMAILS.staff);
  await page.goto("/time-attendance");
  await page.getByTestId("tab-history").click();
  const table = page.getByTestId("time-entry-table");
  await expect(table).toBeVisible({ timeout: 20_000 });
  for (const column of ["employee", "store", "date", "clockIn", "clockOut", "hours", "status", "actions"]) {
    await expect(
      table.locator("th", { hasText: text(`timeAttendance.columns.${column}`) }).first(),
    ).toBeVisible();
  }
});
