import { expect, test } from "@playwright/test";
import { seriousViolations } from "./axe.ts";
import { switchTo } from "./purchases.helpers.ts";
import { DEMO_EMAILS } from "./support.ts";

for (const scheme of ["light", "dark"] as const) {
  for (const screen of ["purchases", "expenses"] as const) {
    test(`axe: ${screen} list, filters, details and form in ${scheme}`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.addInitScript((value) => localStorage.setItem("mantine-color-scheme-value", value), scheme);
      await switchTo(page, DEMO_EMAILS.admin);
      const one = screen.slice(0, -1);
      await page.goto(`/${screen}?status=pending`);
      await expect(page.getByTestId(`${one}-row`).first()).toBeVisible();
      await expect(page.getByTestId("filter-panel")).toBeVisible();
      expect(await seriousViolations(page, { nameMismatch: false })).toEqual([]);

      await page.getByTestId(`${one}-row`).first().click();
      await expect(page.getByTestId("approve-button")).toBeVisible();
      expect(await seriousViolations(page, { nameMismatch: false })).toEqual([]);
      await page.keyboard.press("Escape");

      await page.getByTestId(`new-${one}`).click();
      await expect(page.getByTestId("file-dropzone")).toBeVisible();
      expect(await seriousViolations(page, { nameMismatch: false })).toEqual([]);
    });
  }
}
