import { expect, test } from "@playwright/test";
import { choose, serverToday, storeByCode, switchTo, unique } from "./purchases.helpers.ts";
import { DEMO_EMAILS } from "./support.ts";

// Issue #32 item 6: a purchase carries a category of its store's industry (docs/decisions.md,
// Categories); the list shows and filters it, and the month-end pack sums purchases by it.
test("a purchase's category is chosen from the store's, listed, and summed in the month-end pack", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await switchTo(page, DEMO_EMAILS.admin);
  const store = await storeByCode(page, "DT-CAFE");
  const today = await serverToday(page);
  const invoice = unique("CAT");

  await page.goto("/purchases");
  await page.getByTestId("new-purchase").click();
  const dialog = page.getByRole("dialog", { name: "Record New Purchase" });
  await dialog.getByTestId("field-invoice").fill(invoice);
  await dialog.getByTestId("field-vendor").fill(`Bean Broker ${invoice}`);
  await choose(page, "field-store", /^DT-CAFE - /);
  // General is preselected; the café is offered its industry's purchase categories, not retail's.
  await expect(dialog.getByTestId("field-category")).toHaveValue("General");
  await dialog.getByTestId("field-category").click();
  await expect(page.getByRole("option", { name: "Coffee Beans", exact: true })).toBeVisible();
  await expect(page.getByRole("option", { name: "Stock", exact: true })).toHaveCount(0);
  await page.getByRole("option", { name: "Coffee Beans", exact: true }).click();
  await expect(dialog.getByTestId("field-category")).toHaveValue("Coffee Beans");
  await dialog.getByTestId("field-amount").fill("123.45");
  await dialog.getByTestId("field-due-date").fill(today);
  await dialog.getByTestId("purchase-save").click();
  await expect(page.getByText("Purchase created successfully!")).toBeVisible();

  // The list's Category filter and column.
  await page.goto(`/purchases?category=${encodeURIComponent("Coffee Beans")}&q=${invoice}`);
  await expect(page.getByTestId("filter-category")).toHaveValue("Coffee Beans");
  const row = page.getByTestId("purchase-row").filter({ hasText: invoice });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Coffee Beans");

  // The month-end pack of the store and month: purchases by category, each linking to its records.
  const month = today.slice(0, 7);
  const pack = await (
    await page.request.get(`/api/reports/month-end?month=${month}&store_id=${store.id}`)
  ).json();
  const beans = pack.purchases.by_category.find(
    (line: { category: string }) => line.category === "Coffee Beans",
  );
  expect(beans?.count).toBeGreaterThan(0);
  await page.goto(`/reports?view=month-end&store=${store.id}&month=${month}`);
  await expect(page.getByTestId("me-purchase-categories")).toBeVisible();
  const figure = page.getByTestId("me-purchase-categories-Coffee Beans-0").first();
  await expect(figure).toHaveText(String(beans.count));
  await figure.click();
  await expect(page).toHaveURL(/\/purchases\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get("category")).toBe("Coffee Beans");
  expect(url.searchParams.get("store")).toBe(store.id);
  expect(url.searchParams.get("from")).toBe(pack.from);
  await expect(page.getByTestId("filter-category")).toHaveValue("Coffee Beans");
});
