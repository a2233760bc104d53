import { expect, test } from "@playwright/test";
import { DEMO_EMAILS, signInAs } from "../../e2e/tests/support.ts";
import { lookAt, shot, VIEWPORTS } from "./shots.ts";

// A screenshot generator, not a test (npm run screenshots -w e2e): users, profile and settings at both
// widths and themes.

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  for (const scheme of ["light", "dark"] as const) {
    test(`admin screens ${device} ${scheme}`, async ({ page }) => {
      test.setTimeout(120_000);
      await lookAt(page, viewport, scheme);
      await signInAs(page, DEMO_EMAILS.admin);
      const name = (screen: string) => `${device}-${scheme}-${screen}`;
      await page.goto("/users");
      await expect(page.getByTestId(/^user-(row|card)$/).first()).toBeVisible();
      await shot(page, name("users"));
      await page.getByTestId("add-user").click();
      await shot(page, name("users-form"), false);
      await page.keyboard.press("Escape");
      await page.getByTestId("users-system-settings").click();
      await expect(page.getByTestId("policy-min_length")).toBeVisible();
      await shot(page, name("users-system-settings"), false);
      await page.keyboard.press("Escape");
      await page.goto("/profile");
      await expect(page.getByTestId("activity-records")).toBeVisible();
      await shot(page, name("profile"));
      await page.getByRole("button", { name: "Enable 2FA" }).click();
      await expect(page.getByRole("img", { name: "QR code" })).toBeVisible();
      await shot(page, name("profile-2fa"), false);
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: "View Sessions" }).click();
      await expect(page.getByTestId("sessions-list")).toBeVisible();
      await shot(page, name("profile-sessions"), false);
      await page.keyboard.press("Escape");
      await page.goto("/settings");
      await expect(page.getByTestId("settings-tab-system")).toBeVisible();
      await shot(page, name("settings"));
      await page.getByTestId("settings-tab-system").click();
      await shot(page, name("settings-system"));
    });
  }
}
