import { expect, test } from "@playwright/test";
import { DEMO_EMAILS, signInAs, text } from "../../e2e/tests/support.ts";
import { lookAt, shot, VIEWPORTS } from "./shots.ts";

// A screenshot generator, not a test (npm run screenshots -w e2e): the notifications bell and Settings →
// General (the theme in use) and Security with its hints, at both widths and themes.

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  for (const scheme of ["light", "dark"] as const) {
    test(`security screens ${device} ${scheme}`, async ({ page }) => {
      test.setTimeout(120_000);
      await lookAt(page, viewport, scheme);
      await signInAs(page, DEMO_EMAILS.accounting);
      const name = (screen: string) => `${device}-${scheme}-${screen}`;
      await page.goto("/dashboard");
      const bell = page.getByRole("button", { name: /^Notifications/ });
      await bell.click();
      await expect(page.getByText(text("layout.notifications")).first()).toBeVisible();
      await shot(page, name("bell"), false);
      await page.keyboard.press("Escape");
      await signInAs(page, DEMO_EMAILS.admin);
      await page.goto("/settings");
      // General shows the theme in use (this shot's), whatever was saved.
      await expect(page.getByRole("combobox", { name: text("settings.fields.theme") })).toHaveValue(
        scheme === "dark" ? "Dark" : "Light",
      );
      await shot(page, name("settings-general"));
      await page.getByRole("tab", { name: "Security" }).click();
      await expect(page.getByText(text("settings.hints.ip_whitelist"))).toBeVisible();
      await shot(page, name("settings-security"));
    });
  }
}
