import { expect, test } from "@playwright/test";
import {
  apiPage,
  choose,
  createRow,
  recordOutsideAccounting,
  serverToday,
  shownIds,
  storeByCode,
  switchTo,
  unique,
} from "./purchases.helpers.ts";
import { DEMO_EMAILS } from "./support.ts";

test("only admin and staff get 'Submit New Expense'; the four cards show two decimals", async ({ page }) => {
  test.setTimeout(60_000);
  const roles = [
    [DEMO_EMAILS.admin, "Expense Management", true, "All Stores"],
    [DEMO_EMAILS.staff, "Store Expenses", true, "Store Total"],
    [DEMO_EMAILS.accounting, "Expense Review", false, "All Stores"],
    [DEMO_EMAILS.manager, "Store Expenses", false, "All Stores"],
    [DEMO_EMAILS.ceo, "Expenses Overview", false, "All Stores"],
  ] as const;
  for (const [email, heading, creates, totalCard] of roles) {
    await switchTo(page, email);
    await page.goto("/expenses");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.getByTestId("new-expense")).toHaveCount(creates ? 1 : 0);
    const cards = page.getByTestId("summary-card");
    await expect(cards).toHaveCount(4);
    await expect(cards.nth(3)).toContainText(totalCard);
    await expect(cards.getByTestId("summary-value").first()).toHaveText(/^\$[\d,]+\.\d{2}$/);
  }
});

test("category, payment type and page come from the URL and match the server", async ({ page }) => {
  await switchTo(page, DEMO_EMAILS.admin);
  await page.goto("/expenses?category=Utilities");
  await expect(page.getByTestId("filter-category")).toHaveValue("Utilities");
  await choose(page, "filter-payment", "Card");
  await expect(page).toHaveURL(/\/expenses\?payment_type=card&category=Utilities$/);
  const first = await apiPage(page, "expenses", "eq=category.Utilities&eq1=payment_type.card");
  await expect.poll(() => shownIds(page, "expenses")).toEqual(first.ids);
  for (const row of await page.getByTestId("expense-row").allTextContents())
    expect(row).toContain("Utilities");

  // Every expense: at least two pages in the demo data.
  await page.goto("/expenses");
  const all = await apiPage(page, "expenses", "offset=25");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByTestId("list-range")).toHaveText(
    `Showing 26–${Math.min(50, all.total)} of ${all.total} expenses`,
  );
  await expect.poll(() => shownIds(page, "expenses")).toEqual(all.ids);
});

test("a store manager approves a pending expense of a managed store", async ({ page }) => {
  await switchTo(page, DEMO_EMAILS.admin);
  const store = await storeByCode(page, "DT-CAFE");
  const today = await serverToday(page);
  const description = `Approve me ${unique("EXP")}`;
  await createRow(page, "expenses", {
    description,
    amount: 19.99,
    expense_date: today,
    store_id: store.id,
    category: "Training",
  });

  await switchTo(page, DEMO_EMAILS.manager);
  await page.goto(`/expenses?q=${encodeURIComponent(description)}`);
  await page.getByTestId("expense-row").click();
  const details = page.getByRole("dialog", { name: "Expense Details" });
  await expect(details.getByTestId("edit-button")).toHaveCount(0);
  await expect(details.getByTestId("delete-button")).toHaveCount(0);
  await details.getByTestId("approve-button").click();
  await expect(page.getByText("Expense approved successfully!")).toBeVisible();
  await expect(details.getByTestId("status-badge")).toHaveText("Approved");
  await expect(details.getByTestId("approve-button")).toHaveCount(0);
});

test("staff edit their pending expense with the store fixed, and the change is saved", async ({ page }) => {
  await switchTo(page, DEMO_EMAILS.staff);
  const today = await serverToday(page);
  const description = `Edit me ${unique("EXP")}`;
  await createRow(page, "expenses", {
    description,
    amount: 7.5,
    expense_date: today,
    category: "Office Supplies",
  });
  await page.goto(`/expenses?q=${encodeURIComponent(description)}`);
  await page.getByTestId("expense-row").click();
  await page.getByRole("dialog", { name: "Expense Details" }).getByTestId("edit-button").click();
  const form = page.getByRole("dialog", { name: "Edit Expense" });
  await expect(form.getByTestId("field-store-fixed")).not.toBeEditable();
  await expect(form.getByTestId("field-description")).toHaveValue(description);
  await form.getByTestId("field-notes").fill("Paid from petty cash");
  await choose(page, "field-payment", "Check");
  await form.getByTestId("expense-save").click();
  await expect(form.getByText("Check number is required for check payments.")).toBeVisible();
  await choose(page, "field-payment", "Cash");
  await form.getByTestId("expense-save").click();
  await expect(page.getByText("Expense updated successfully!")).toBeVisible();
  const rows = await apiPage(page, "expenses", `q=${encodeURIComponent(description)}`);
  const saved = await (await page.request.get(`/api/rest/v1/expenses/${rows.ids[0]}`)).json();
  expect(saved).toMatchObject({ notes: "Paid from petty cash", payment_type: "cash", status: "pending" });
});

test("accounting sees no expense of a store outside its assignment", async ({ page }) => {
  const { harbor, outsideId } = await recordOutsideAccounting(page, "expenses");
  await page.goto(`/expenses?store=${harbor.id}`);
  await expect(page.getByTestId("list-empty")).toHaveText("No expenses found.");
  await page.goto(`/expenses?id=${outsideId}`);
  await expect(page.getByTestId("list-empty")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
