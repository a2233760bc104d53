import { expect, test } from "@playwright/test";
import { startInLight, violationsInBothSchemes } from "./axe.ts";
import { DEMO_EMAILS, signInAs } from "./support.ts";

const NONE = { light: [], dark: [] };

// Each page and dialog is checked in the light theme and then, switched in place, in the dark one.
test("careers pages pass axe in light and dark", async ({ page }) => {
  test.setTimeout(120_000);
  await startInLight(page);
  await page.goto("/careers");
  await expect(page.getByTestId("posting-card").first()).toBeVisible({ timeout: 30_000 });
  expect(await violationsInBothSchemes(page)).toEqual(NONE);
  await page.getByTestId("apply-now").first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await violationsInBothSchemes(page)).toEqual(NONE);
  await page.keyboard.press("Escape");

  await signInAs(page, DEMO_EMAILS.admin);
  await page.goto("/careers-admin");
  await expect(page.getByTestId("posting-admin-card").first()).toBeVisible({ timeout: 30_000 });
  expect(await violationsInBothSchemes(page)).toEqual(NONE);
  await page.getByTestId("all-applications").click();
  await expect(page.getByTestId("application-card").first()).toBeVisible();
  expect(await violationsInBothSchemes(page)).toEqual(NONE);
});
