import { expect as baseExpect, test } from "@playwright/test";
import { MSG } from "@storeops/domain";
import { switchTo } from "./purchases.helpers.ts";
import { DEMO_EMAILS } from "./support.ts";

const expect = baseExpect.configure({ timeout: 30_000 });

// Issue #31 item 5 at 390×844: the month-end pack's sections are cards (nothing scrolls sideways),
// and the budget grid is a card per month whose budgets are entered and saved.
test("on a phone the month-end pack reads as cards and a budget is entered month by month", async ({
  page,
}, info) => {
  test.setTimeout(180_000);
  await switchTo(page, DEMO_EMAILS.admin);
  await page.goto("/reports?view=month-end");
  await expect(page.getByTestId("me-profit-figures-cards")).toBeVisible();
  await expect(page.getByTestId("me-budget-figures-cards")).toBeVisible();
  await expect(page.getByTestId("month-end-pdf")).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);

  const year = 2045 + info.retry;
  await page.goto(`/budgets?year=${year}`);
  await expect(page.getByTestId("budget-grid-cards")).toBeVisible();
  await page.getByTestId(`budget-${year}-06-expenses`).fill("750");
  await page.getByTestId("budget-save").click();
  await expect(page.getByText(MSG.budgetSaved)).toBeVisible();
  await expect(page.getByTestId("budget-totals")).toContainText("$750.00");
});
