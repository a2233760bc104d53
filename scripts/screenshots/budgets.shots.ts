import { expect, test } from "@playwright/test";
import { serverToday } from "../../e2e/tests/purchases.helpers.ts";
import { DEMO_EMAILS, signInAs } from "../../e2e/tests/support.ts";
import { lookAt, shot, VIEWPORTS } from "./shots.ts";

// A screenshot generator, not a test (npm run screenshots -w e2e -- budgets): the budget grid of a
// store's year, the import's preview with a wrong line, and the month-end pack (all stores, one store).

const lastMonth = (today: string) => {
  const index = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 2;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
};

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  for (const scheme of ["light", "dark"] as const) {
    test(`budgets and month-end, ${device} ${scheme}`, async ({ page }) => {
      test.setTimeout(180_000);
      await lookAt(page, viewport, scheme);
      await signInAs(page, DEMO_EMAILS.accounting);
      await page.goto("/budgets");
      await expect(
        page.getByTestId(device === "desktop" ? "budget-grid" : "budget-grid-cards"),
      ).toBeVisible();
      await page.waitForLoadState("networkidle");
      await shot(page, `${device}-${scheme}-budgets-grid`);
      await page.getByTestId("budget-import-open").click();
      const code = (await page.getByTestId("budget-store").inputValue()).split(" - ")[0];
      const csv = `store_code,month,line,amount\n${code},2030-01,revenue,45000\n${code},2030-13,labour,9000\nNOPE,2030-01,expenses,10\n`;
      await page
        .getByTestId("budget-import")
        .locator('input[type="file"]')
        .setInputFiles({ name: "budgets.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
      await page.getByTestId("budget-import-preview").click();
      await expect(page.getByTestId("budget-import-errors")).toBeVisible();
      await shot(page, `${device}-${scheme}-budgets-import`, false);
      await page.keyboard.press("Escape");

      const month = lastMonth(await serverToday(page));
      await page.goto(`/reports?view=month-end&month=${month}`);
      await expect(page.getByTestId("me-profit")).toBeVisible();
      await page.waitForLoadState("networkidle");
      await shot(page, `${device}-${scheme}-month-end-all`);
      const first = page.locator('[data-testid^="me-stores-"][data-testid$="-0"]').first();
      await first.click();
      await expect(page).toHaveURL(/store=/);
      await expect(page.getByTestId("me-stores")).toHaveCount(0);
      await page.waitForLoadState("networkidle");
      await shot(page, `${device}-${scheme}-month-end-store`);
    });
  }
}
