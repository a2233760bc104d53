import { readFile } from "node:fs/promises";
import { expect as baseExpect, test } from "@playwright/test";
import type { TFinancialReport } from "@storeops/domain";
import { formatDollars } from "../../web/src/lib/format.ts";
import { switchTo } from "./purchases.helpers.ts";
import { DEMO_EMAILS, dateFieldValue } from "./support.ts";

// The machine the suite runs on may be busy: first paints get more time than the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });

test("accounting generates a report for its stores, switches chart and table, downloads CSV and PDF", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await switchTo(page, DEMO_EMAILS.accounting);
  await page.goto("/reports");
  // The screen opens on this month's report: from the 1st of the month to today (the store's date).
  await expect(page.getByTestId("report")).toBeVisible();
  await expect(page.getByTestId("no-report")).toHaveCount(0);
  await expect(page.getByTestId("report-store")).toHaveValue("All Assigned Stores");
  const today = await dateFieldValue(page.getByTestId("report-to"));
  expect(await dateFieldValue(page.getByTestId("report-from"))).toBe(`${today.slice(0, 7)}-01`);

  // The 30 days up to the day before: tests running beside this one write today's records, which
  // would move the figures between the API's answer and the page's.
  const from = new Date(Date.parse(`${today}T12:00:00Z`) - 30 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  await page.getByTestId("report-from").fill(from);
  await page.getByTestId("report-to").fill(to);
  await page.getByTestId("report-type").click();
  await page.getByRole("option", { name: "Custom" }).click();
  const api = (await (
    await page.request.get(`/api/reports/financial?type=custom&from=${from}&to=${to}`)
  ).json()) as TFinancialReport;
  expect(api.trend.length).toBeGreaterThan(0);

  await page.getByTestId("generate-report").click();
  await expect(page.getByTestId("report")).toBeVisible();
  await expect(page.getByTestId("report-income-value")).toHaveText(formatDollars(api.summary.total_income));
  await expect(page.getByTestId("report-purchases-value")).toHaveText(
    formatDollars(api.summary.total_purchases),
  );
  await expect(page.getByTestId("report-expenses-value")).toHaveText(
    formatDollars(api.summary.total_expenses),
  );
  await expect(page.getByTestId("report-net-value")).toHaveText(formatDollars(api.summary.net_profit));
  await expect(page.getByTestId("report-labour-percent")).toContainText(
    `${api.summary.labour_percent.toFixed(2)}%`,
  );
  await expect(page.getByTestId("report-period")).toContainText("All Assigned Stores");

  await expect(page.locator(".recharts-surface").first()).toBeVisible();
  await page.getByTestId("trend-view").getByText("Table").click();
  // The table pages on the server: 50 rows at a time, the totals of every row at its foot.
  const rows = api.trend.length;
  expect(rows).toBeGreaterThan(50);
  await expect(page.getByTestId("trend-row")).toHaveCount(50);
  await expect(page.getByTestId("trend-count")).toHaveText(`${rows} rows`);
  await expect(page.getByTestId("list-range")).toHaveText(`Showing 1–50 of ${rows} rows`);
  await expect(page.getByTestId("trend-total")).toContainText(formatDollars(api.summary.total_income));
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByTestId("list-range")).toHaveText(
    `Showing 51–${Math.min(100, rows)} of ${rows} rows`,
  );
  const second = api.trend[50];
  await expect(page.getByTestId("trend-row").first()).toContainText(second?.store ?? "");
  await expect(page.getByTestId("trend-row").first()).toContainText(formatDollars(second?.income ?? 0));
  // Search by a store's name: its rows only, over the whole period.
  const store = api.trend[0]?.store ?? "";
  const ofStore = api.trend.filter((row) => row.store.toLowerCase().includes(store.toLowerCase()));
  await page.getByTestId("trend-search").fill(store);
  await expect(page.getByTestId("trend-count")).toHaveText(`${ofStore.length} rows`);
  await expect(page.getByTestId("list-range")).toHaveText(
    `Showing 1–${Math.min(50, ofStore.length)} of ${ofStore.length} rows`,
  );
  const storeIncome = ofStore.reduce((sum, row) => sum + Math.round(row.income * 100), 0) / 100;
  await expect(page.getByTestId("trend-total")).toContainText(formatDollars(storeIncome));
  await page.getByTestId("trend-search").fill("");
  await expect(page.getByTestId("trend-count")).toHaveText(`${rows} rows`);
  await page.getByTestId("trend-view").getByText("Chart").click();
  await expect(page.locator(".recharts-surface").first()).toBeVisible();

  const csvDownload = page.waitForEvent("download");
  await page.getByTestId("report-export-csv").click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toBe(`custom-report-all-${from}-${to}.csv`);
  const csvText = await readFile((await csv.path()) ?? "", "utf8");
  expect(csvText).toContain(`total_income,${api.summary.total_income.toFixed(2)}`);
  expect(csvText).toContain("date,store_id,store,income,purchases,expenses,net,transactions");

  const pdfDownload = page.waitForEvent("download");
  await page.getByTestId("report-export-pdf").click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe(`custom-report-all-${from}-${to}.pdf`);
  const bytes = await readFile((await pdf.path()) ?? "");
  expect(bytes.subarray(0, 4).toString()).toBe("%PDF");
});

test("the report's empty states: nothing in the period, and nothing the search leaves", async ({ page }) => {
  await switchTo(page, DEMO_EMAILS.accounting);
  await page.goto("/reports");
  await page.getByTestId("report-from").fill("2001-01-01");
  await page.getByTestId("report-to").fill("2001-01-31");
  await page.getByTestId("generate-report").click();
  await expect(page.getByTestId("trend-empty")).toHaveText("No purchases found matching your criteria");

  // Back to the default last 30 days: rows, then a search that matches none of them.
  await page.reload();
  await page.getByTestId("generate-report").click();
  await expect(page.getByTestId("report")).toBeVisible();
  await page.getByTestId("trend-search").fill("no store is called this");
  await expect(page.getByTestId("trend-empty")).toHaveText("No data found matching your criteria");
});
