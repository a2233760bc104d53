import { expect, test } from "@playwright/test";
import { MSG } from "@storeops/domain";
import { DEMO_EMAILS, signInAs, text } from "./support.ts";

// Issue #30 item 3 at 390×844: a store manager sees who is on shift, clocks someone in now, takes
// their break, and clocks them out — all from the board Time & Attendance opens on.
test("a manager on a phone sees who is on shift, starts and ends a break, and clocks one out", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Someone new of the manager's first store (no entry of today in the way), made by the admin.
  const account = await signInAs(page, DEMO_EMAILS.manager);
  const me = (await (await page.request.get("/api/auth/v1/user")).json()) as { managed_stores: string[] };
  const storeId = me.managed_stores[0];
  if (!storeId) throw new Error(`${account.email} manages no store`);
  await page.context().clearCookies();
  await signInAs(page, DEMO_EMAILS.admin);
  const name = `Shift Phone ${Date.now().toString(36)}`;
  const created = await page.request.post("/api/rest/v1/staff", {
    data: {
      name,
      email: `shift-${Date.now().toString(36)}@example.com`,
      phone: "555-0111",
      position: "Cashier",
      department: "Sales",
      hire_date: "2024-01-02",
      store_id: storeId,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.context().clearCookies();
  await signInAs(page, DEMO_EMAILS.manager);

  await page.goto("/time-attendance");
  const board = page.getByTestId("on-shift-board");
  await expect(board).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("tab-on-shift")).toHaveAttribute("aria-selected", "true");

  // Clock the new employee in now.
  await board.getByTestId("clock-someone-in").click();
  const modal = page.getByRole("dialog", { name: text("timeAttendance.onShift.clockInTitle") });
  await expect(modal).toBeVisible();
  const store = (await (
    await page.request.get(`/api/rest/v1/stores?eq=id.${storeId}&select=name`)
  ).json()) as Array<{
    name: string;
  }>;
  const storeField = modal.getByTestId("field-store");
  // The manager's current store may be chosen already (choosing it again would clear it).
  if (!(await storeField.inputValue()).includes(store[0]?.name ?? "")) {
    await storeField.click();
    await page
      .getByRole("option", { name: new RegExp(store[0]?.name ?? "") })
      .first()
      .click();
  }
  await modal.getByTestId("field-employee").fill(name);
  await page.getByRole("option", { name: new RegExp(name) }).click();
  await modal.getByTestId("clock-in-save").click();
  await expect(page.getByText(`${name} is clocked in.`)).toBeVisible({ timeout: 20_000 });
  await expect(modal).toBeHidden();

  const person = board.getByTestId("on-shift-person").filter({ hasText: name });
  await expect(person).toBeVisible({ timeout: 20_000 });
  await expect(person).toContainText("In since");
  // On a phone the person's buttons sit on their own line, full width, thumb-sized.
  const startBreak = person.getByTestId("start-break");
  const box = await startBreak.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await startBreak.click();
  await expect(page.getByText(MSG.breakStarted)).toBeVisible({ timeout: 20_000 });
  await expect(person.getByTestId("on-break")).toContainText("On break since");
  await person.getByTestId("end-break").click();
  await expect(page.getByText(MSG.breakEnded)).toBeVisible({ timeout: 20_000 });
  await expect(person.getByTestId("on-break")).toHaveCount(0);

  await person.getByTestId("board-clock-out").click();
  await expect(page.getByText(MSG.clockedOut)).toBeVisible({ timeout: 20_000 });
  await expect(person).toHaveCount(0);
});
