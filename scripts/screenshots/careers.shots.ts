import { expect, test } from "@playwright/test";
import { DEMO_EMAILS, signInAs } from "../../e2e/tests/support.ts";
import { lookAt, shot, VIEWPORTS } from "./shots.ts";

// A screenshot generator, not a test (npm run screenshots -w e2e): /careers, the apply modal,
// /careers-admin and its pipeline at 1280×800 and 390×844, light and dark.

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  for (const scheme of ["light", "dark"] as const) {
    test(`careers, ${device} ${scheme}`, async ({ page }) => {
      test.setTimeout(120_000);
      await lookAt(page, viewport, scheme);
      await page.goto("/careers");
      await expect(page.getByTestId("posting-card").first()).toBeVisible();
      await shot(page, `${device}-${scheme}-careers`);
      await page.getByTestId("apply-now").first().click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await shot(page, `${device}-${scheme}-careers-apply`, false);
      await page.keyboard.press("Escape");
      await signInAs(page, DEMO_EMAILS.admin);
      await page.goto("/careers-admin");
      await expect(page.getByTestId("posting-admin-card").first()).toBeVisible();
      await shot(page, `${device}-${scheme}-careers-admin`);
      await page.getByTestId("all-applications").click();
      await expect(page.getByTestId("application-card").first()).toBeVisible();
      await shot(page, `${device}-${scheme}-careers-pipeline`, false);
      await page.getByTestId("hire-button").first().click();
      await expect(page.getByRole("dialog", { name: /^Hire / })).toBeVisible();
      await shot(page, `${device}-${scheme}-careers-hire`, false);
      await page.keyboard.press("Escape");
      await page.keyboard.press("Escape");
      await page.getByTestId("new-posting").click();
      await expect(page.getByRole("dialog", { name: "New Job Posting" })).toBeVisible();
      await shot(page, `${device}-${scheme}-careers-posting-form`, false);
    });
  }
}
