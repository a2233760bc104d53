import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { switchTo } from "./purchases.helpers.ts";
import { DEMO_EMAILS } from "./support.ts";

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(" ")).slice(0, 5) }));
}

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
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByTestId(`${one}-row`).first().click();
      await expect(page.getByTestId("approve-button")).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");

      await page.getByTestId(`new-${one}`).click();
      await expect(page.getByTestId("file-dropzone")).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}
