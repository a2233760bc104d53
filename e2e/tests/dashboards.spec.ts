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

/** Every stat card of the dashboard, in order, as [label key, value the API's figures give]. */
type Cards = Array<[labelKey: string, value: string]>;

/** The money cards name their period ("Total Income · this month"); the counts do not. */
const MONEY_CARDS = new Set([
  "dashboard.totalIncome",
  "dashboard.totalRevenue",
  "dashboard.totalPurchases",
  "dashboard.totalExpenses",
  "dashboard.netProfit",
  "dashboard.labourCost",
  "dashboard.profitAfterLabour",
]);

async function expectCards(page: Page, cards: Cards) {
  const all = page.getByTestId("stat-card");
  // No card goes unchecked: the dashboard shows exactly these.
  await expect(all).toHaveCount(cards.length);
  for (const [index, [labelKey, value]] of cards.entries()) {
    const card = all.nth(index);
    const label = MONEY_CARDS.has(labelKey)
      ? `${text(labelKey)} · ${text("kit.period.names.this_month")}`
      : text(labelKey);
    await expect(card).toContainText(label);
    await expect(card.getByTestId("stat-value")).toHaveText(value);
  }
}

/** Net profit, labour cost and profit after labour, side by side (issue #31). */
const profitCards = (api: TDashboard): Cards => [
  ["dashboard.netProfit", money(api.totals.net_profit)],
  ["dashboard.labourCost", money(api.totals.labour_cost)],
  ["dashboard.profitAfterLabour", money(api.totals.profit_after_labour)],
];

/** The dashboard's lists come in its one answer: it asks no list of purchases, expenses or audit entries. */
function listRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (/^\/api\/rest\/v1\/(purchases|expenses|audit_logs)$/.test(path)) asked.push(request.url());
  });
  return asked;
}

const money = (value: number | null | undefined) => formatDollarsWhole(value ?? 0);
const count = (value: number | null | undefined) => formatCount(value ?? 0);

test("each role's dashboard shows the API's figures", async ({ page }) => {
  test.setTimeout(240_000);
  const asked = listRequests(page);
  await switchTo(page, DEMO_EMAILS.admin);
  let api = await dashboardApi(page);
  await page.goto("/dashboard");
  await expectCards(page, [
    ["dashboard.totalIncome", money(api.totals.income)],
    ...profitCards(api),
    ["dashboard.activeStores", count(api.counts.active_stores)],
    ["dashboard.totalStaff", count(api.counts.staff)],
    ["dashboard.industries", count(api.counts.industries)],
    ["dashboard.totalUsers", count(api.counts.users)],
    ["dashboard.pendingPurchases", count(api.counts.pending_purchases)],
    ["dashboard.pendingExpenses", count(api.counts.pending_expenses)],
  ]);
  await expect(page.getByTestId("audit-entry")).toHaveCount(api.latest_audit?.length ?? 0);
  await expect(page.getByTestId("latest-purchases").getByTestId("latest-row")).toHaveCount(
    api.latest_purchases?.length ?? 0,
  );
  const refreshed = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/dashboard");
  await page
    .getByTestId("business-overview")
    .getByRole("button", { name: text("dashboard.refresh") })
    .click();
  await refreshed;

  await switchTo(page, DEMO_EMAILS.ceo);
  api = await dashboardApi(page);
  await page.goto("/dashboard");
  await expectCards(page, [
    ["dashboard.totalRevenue", money(api.totals.income)],
    ...profitCards(api),
    ["dashboard.totalStores", count(api.counts.stores)],
    ["dashboard.totalUsers", count(api.counts.users)],
  ]);
  await expect(page.getByTestId("revenue-trend").locator(".recharts-surface")).toBeVisible();

  for (const email of [DEMO_EMAILS.accounting, DEMO_EMAILS.manager]) {
    await switchTo(page, email);
    api = await dashboardApi(page);
    await page.goto("/dashboard");
    await expectCards(page, [
      ["dashboard.totalRevenue", money(api.totals.income)],
      ["dashboard.totalPurchases", money(api.totals.purchases)],
      ["dashboard.totalExpenses", money(api.totals.expenses)],
      ...profitCards(api),
    ]);
    const table = page.getByTestId("store-table");
    await expect(table.getByRole("columnheader")).toHaveText(
      [
        "store",
        "revenue",
        "purchasesColumn",
        "expensesColumn",
        "profit",
        "marginColumn",
        "labourPercent",
        "profitAfterLabourColumn",
        "status",
      ].map((key) => text(`dashboard.${key}`)),
    );
    const labour = page.getByTestId("store-labour-percent");
    await expect(labour).toHaveCount(api.stores.length);
    for (const [index, store] of api.stores.entries())
      await expect(labour.nth(index)).toHaveText(`${store.labour_percent.toFixed(1)}%`);
    await expect(page.getByTestId("pending-purchases").getByTestId("pending-row")).toHaveCount(
      api.pending_purchases?.length ?? 0,
    );
    await expect(page.getByTestId("recent-transaction")).toHaveCount(api.recent_transactions?.length ?? 0);
    await expect(page.getByTestId("current-store")).toHaveCount(0);
  }

  await switchTo(page, DEMO_EMAILS.staff);
  api = await dashboardApi(page);
  await page.goto("/dashboard");
  await expectCards(page, [
    ["dashboard.totalPurchases", money(api.totals.purchases)],
    ["dashboard.totalExpenses", money(api.totals.expenses)],
    ["dashboard.pendingPurchases", count(api.counts.pending_purchases)],
    ["dashboard.pendingExpenses", count(api.counts.pending_expenses)],
  ]);
  await expect(page.getByTestId("store-info")).toContainText(api.store_information?.name ?? "");
  await expect(page.getByTestId("current-store")).toContainText(text("layout.currentStore"));
  expect(asked, "lists come in GET /api/dashboard").toEqual([]);
});

test("accounting approves a pending purchase from the dashboard", async ({ page }) => {
  test.setTimeout(120_000);
  await switchTo(page, DEMO_EMAILS.accounting);
  // The dashboard's pending list is the purchases list's first page of pending ones (its order).
  const pending = (await (
    await page.request.get(
      "/api/rest/v1/purchases?select=id,vendor&eq=status.pending&order=purchase_date.desc&order1=created_at.desc&limit=5",
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
