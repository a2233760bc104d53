import { expect, test } from "@playwright/test";
import { DEMO_EMAILS, signInAs } from "../../e2e/tests/support.ts";
import { lookAt, shot, VIEWPORTS } from "./shots.ts";

// A screenshot generator, not a test (npm run screenshots -w e2e -- commands): Ctrl+K's commands
// beside the search for staff ("new") and accounting ("approve"), at both widths and themes.

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  for (const scheme of ["light", "dark"] as const) {
    test(`Ctrl+K commands, ${device} ${scheme}`, async ({ page }) => {
      test.setTimeout(120_000);
      await lookAt(page, viewport, scheme);
      for (const [who, typed] of [
        ["staff", "new"],
        ["accounting", "approve"],
      ] as const) {
        await page.context().clearCookies();
        await signInAs(page, DEMO_EMAILS[who]);
        await page.goto("/dashboard");
        await expect(page.getByTestId("search-button")).toBeVisible();
        await page.keyboard.press("Control+k");
        await page.getByTestId("search-input").fill(typed);
        await expect(page.getByTestId("search-command").first()).toBeVisible();
        await shot(page, `${device}-${scheme}-commands-${who}`, false);
        await page.keyboard.press("Escape");
      }
    });
  }
}
