import { expect as baseExpect, type Page, test } from "@playwright/test";
import type { TDashboard } from "@storeops/domain";
import { formatCount, formatDollarsWhole } from "../../web/src/lib/format.ts";
import { switchTo } from "./purchases.helpers.ts";
import { DEMO_EMAILS, text } from "./support.ts";

// The machine the suite runs on may be busy: first paints get more time than the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });

async function dashboardApi(page: Page): Promise<TDashboard> {
  const response = await page.request.get("/api/dashboard");
  expect(response.ok()).toBe(true);
  return (await response.json()) as TDashboard;
}

async function expectCard(page: Page, labelKey: string, value: string) {
  const card = page
    .getByTestId("stat-card")
    .filter({ hasText: text(labelKey) })
    .first();
  await expect(card.getByTestId("stat-value")).toHaveText(value);
}

test("each role's dashboard shows the API's figures", async ({ page }) => {
  test.setTimeout(240_000);
  await switchTo(page, DEMO_EMAILS.admin);
  let api = await dashboardApi(page);
  await page.goto("/dashboard");
  await expectCard(page, "dashboard.totalIncome", formatDollarsWhole(api.totals.income));
  await expectCard(page, "dashboard.activeStores", formatCount(api.counts.active_stores));
  await expectCard(page, "dashboard.netProfit", formatDollarsWhole(api.totals.net_profit));
  await expectCard(page, "dashboard.totalUsers", formatCount(api.counts.users ?? 0));

  await switchTo(page, DEMO_EMAILS.ceo);
  api = await dashboardApi(page);
  await page.goto("/dashboard");
  await expectCard(page, "dashboard.totalStores", formatCount(api.counts.stores));
  await expectCard(page, "dashboard.totalRevenue", formatDollarsWhole(api.totals.income));
  await expect(page.getByTestId("revenue-trend").locator(".recharts-surface")).toBeVisible();

  for (const email of [DEMO_EMAILS.accounting, DEMO_EMAILS.manager]) {
    await switchTo(page, email);
    api = await dashboardApi(page);
    await page.goto("/dashboard");
    await expectCard(page, "dashboard.totalRevenue", formatDollarsWhole(api.totals.income));
    await expectCard(page, "dashboard.totalPurchases", formatDollarsWhole(api.totals.purchases));
    await expectCard(page, "dashboard.netProfit", formatDollarsWhole(api.totals.net_profit));
    const labour = page.getByTestId("store-labour-percent");
    await expect(labour).toHaveCount(api.stores.length);
    for (const [index, store] of api.stores.entries())
      await expect(labour.nth(index)).toHaveText(`${store.labour_percent.toFixed(1)}%`);
    await expect(page.getByTestId("current-store")).toHaveCount(0);
  }

  await switchTo(page, DEMO_EMAILS.staff);
  api = await dashboardApi(page);
  await page.goto("/dashboard");
  await expectCard(page, "dashboard.totalPurchases", formatDollarsWhole(api.totals.purchases));
  await expectCard(page, "dashboard.pendingPurchases", formatCount(api.counts.pending_purchases));
  await expect(page.getByTestId("current-store")).toContainText(text("layout.currentStore"));
});

test("accounting approves a pending purchase from the dashboard", async ({ page }) => {
  test.setTimeout(120_000);
  await switchTo(page, DEMO_EMAILS.accounting);
  const pending = (await (
    await page.request.get(
      "/api/rest/v1/purchases?select=id,vendor&eq=status.pending&order=created_at.desc&limit=5",
    )
  ).json()) as Array<{ id: string; vendor: string }>;
  const first = pending[0];
  expect(first, "the demo data has a pending purchase in accounting's stores").toBeTruthy();
  await page.goto("/dashboard");
  const rows = page.getByTestId("pending-purchases").getByTestId("pending-row");
  await expect(rows).toHaveCount(pending.length);
  await expect(rows.first()).toContainText(first?.vendor ?? "");
  await expect(rows.first().getByTestId("pending-review")).toBeVisible();
  await rows.first().getByTestId("pending-approve").click();
  await expect(page.getByText("Purchase approved successfully!")).toBeVisible();
  const after = (await (
    await page.request.get(`/api/rest/v1/purchases?select=status&eq=id.${first?.id}`)
  ).json()) as Array<{
    status: string;
  }>;
  expect(after[0]?.status).toBe("approved");
});
