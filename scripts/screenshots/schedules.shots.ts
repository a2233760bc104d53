import { expect, test } from "@playwright/test";
import { addDays, serverToday } from "../../e2e/tests/purchases.helpers.ts";
import { DEMO_EMAILS, signInAs, signInByApi } from "../../e2e/tests/support.ts";
import { lookAt, shot, VIEWPORTS } from "./shots.ts";

// A screenshot generator, not a test (npm run screenshots -w e2e -- schedules): a manager's week
// (the grid on desktop, the day list on a phone) of the last planned week, its publish dialog,
// and a staff member's My shifts with swaps and availability.

const mondayBefore = (date: string) => addDays(date, 1 - (new Date(`${date}T12:00:00Z`).getUTCDay() || 7));

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  for (const scheme of ["light", "dark"] as const) {
    test(`schedules, ${device} ${scheme}`, async ({ page }) => {
      test.setTimeout(180_000);
      await lookAt(page, viewport, scheme);
      await signInAs(page, DEMO_EMAILS.manager);
      const week = addDays(mondayBefore(await serverToday(page)), -7);
      await page.goto(`/schedules?week=${week}&day=${addDays(week, 1)}`);
      await expect(page.getByTestId(device === "desktop" ? "week-grid" : "day-list")).toBeVisible();
      await page.waitForLoadState("networkidle");
      await shot(page, `${device}-${scheme}-schedules-week`);
      await page.goto(`/schedules?week=${addDays(week, 7)}`);
      await expect(page.getByTestId("week-publish")).toBeVisible();
      await page.getByTestId("week-copy").click();
      await expect(page.getByTestId("week-publish")).toBeEnabled();
      await page.getByTestId("week-publish").click();
      await expect(page.getByTestId("publish-confirm")).toBeVisible();
      await shot(page, `${device}-${scheme}-schedules-publish`, false);
      await page.keyboard.press("Escape");

      await page.context().clearCookies();
      await signInByApi(page, DEMO_EMAILS.staff, "DT-CAFE");
      await page.goto(`/schedules?week=${week}`);
      await expect(page.getByTestId("my-shifts")).toBeVisible();
      await page.waitForLoadState("networkidle");
      await shot(page, `${device}-${scheme}-schedules-staff`);
    });
  }
}
