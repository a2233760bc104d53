import { expect, test } from "@playwright/test";
import { DEMO_EMAILS, signInAs } from "../../e2e/tests/support.ts";
import { lookAt, shot, VIEWPORTS } from "./shots.ts";

// A screenshot generator, not a test (npm run screenshots -w e2e): Time & Attendance and Payroll at both
// widths and themes.

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  for (const scheme of ["light", "dark"] as const) {
    test(`time and payroll, ${device} ${scheme}`, async ({ page }) => {
      test.setTimeout(120_000);
      await lookAt(page, viewport, scheme);
      await signInAs(page, DEMO_EMAILS.staff);
      await page.goto("/time-attendance");
      await expect(page.getByTestId("clock-panel")).toBeVisible();
      await shot(page, `${device}-${scheme}-time-staff`);
      await page.context().clearCookies();
      await signInAs(page, DEMO_EMAILS.admin);
      await page.goto("/time-attendance");
      await expect(page.getByTestId("tab-today")).toBeVisible();
      await page.getByTestId("tab-history").click();
      await expect(page.getByTestId(/^time-entry-(row|card)$/).first()).toBeVisible();
      await shot(page, `${device}-${scheme}-time-admin`);
      await page.getByTestId("new-time-entry").click();
      await expect(page.getByTestId("field-clock-in")).toBeVisible();
      await shot(page, `${device}-${scheme}-time-form`, false);
      await page.keyboard.press("Escape");
      await page.goto("/payroll");
      await page.getByTestId("payroll-employee").click();
      await page.getByRole("option").first().click();
      await expect(page.getByTestId("balance-value")).toBeVisible();
      await shot(page, `${device}-${scheme}-payroll`);
      await page.getByTestId("record-withdrawal").click();
      await expect(page.getByTestId("field-amount")).toBeVisible();
      await shot(page, `${device}-${scheme}-payroll-withdrawal`, false);
    });
  }
}
