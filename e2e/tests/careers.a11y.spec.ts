import { expect, test } from "@playwright/test";
import { seriousViolations } from "./axe.ts";
import { DEMO_EMAILS, signInAs } from "./support.ts";

test.describe.configure({ timeout: 90_000 });

for (const scheme of ["light", "dark"] as const) {
  test(`careers pages pass axe in ${scheme}`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem("mantine-color-scheme-value", value), scheme);
    await page.goto("/careers");
    await expect(page.getByTestId("posting-card").first()).toBeVisible({ timeout: 30_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId("apply-now").first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");

    await signInAs(page, DEMO_EMAILS.admin);
    await page.goto("/careers-admin");
    await expect(page.getByTestId("posting-admin-card").first()).toBeVisible({ timeout: 30_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId("all-applications").click();
    await expect(page.getByTestId("application-card").first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
