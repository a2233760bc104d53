import { expect, type Page, test } from "@playwright/test";
import { DEMO_EMAILS, signInAs } from "../../e2e/tests/support.ts";
import { OUT, VIEWPORTS } from "./shots.ts";

// A screenshot generator, not a test (npm run screenshots -w e2e): the store, industry, vendor and staff
// screens at 1280×800 and 390×844, light and dark.

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  for (const scheme of ["light", "dark"] as const) {
    test(`stores, industries, vendors, staff: ${device} ${scheme}`, async ({ page }) => {
      test.setTimeout(400_000);
      const shot = async (name: string, fullPage = false) => {
        await page.waitForLoadState("networkidle");
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${OUT}/${device}-${scheme}-${name}.png`, fullPage });
      };
      await page.setViewportSize(viewport);
      await page.addInitScript((value) => localStorage.setItem("mantine-color-scheme-value", value), scheme);
      await signInAs(page, DEMO_EMAILS.admin);
      await page.goto("/stores");
      await expect(page.getByTestId("store-card").first()).toBeVisible({ timeout: 60_000 });
      await shot("stores", true);
      await page.getByTestId("store-view").first().click();
      await expect(page.getByTestId("overview-cards")).toBeVisible({ timeout: 60_000 });
      await shot("store-panel");
      await page.keyboard.press("Escape");
      await page.getByTestId("store-settings").first().click();
      await expect(page.getByTestId("setting-session_timeout")).toBeVisible({ timeout: 60_000 });
      await shot("store-settings");
      await page.keyboard.press("Escape");
      await page.getByTestId("new-store").click();
      await expect(page.getByTestId("field-name")).toBeVisible({ timeout: 60_000 });
      await shot("store-form");
      await page.keyboard.press("Escape");
      await visit(page, "/industries", "industry-card");
      await shot("industries", true);
      await page.getByTestId("industry-stores").first().click();
      await expect(page.getByRole("dialog")).toBeVisible({ timeout: 60_000 });
      await shot("industry-stores");
      await page.keyboard.press("Escape");
      await visit(page, "/vendors", /^vendor-(row|card)$/);
      await shot("vendors", true);
      await page
        .getByTestId(/^vendor-(row|card)$/)
        .first()
        .click();
      await expect(page.getByTestId("vendor-details")).toBeVisible({ timeout: 60_000 });
      await shot("vendor-details");
      await page.keyboard.press("Escape");
      await visit(page, "/staff", /^staff-(row|card)$/);
      await shot("staff", true);
      await page
        .getByTestId(/^staff-(row|card)$/)
        .first()
        .click();
      await expect(page.getByTestId("profile-time")).toBeVisible({ timeout: 60_000 });
      await shot("staff-profile", true);
      await page.keyboard.press("Escape");
      await page.getByTestId("new-staff").click();
      await expect(page.getByTestId("field-hours")).toBeVisible({ timeout: 60_000 });
      await shot("staff-form");
    });
  }
}

async function visit(page: Page, path: string, testId: string | RegExp) {
  await page.goto(path);
  await expect(page.getByTestId(testId).first()).toBeVisible({ timeout: 60_000 });
}
