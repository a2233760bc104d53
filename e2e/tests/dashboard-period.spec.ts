import { expect as baseExpect, type Page, test } from "@playwright/test";
import type { TDashboard, TFinancialReport } from "@storeops/domain";
import { formatBusinessDate, formatDollarsWhole } from "../../web/src/lib/format.ts";
import { switchTo } from "./purchases.helpers.ts";
import { DEMO_EMAILS, dateFieldValue, text } from "./support.ts";

// The machine the suite runs on may be busy: first paints get more time than the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });

async function dashboardApi(page: Page, period: string): Promise<TDashboard> {
  const response = await page.request.get(`/api/dashboard?period=${period}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as TDashboard;
}

const incomeLabel = (period: string) =>
  `${text("dashboard.totalIncome")} · ${text(`kit.period.names.${period}`)}`;

test("admin's figures name their period; last 12 months changes them; Reports opens on this month", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await switchTo(page, DEMO_EMAILS.admin);
  const month = await dashboardApi(page, "this_month");
  const year = await dashboardApi(page, "last_12_months");
  expect(year.period.from < month.period.from).toBe(true);
  expect(year.totals.income).toBeGreaterThan(month.totals.income);

  await page.goto("/dashboard");
  const income = page.getByTestId("stat-card").first();
  await expect(income).toContainText(incomeLabel("this_month"));
  await expect(income.getByTestId("stat-value")).toHaveText(formatDollarsWhole(month.totals.income));
  await expect(page.getByTestId("period-picker-dates")).toHaveText(
    `${formatBusinessDate(month.period.from)} – ${formatBusinessDate(month.period.to)}`,
  );
  // Profit after labour stands beside net profit.
  await expect(page.getByTestId("stat-card").nth(3)).toContainText(text("dashboard.profitAfterLabour"));

  await page.getByTestId("period-picker").click();
  await page.getByRole("option", { name: text("kit.period.options.last_12_months") }).click();
  await expect(page).toHaveURL(/[?&]period=last_12_months/);
  await expect(income).toContainText(incomeLabel("last_12_months"));
  await expect(income.getByTestId("stat-value")).toHaveText(formatDollarsWhole(year.totals.income));
  await expect(page.getByTestId("stat-card").nth(1).getByTestId("stat-value")).toHaveText(
    formatDollarsWhole(year.totals.net_profit),
  );
  await expect(page.getByTestId("period-picker-dates")).toHaveText(
    `${formatBusinessDate(year.period.from)} – ${formatBusinessDate(year.period.to)}`,
  );
  // A reload keeps the period (it is in the URL).
  await page.reload();
  await expect(page.getByTestId("stat-card").first()).toContainText(incomeLabel("last_12_months"));

  // Reports opens on this month's report, from the 1st to today in the store's date.
  await page.goto("/reports");
  await expect(page.getByTestId("report")).toBeVisible();
  const to = await dateFieldValue(page.getByTestId("report-to"));
  expect(await dateFieldValue(page.getByTestId("report-from"))).toBe(`${to.slice(0, 7)}-01`);
  const report = (await (
    await page.request.get(`/api/reports/financial?type=monthly&from=${to.slice(0, 7)}-01&to=${to}`)
  ).json()) as TFinancialReport;
  await expect(page.getByTestId("report-period")).toContainText(
    `${formatBusinessDate(report.from)} to ${formatBusinessDate(report.to)}`,
  );
});
