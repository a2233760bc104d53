import { expect as baseExpect, test } from "@playwright/test";
import { addDays } from "./purchases.helpers.ts";
import { apiAs, employeeId, storeWeek } from "./schedules.helpers.ts";
import { DEMO_EMAILS, signInAs } from "./support.ts";

const expect = baseExpect.configure({ timeout: 30_000 });

// Issue #33 item 1, drag to create: a manager sweeps Sam's row from Tuesday to Thursday of a
// future week (from the store's own date) with the mouse; the new-shift form opens for Tuesday
// through Thursday and saves one draft a day.
test("a manager sweeps three days of an employee's row and saves a shift on each", async ({
  page,
  baseURL,
}, info) => {
  test.setTimeout(180_000);
  const api = await apiAs(baseURL, DEMO_EMAILS.manager);
  const { storeId, week } = await storeWeek(api, "DT-CAFE", 11 + info.retry);
  const sam = await employeeId(api, storeId, week, "Sam Taylor");
  await api.dispose();
  const tuesday = addDays(week, 1);
  const wednesday = addDays(week, 2);
  const thursday = addDays(week, 3);

  await signInAs(page, DEMO_EMAILS.manager);
  await page.goto(`/schedules?store=${storeId}&week=${week}`);
  await expect(page.getByTestId("week-grid")).toBeVisible();
  const add = (date: string) => page.getByTestId(`cell-add-${sam}-${date}`);
  await add(tuesday).scrollIntoViewIfNeeded();
  const from = await add(tuesday).boundingBox();
  const to = await add(thursday).boundingBox();
  if (!from || !to) throw new Error("Sam's row is not on screen");
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  await expect(page.getByTestId(`cell-${sam}-${wednesday}`)).toHaveAttribute("data-swept", "true");
  await page.mouse.up();

  const form = page.getByTestId("shift-form");
  await expect(form).toBeVisible();
  await expect(form.getByTestId("shift-through")).toHaveValue(/Thu/);
  await expect(form.getByTestId("shift-save")).toHaveText("Save 3 shifts");
  await form.getByTestId("shift-save").click();
  await expect(page.getByText("3 shifts saved.")).toBeVisible();
  await expect(form).toBeHidden();
  for (const date of [tuesday, wednesday, thursday])
    await expect(page.getByTestId(`cell-${sam}-${date}`).getByTestId("shift-chip")).toContainText(
      "09:00–17:00",
    );
  await expect(page.getByTestId(`cell-${sam}-${addDays(week, 4)}`).getByTestId("shift-chip")).toHaveCount(0);
});
