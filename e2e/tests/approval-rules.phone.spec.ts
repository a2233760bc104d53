import { expect, test } from "@playwright/test";
import { createRow, serverToday, storeByCode, switchTo, unique } from "./purchases.helpers.ts";
import { DEMO_EMAILS } from "./support.ts";

// On a phone the list is cards: a card the caller may approve carries a checkbox under it, and
// the selection bar approves the chosen ones (docs/decisions.md, Approvals).
test("a manager on a phone chooses two expenses and approves them together", async ({ page }) => {
  await switchTo(page, DEMO_EMAILS.admin);
  const store = await storeByCode(page, "DT-CAFE");
  const today = await serverToday(page);
  const tag = unique("Phone bulk");
  for (const amount of [13, 14]) {
    await createRow(page, "expenses", {
      description: `${tag} ${amount}`,
      amount,
      expense_date: today,
      store_id: store.id,
      category: "Training",
    });
  }
  await switchTo(page, DEMO_EMAILS.manager);
  await page.goto(`/expenses?q=${encodeURIComponent(tag)}`);
  await expect(page.getByTestId("expense-card")).toHaveCount(2);
  const boxes = page.getByRole("checkbox", { name: "Select this record" });
  await expect(boxes).toHaveCount(2);
  for (const box of await boxes.all()) await box.check();
  await expect(page.getByTestId("bulk-count")).toHaveText("2 selected");
  await page.getByTestId("bulk-approve").click();
  await page.getByTestId("confirm-button").click();
  await expect(page.getByText("2 records approved or moved to their next step")).toBeVisible();
  await expect(page.getByTestId("expense-card").getByTestId("status-badge")).toHaveText([
    "Approved",
    "Approved",
  ]);
});
