import { expect as baseExpect, test } from "@playwright/test";
import { MSG } from "@storeops/domain";
import { switchTo } from "./purchases.helpers.ts";
import { DEMO_EMAILS } from "./support.ts";

const expect = baseExpect.configure({ timeout: 30_000 });

// Issue #31 item 5: accounting enters a budget in the grid and imports a CSV after its preview;
// a store manager reads the budgets and cannot change them.
test("accounting sets a store's budgets in the grid and by CSV; a manager only reads them", async ({
  page,
}, info) => {
  test.setTimeout(180_000);
  await switchTo(page, DEMO_EMAILS.accounting);
  const year = 2040 + info.retry;
  await page.goto(`/budgets?year=${year}`);
  await expect(page.getByTestId("budget-grid")).toBeVisible();
  const cell = page.getByTestId(`budget-${year}-03-revenue`);
  await cell.fill("12345.6");
  await page.getByTestId(`budget-${year}-03-labour`).fill("2500");
  await page.getByTestId("budget-save").click();
  await expect(page.getByText(MSG.budgetSaved)).toBeVisible();
  await page.reload();
  await expect(page.getByTestId(`budget-${year}-03-revenue`)).toHaveValue("$12,345.6");
  await expect(page.getByTestId("budget-total-revenue")).toHaveText("$12,345.60");

  // The import: a preview names each wrong line; a right file is imported.
  const storeLabel = await page.getByTestId("budget-store").inputValue();
  const code = storeLabel.split(" - ")[0];
  await page.getByTestId("budget-import-open").click();
  const fileInput = page.getByTestId("budget-import").locator('input[type="file"]');
  const bad = `store_code,month,line,amount\n${code},${year}-04,revenue,100\n${code},${year}-13,revenue,5\n`;
  await fileInput.setInputFiles({ name: "b.csv", mimeType: "text/csv", buffer: Buffer.from(bad) });
  await page.getByTestId("budget-import-preview").click();
  await expect(page.getByTestId("budget-import-errors")).toContainText(MSG.budgetMonthInvalid);
  await expect(page.getByTestId("budget-import-commit")).toBeDisabled();
  const good = `store_code,month,line,amount\n${code},${year}-04,revenue,100\n${code},${year}-04,expenses,"1,000.50"\n`;
  await fileInput.setInputFiles({ name: "g.csv", mimeType: "text/csv", buffer: Buffer.from(good) });
  await page.getByTestId("budget-import-preview").click();
  await expect(page.getByTestId("budget-import-summary")).toContainText("2 new");
  await page.getByTestId("budget-import-commit").click();
  await expect(page.getByText(MSG.budgetImported)).toBeVisible();
  await expect(page.getByTestId(`budget-${year}-04-expenses`)).toHaveValue("$1,000.5");

  await switchTo(page, DEMO_EMAILS.manager);
  await page.goto(`/budgets?year=${year}`);
  await expect(page.getByTestId("budget-grid")).toBeVisible();
  await expect(page.getByTestId("budget-save")).toHaveCount(0);
  await expect(page.getByTestId(`budget-${year}-01-revenue`)).toHaveAttribute("readonly", "");
});
