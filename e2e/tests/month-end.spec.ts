import fs from "node:fs";
import { expect as baseExpect, test } from "@playwright/test";
import type { TMonthEndPack } from "@storeops/domain";
import { pdfText } from "./pdf-text.ts";
import { serverToday, switchTo } from "./purchases.helpers.ts";
import { DEMO_EMAILS } from "./support.ts";

const expect = baseExpect.configure({ timeout: 30_000 });

/** Last month (YYYY-MM): tests beside this one write today's records, which would move this month's figures. */
const lastMonth = (today: string) => {
  const index = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 2;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
};

// Issue #31 item 5: the month-end pack on screen, its PDF with the same figures, and a figure's
// drill-down to the list of the records behind it.
test("the month-end pack's PDF carries the screen's figures, and a figure opens its records", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await switchTo(page, DEMO_EMAILS.accounting);
  const month = lastMonth(await serverToday(page));
  await page.goto("/reports");
  await page.getByTestId("reports-tab-month-end").click();
  await expect(page).toHaveURL(/view=month-end/);
  await page.getByTestId("month-end-month").click();
  const api = (await (
    await page.request.get(`/api/reports/month-end?month=${month}`)
  ).json()) as TMonthEndPack;
  await page.getByRole("option").nth(1).click();
  await expect(page).toHaveURL(new RegExp(`month=${month}`));
  // The pack of that month, not the one shown while it loads.
  await expect(page.getByTestId("month-end-period")).toHaveAttribute("data-month", month);
  await expect(page.getByTestId("month-end-period")).toContainText(api.store_label);

  // The figures the screen shows, as it shows them.
  const shown: string[] = [];
  for (const id of [
    "me-profit-income-0",
    "me-profit-net-0",
    "me-profit-net-1",
    "me-profit-labour-0",
    "me-profit-labour-1",
    "me-profit-after-0",
    "me-profit-after-1",
    "me-income-cash-0",
    "me-income-card-0",
    "me-income-other-0",
    "me-budget-revenue-0",
    "me-budget-revenue-1",
    "me-budget-revenue-2",
    "me-bills-pending-1",
    "me-bills-overdue-1",
    "me-purchases-paid-1",
  ]) {
    const text = (await page.getByTestId(id).first().innerText()).trim();
    expect(text, id).not.toBe("");
    shown.push(text);
  }
  const firstCategory = api.expenses.by_category[0];
  if (firstCategory)
    shown.push(
      (await page.getByTestId(`me-expenses-${firstCategory.category}-1`).first().innerText()).trim(),
    );

  const firstPurchaseCategory = api.purchases.by_category[0];
  if (firstPurchaseCategory)
    shown.push(
      (
        await page
          .getByTestId(`me-purchase-categories-${firstPurchaseCategory.category}-1`)
          .first()
          .innerText()
      ).trim(),
    );

  const download = page.waitForEvent("download");
  await page.getByTestId("month-end-pdf").click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`month-end-all-${month}.pdf`);
  const pdf = fs.readFileSync((await file.path()) ?? "");
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  const text = pdfText(pdf);
  expect(text).toContain("Month-end pack");
  expect(text).toContain("Purchases by category");
  for (const figure of shown) expect(text, figure).toContain(figure);

  // Pack → line → filtered list: the first expense category opens the expenses of that category and month.
  if (firstCategory) {
    await page.getByTestId(`me-expenses-${firstCategory.category}-1`).first().click();
    await expect(page).toHaveURL(/\/expenses\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get("category")).toBe(firstCategory.category);
    expect(url.searchParams.get("from")).toBe(api.from);
    expect(url.searchParams.get("to")).toBe(api.to);
    await page.goBack();
    await expect(page.getByTestId("me-profit")).toBeVisible();
  }

  // A store's row of the consolidated pack opens that store's pack.
  const store = api.stores[0];
  if (store) {
    await page.getByTestId(`me-stores-${store.store_id}-0`).first().click();
    await expect(page).toHaveURL(new RegExp(`store=${store.store_id}`));
    await expect(page.getByTestId("month-end-period")).toHaveAttribute("data-store", store.store_id);
    await expect(page.getByTestId("month-end-period")).toContainText(store.name);
  }
});
