import fs from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { optionLabel } from "@storeops/domain";

// The lazy page chunk and its first queries can be slow on a busy machine.
test.setTimeout(120_000);

import { choose, switchTo } from "./purchases.helpers.ts";
import { DEMO_EMAILS, text, YESTERDAY as yesterday } from "./support.ts";

async function loginCount(page: Page): Promise<{ total: number; ids: string[] }> {
  const response = await page.request.get(
    `/api/rest/v1/audit_logs?select=id&eq=action.LOGIN&lte=created_at.${yesterday}T23:59:59.999Z&order=created_at.desc&order1=created_at.desc&limit=50&count=exact`,
  );
  expect(response.ok()).toBe(true);
  const rows = (await response.json()) as { id: string }[];
  return { total: Number(response.headers()["x-total-count"]), ids: rows.map((row) => row.id) };
}

const shownIds = (page: Page) =>
  page.getByTestId("audit-row").evaluateAll((rows) => rows.map((row) => row.getAttribute("data-id")));

test("admin filters the audit log by action, pages forward and back, and exports CSV", async ({ page }) => {
  await switchTo(page, DEMO_EMAILS.admin);
  await page.goto("/audit");
  await expect(page.getByRole("heading", { name: "Audit Logs" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("audit-row").first()).toBeVisible();
  // Who and what by name: no hex id on the row (the id is on hover and in the details), no per-row report.
  const firstRow = page.getByTestId("audit-row").first();
  await expect(firstRow.getByTestId("audit-user")).not.toHaveText(/\b[0-9a-f]{8}\b/);
  await expect(page.locator('[data-testid="audit-user"][title]').first()).toHaveAttribute(
    "title",
    /^[0-9a-f-]{36}$/,
  );
  await expect(firstRow).not.toContainText(/\b[0-9a-f]{8}\b/);
  await expect(page.getByTestId("audit-report")).toHaveCount(0);
  await expect(page.getByTestId("filter-table")).toHaveAccessibleName(/Record type/);

  const logins = await loginCount(page);
  expect(logins.total).toBeGreaterThan(50);
  // The filter applies only on Apply Filters.
  await choose(page, "filter-action", optionLabel("LOGIN"));
  await page.getByTestId("filter-to").fill(yesterday);
  await expect(page.getByTestId("audit-row").locator('[data-action="UPDATE"]').first()).toBeVisible();
  await page.getByTestId("audit-apply").click();
  await expect(page.getByTestId("list-range")).toHaveText(`Showing 1–50 of ${logins.total} entries`);
  await expect(page.getByTestId("summary-value").first()).toHaveText(logins.total.toLocaleString("en-US"));
  expect(await shownIds(page)).toEqual(logins.ids);
  const badges = page.getByTestId("audit-row").locator("[data-action]");
  await expect(badges).toHaveCount(50);
  for (const action of await badges.evaluateAll((els) => els.map((el) => el.getAttribute("data-action"))))
    expect(action).toBe("LOGIN");

  await page.getByRole("button", { name: text("kit.next") }).click();
  await expect(page.getByTestId("list-range")).toHaveText(
    `Showing 51–${Math.min(100, logins.total)} of ${logins.total} entries`,
  );
  const second = await shownIds(page);
  expect(second.some((id) => logins.ids.includes(id ?? ""))).toBe(false);
  await page.getByRole("button", { name: text("kit.previous") }).click();
  await expect(page.getByTestId("list-range")).toHaveText(`Showing 1–50 of ${logins.total} entries`);
  expect(await shownIds(page)).toEqual(logins.ids);

  const download = page.waitForEvent("download");
  await page.getByTestId("audit-export-csv").click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`audit-logs-${new Date().toISOString().slice(0, 10)}.csv`);
  const csv = fs.readFileSync(await file.path(), "utf8");
  const lines = csv
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(lines[0]).toBe("Created At,User Name,Action,Target Table,Target Id,Description,IP Address");
  expect(lines).toHaveLength(logins.total + 1);
  for (const line of lines.slice(1)) expect(line).toMatch(/,Signed in,/);
  await expect(page.getByText(`Exported ${logins.total} records`)).toBeVisible();

  await page.getByTestId("audit-reset").click();
  await expect(page.getByTestId("list-range")).not.toHaveText(`Showing 1–50 of ${logins.total} entries`);
});

test("details, the per-entry report, search and the integrity check", async ({ page }) => {
  await switchTo(page, DEMO_EMAILS.admin);
  await page.goto("/audit");
  await expect(page.getByTestId("audit-row").first()).toBeVisible({ timeout: 30_000 });
  const first = page.getByTestId("audit-row").first();
  await first.getByTestId("audit-view").click();
  const modal = page.getByTestId("audit-details-modal");
  await expect(modal.getByText("Log ID")).toBeVisible();
  const id = await first.getAttribute("data-id");
  await expect(modal.getByText(id ?? "none", { exact: true })).toBeVisible();
  const download = page.waitForEvent("download");
  await modal.getByTestId("audit-details-report").click();
  const report = await download;
  expect(report.suggestedFilename()).toBe(`audit-report-${id}.txt`);
  const body = fs.readFileSync(await report.path(), "utf8");
  expect(body).toContain("AUDIT LOG ENTRY REPORT");
  expect(body).toContain(`Log ID:        ${id}`);
  await page.keyboard.press("Escape");

  // Free-text search runs on the server over user, action, table, description, address and user id.
  const searched = await page.request.get("/api/rest/v1/audit_logs?select=id&q=vendor&limit=1&count=exact");
  const matches = Number(searched.headers()["x-total-count"]);
  expect(matches).toBeGreaterThan(0);
  await page.getByTestId("list-search").fill("vendor");
  await expect(page.getByTestId("list-range")).toContainText(`of ${matches} entr`);
  await expect(page.getByTestId("summary-value").first()).toHaveText(matches.toLocaleString("en-US"));

  const verdict = (await (await page.request.get("/api/audit/verify")).json()) as { checked: number };
  await page.getByTestId("audit-verify").click();
  await expect(page.getByText(/^Audit trail intact: \d+ entries verified$/)).toBeVisible();
  expect(verdict.checked).toBeGreaterThan(100);
});

test("the ceo reads the audit log, read-only, and can verify it", async ({ page }) => {
  await switchTo(page, DEMO_EMAILS.ceo);
  await page.goto("/audit");
  await expect(page.getByText("(read-only)")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("audit-row").first()).toBeVisible();
  await page.getByTestId("audit-verify").click();
  await expect(page.getByText(/^Audit trail intact: \d+ entries verified$/)).toBeVisible();
});
