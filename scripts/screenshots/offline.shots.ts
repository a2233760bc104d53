import { expect, test } from "@playwright/test";
import { queueButton, readyToGoOffline } from "../../e2e/tests/offline.helpers.ts";
import { tinyPng } from "../../e2e/tests/purchases.helpers.ts";
import { DEMO_EMAILS, signInAs } from "../../e2e/tests/support.ts";
import { lookAt, shot, VIEWPORTS } from "./shots.ts";

// A screenshot generator, not a test (npm run screenshots -w e2e -- offline): the installed app
// without a connection (issue #30) — the top bar's count of writes waiting to send, and the panel
// listing them (a clock-in and an expense with its receipt).

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  for (const scheme of ["light", "dark"] as const) {
    test(`waiting to send, ${device} ${scheme}`, async ({ page, context }) => {
      test.setTimeout(120_000);
      await lookAt(page, viewport, scheme);
      await signInAs(page, DEMO_EMAILS.staff);
      await readyToGoOffline(page);
      const clockIn = page.getByTestId("quick-clock-in");
      const clockOut = page.getByTestId("quick-clock-out");

      await context.setOffline(true);
      await clockIn.click();
      await expect(page.getByTestId("clock-in-waiting")).toBeVisible();
      await page.goto("/expenses");
      await page.getByTestId("new-expense").click();
      const form = page.getByRole("dialog", { name: /New Expense/ });
      await form.getByTestId("field-description").fill("Printer paper");
      await page.getByTestId("field-category").click();
      await page.getByRole("option").first().click();
      await form.getByTestId("field-amount").fill("12.34");
      await form.getByTestId("file-dropzone").locator('input[type="file"]').setInputFiles(tinyPng());
      await form.getByTestId("expense-save").click();
      await expect(form).toBeHidden();
      await page.goto("/time-attendance");
      await expect(page.getByTestId("clock-in-waiting")).toBeVisible();
      // Past the toasts: the screen as it stays while the connection is down.
      await page.waitForTimeout(8_500);
      await shot(page, `${device}-${scheme}-offline-time-waiting`, false, 0);
      await queueButton(page).click();
      await expect(page.getByTestId("offline-queue-panel")).toBeVisible();
      await shot(page, `${device}-${scheme}-offline-queue-panel`, false, 500);
      await page.keyboard.press("Escape");

      await context.setOffline(false);
      await expect(queueButton(page)).toHaveCount(0, { timeout: 60_000 });
      await page.goto("/time-attendance");
      await clockOut.click();
      await expect(clockIn).toBeVisible();
    });
  }
}
