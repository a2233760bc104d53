import { expect, test } from "@playwright/test";
import { MSG } from "@storeops/domain";
import { choose, switchTo, unique } from "./purchases.helpers.ts";
import { DEMO_EMAILS } from "./support.ts";

// The journey loads several lazy screens on a busy machine.
test.describe.configure({ timeout: 120_000 });
test.use({ actionTimeout: 20_000 });

test("admin adds a category for coffee shops; café staff then pick it on a new expense", async ({ page }) => {
  await switchTo(page, DEMO_EMAILS.admin);
  const name = unique("Cold Brew Kegs");
  await page.goto("/categories");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Categories");
  await page.getByTestId("new-category").click();
  const form = page.getByRole("dialog", { name: "Add New Category" });
  await form.getByTestId("field-name").fill(name);
  await choose(page, "field-industry_id", "Coffee Shops");
  await form.getByTestId("category-save").click();
  await expect(page.getByText(MSG.categoryCreated)).toBeVisible();
  await page.getByTestId("list-search").fill(name);
  const row = page.getByTestId("category-row").filter({ hasText: name });
  await expect(row.getByTestId("row-industry")).toHaveText("Coffee Shops");

  // The same name again for coffee shops is refused in the admin's words.
  await page.getByTestId("new-category").click();
  await form.getByTestId("field-name").fill(name.toLowerCase());
  await choose(page, "field-industry_id", "Coffee Shops");
  await form.getByTestId("category-save").click();
  await expect(page.getByText(MSG.categoryExists)).toBeVisible();
  await page.keyboard.press("Escape");

  // Staff of a café (DT-CAFE, a coffee shop) see it among their store's categories, and not a shop's.
  await switchTo(page, DEMO_EMAILS.staff);
  await page.goto("/expenses");
  await page.getByTestId("new-expense").click();
  const expense = page.getByRole("dialog", { name: /New Expense/ });
  await expense.getByTestId("field-description").fill(`Kegs ${name}`);
  await page.getByTestId("field-category").click();
  await expect(page.getByRole("option", { name: "Milk & Dairy" })).toBeVisible();
  await expect(page.getByRole("option", { name: "Shop Fittings" })).toHaveCount(0);
  await page.getByRole("option", { name }).click();
  await expense.getByTestId("field-amount").fill("48.20");
  await expense.getByTestId("expense-save").click();
  await expect(page.getByText(MSG.expenseCreated)).toBeVisible();
  const saved = (await (
    await page.request.get(`/api/rest/v1/expenses?q=${encodeURIComponent(`Kegs ${name}`)}&select=category`)
  ).json()) as { category: string }[];
  expect(saved).toEqual([expect.objectContaining({ category: name })]);
});
