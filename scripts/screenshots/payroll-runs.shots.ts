import { expect, test } from "@playwright/test";
import { DEMO_EMAILS, signInAs } from "../../e2e/tests/support.ts";
import { lookAt, shot, VIEWPORTS } from "./shots.ts";

// A screenshot generator, not a test (npm run screenshots -w e2e -- payroll-runs): the Payroll
// screen's pay run of the current period across all stores, a store's draft of the month before last,
// and the pay period settings.

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  for (const scheme of ["light", "dark"] as const) {
    test(`payroll runs, ${device} ${scheme}`, async ({ page }) => {
      test.setTimeout(120_000);
      await lookAt(page, viewport, scheme);
      await signInAs(page, DEMO_EMAILS.admin);
      await page.goto("/payroll");
      const panel = page.getByTestId("payroll-run");
      await expect(panel.getByTestId(/^payroll-run-lines-(row|card)$/).first()).toBeVisible();
      await page.waitForLoadState("networkidle");
      await shot(page, `${device}-${scheme}-payroll-run-current`, false);
      // A store's draft of the month before last (the demo's).
      await panel.getByTestId("payroll-run-store").click();
      await page.getByRole("option").nth(1).click();
      await panel.getByTestId("run-previous").click();
      await panel.getByTestId("run-previous").click();
      await expect(panel.getByTestId("status-badge")).toBeVisible();
      await page.waitForLoadState("networkidle");
      await shot(page, `${device}-${scheme}-payroll-run-draft`, false);
      await panel.getByTestId("pay-period-settings").click();
      await expect(page.getByTestId("field-frequency")).toBeVisible();
      await shot(page, `${device}-${scheme}-payroll-run-settings`, false);
    });
  }
}
