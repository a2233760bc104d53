import { readFile } from "node:fs/promises";
import { expect as baseExpect, test } from "@playwright/test";
import { displayPrefs, formatDate } from "@storeops/domain";
import { createRow, serverToday, switchTo, unique } from "./purchases.helpers.ts";
import { DEMO_EMAILS, dateFieldValue } from "./support.ts";

// Issue 28, item 4: the report reads as a person writes it (dates, no internal id, whole-dollar
// axis, today's partial day marked) and keeps JSON under More beside CSV, PDF and XLSX.
const expect = baseExpect.configure({ timeout: 30_000 });

/** A date as the demo's settings show it (the application's default format, MM/DD/YYYY). */
const formatBusinessDate = (date: string) => formatDate(date, displayPrefs({}));
/** The same date written day first, as the report used to show it. */
const dayFirst = (date: string) => date.split("-").reverse().join("/");

test("the report shows dates as business dates, no internal id, whole-dollar axes and today's partial day", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Today has a figure (an expense recorded this morning), so the period's last day is a partial one.
  // "Today" is the report's: the ceo has no store, so it is the server's date (UTC), which in the
  // first hours after midnight UTC is already tomorrow in the stores' zones.
  await switchTo(page, DEMO_EMAILS.ceo);
  const reportToday = await serverToday(page);
  await switchTo(page, DEMO_EMAILS.staff);
  const user = (await (await page.request.get("/api/auth/v1/user")).json()) as {
    current_store: { id: string };
  };
  await createRow(page, "expenses", {
    description: unique("E2E-PARTIAL-DAY"),
    amount: 4.5,
    expense_date: reportToday,
    store_id: user.current_store.id,
    category: "Training",
  });
  await switchTo(page, DEMO_EMAILS.ceo);
  await page.goto("/reports");
  // It opens on this month's report once the store's date is known: the fields then hold it.
  await expect(page.getByTestId("report")).toBeVisible();
  const from = await dateFieldValue(page.getByTestId("report-from"));
  const today = await dateFieldValue(page.getByTestId("report-to"));
  await page.getByTestId("generate-report").click();
  const report = page.getByTestId("report");
  await expect(report).toBeVisible();

  const period = page.getByTestId("report-period");
  await expect(period).toHaveText(`${formatBusinessDate(from)} to ${formatBusinessDate(today)} · All Stores`);
  const shown = (await page.locator("main").innerText()) + (await period.innerText());
  expect(shown).not.toContain(dayFirst(from));
  expect(shown).not.toMatch(/BSR-\d+/);

  // The axis in whole dollars; today's point marked as a day not complete.
  const ticks = page.locator(".recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value");
  await expect(ticks.first()).toBeVisible();
  const labels = await ticks.allTextContents();
  expect(labels.length).toBeGreaterThan(1);
  for (const label of labels) expect(label).toMatch(/^-?\$[\d,]+$/);
  await expect(page.getByTestId("trend-partial-day")).toContainText(
    `${formatBusinessDate(today)} is not complete yet`,
  );
  await expect(page.getByTestId("trend-chart")).toContainText("Day not complete");

  await page.getByTestId("trend-view").getByText("Table").click();
  // Rows run oldest first: the search (by the date as shown) finds today's, marked not complete.
  await expect(page.getByTestId("trend-row").first()).toContainText(formatBusinessDate(from));
  await page.getByTestId("trend-search").fill(formatBusinessDate(today));
  await expect(page.getByTestId("trend-row").first()).toContainText(
    `${formatBusinessDate(today)} (not complete)`,
  );
  await page.getByTestId("trend-search").fill(formatBusinessDate(from));
  await expect(page.getByTestId("trend-row").first()).toContainText(formatBusinessDate(from));
});

test("CSV, PDF and XLSX are buttons; JSON is under More", async ({ page }) => {
  await switchTo(page, DEMO_EMAILS.accounting);
  await page.goto("/reports");
  for (const format of ["csv", "pdf", "xlsx"]) {
    await expect(page.getByTestId(`report-export-${format}`)).toHaveText(`Export ${format.toUpperCase()}`);
  }
  await expect(page.getByTestId("report-export-json")).toHaveCount(0);
  await page.getByTestId("generate-report").click();
  await expect(page.getByTestId("report")).toBeVisible();

  const xlsxDownload = page.waitForEvent("download");
  await page.getByTestId("report-export-xlsx").click();
  const xlsx = await xlsxDownload;
  // The screen opens on this month's report: a monthly one.
  expect(xlsx.suggestedFilename()).toMatch(/^monthly-report-all-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const bytes = await readFile((await xlsx.path()) ?? "");
  expect(bytes.subarray(0, 2).toString()).toBe("PK");

  await page.getByTestId("report-export-more").click();
  const json = page.getByRole("menuitem", { name: "Export JSON" });
  await expect(json).toBeVisible();
  const jsonDownload = page.waitForEvent("download");
  await json.click();
  const file = await jsonDownload;
  expect(file.suggestedFilename()).toMatch(/\.json$/);
  const body = JSON.parse(await readFile((await file.path()) ?? "", "utf8")) as { summary: unknown };
  expect(body.summary).toBeTruthy();
});
