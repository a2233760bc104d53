import { expect as baseExpect, test } from "@playwright/test";
import { addDays } from "./purchases.helpers.ts";
import { apiAs, employeeId, storeWeek } from "./schedules.helpers.ts";
import { DEMO_EMAILS, signInAs, text } from "./support.ts";

const expect = baseExpect.configure({ timeout: 30_000 });

// Issue #33: a manager builds a week on desktop (a shift added from an empty cell of the grid) and
// publishes it after the warnings; the figures below the grid name their sources. The week is a
// future one, taken from the store's own date, so the test never depends on the hour.
test("a manager adds a shift in the week grid and publishes the week", async ({ page, baseURL }, info) => {
  test.setTimeout(180_000);
  const api = await apiAs(baseURL, DEMO_EMAILS.manager);
  const { storeId, week } = await storeWeek(api, "DT-CAFE", 3 + info.retry);
  const sam = await employeeId(api, storeId, week, "Sam Taylor");
  await api.dispose();

  await signInAs(page, DEMO_EMAILS.manager);
  await page.goto(`/schedules?store=${storeId}&week=${week}`);
  await expect(page.getByTestId("week-grid")).toBeVisible();
  await expect(page.getByTestId("week-label")).toHaveAttribute("data-week", week);

  await page.getByTestId(`cell-add-${sam}-${week}`).click();
  const form = page.getByTestId("shift-form");
  await expect(form).toBeVisible();
  await form.getByTestId("shift-start").fill("09:00");
  await form.getByTestId("shift-end").fill("17:00");
  await form.getByTestId("shift-save").click();
  await expect(page.getByText(text("schedules.form.saved"))).toBeVisible();

  const chip = page.getByTestId(`grid-row-${sam}`).getByTestId("shift-chip");
  await expect(chip).toHaveCount(1);
  await expect(chip).toContainText("09:00–17:00");
  await expect(chip).toHaveAttribute("data-status", "draft");
  await expect(chip).toContainText(text("schedules.draft"));
  await expect(page.getByTestId("week-hours")).toContainText("7.5");
  await expect(page.getByTestId("week-labour-percent")).toBeVisible();

  // Drag the chip to the next day: the shift moves there at the same times.
  const tuesday = addDays(week, 1);
  await chip.dragTo(page.getByTestId(`cell-${sam}-${tuesday}`));
  await expect(page.getByTestId(`cell-${sam}-${tuesday}`).getByTestId("shift-chip")).toContainText(
    "09:00–17:00",
  );
  await expect(page.getByTestId(`cell-${sam}-${week}`).getByTestId("shift-chip")).toHaveCount(0);

  await page.getByTestId("forecast-sources").click();
  await expect(page.getByText(text("schedules.sourcesIntro"))).toBeVisible();
  await page.keyboard.press("Escape");

  await page.getByTestId("week-publish").click();
  await expect(page.getByTestId("publish-confirm")).toBeVisible();
  await page.getByTestId("publish-confirm-button").click();
  await expect(page.getByText(/Published 1 shift;/)).toBeVisible();
  await expect(chip).toHaveAttribute("data-status", "published");
  await expect(page.getByTestId("week-publish")).toBeDisabled();
  // The week keeps its history: who published whose shift, and when.
  await expect(page.getByTestId("week-history-entry").first()).toContainText(/published .+'s shift of/);

  // A holiday marked in the week (the forecast leaves it out), then removed after asking.
  const holidays = page.getByTestId("holidays-panel");
  const day = addDays(week, 2);
  await holidays.getByTestId("holiday-date").fill(day);
  await holidays.getByTestId("holiday-date").press("Tab");
  await holidays.getByTestId("holiday-name").fill("Street fair");
  await holidays.getByTestId("holiday-add").click();
  await expect(page.getByText(text("schedules.holidays.added"))).toBeVisible();
  const row = holidays.getByTestId("holiday-row").filter({ hasText: "Street fair" });
  await row.getByTestId("holiday-remove").click();
  await page.getByTestId("confirm-button").click();
  await expect(page.getByText(text("schedules.holidays.removed"))).toBeVisible();
  await expect(row).toHaveCount(0);
});
