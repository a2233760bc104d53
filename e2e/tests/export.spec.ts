import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { apiPage, switchTo } from "./purchases.helpers.ts";
import { DEMO_EMAILS } from "./support.ts";

test("Export → CSV downloads every row the filtered list counts, not only the page", async ({ page }) => {
  await switchTo(page, DEMO_EMAILS.accounting);
  await page.goto("/purchases?status=approved");
  const expected = await apiPage(page, "purchases", "eq=status.approved");
  expect(expected.total).toBeGreaterThan(25);
  await expect(page.getByTestId("list-range")).toContainText(`of ${expected.total} purchases`);
  await page.getByTestId("export-button").click();
  const download = page.waitForEvent("download");
  await page.getByTestId("export-csv").click();
  const file = await download;
  // File names carry the server's UTC date (docs/decisions.md, API contract: general rules).
  expect(file.suggestedFilename()).toBe(`purchases-${new Date().toISOString().slice(0, 10)}.csv`);
  const text = fs.readFileSync(await file.path(), "utf8");
  expect(text.startsWith("\uFEFF")).toBe(true);
  const lines = text.trim().split("\r\n");
  expect(lines[0]).toContain("Invoice #");
  expect(lines).toHaveLength(expected.total + 1);
  for (const line of lines.slice(1)) expect(line).toContain(",Approved,");
});

test("Export → Excel downloads a workbook from a generic list", async ({ page }) => {
  await switchTo(page, DEMO_EMAILS.admin);
  await page.goto("/vendors");
  await page.getByTestId("export-button").click();
  const download = page.waitForEvent("download");
  await page.getByTestId("export-xlsx").click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^vendors-\d{4}-\d{2}-\d{2}\.xlsx$/);
  // An XLSX file is a zip archive.
  expect(
    fs
      .readFileSync(await file.path())
      .subarray(0, 2)
      .toString(),
  ).toBe("PK");
});
