import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { createRow, serverToday, storeByCode, switchTo, unique } from "./purchases.helpers.ts";
import { DEMO_EMAILS } from "./support.ts";

// The defects of issue 16 that the list-and-form kit fixes, at 1280×800.

async function total(page: Page, table: "purchases" | "expenses", query = ""): Promise<number> {
  const response = await page.request.get(`/api/rest/v1/${table}?select=id&limit=1&count=exact&${query}`);
  return Number(response.headers()["x-total-count"]);
}

test("deleting a purchase asks nothing more about it", async ({ page }) => {
  await switchTo(page, DEMO_EMAILS.staff);
  const invoice = unique("GONE");
  const row = await createRow(page, "purchases", {
    invoice_no: invoice,
    vendor: "Gone Tomorrow Ltd",
    amount: 3,
    due_date: await serverToday(page),
  });
  await page.goto(`/purchases?q=${invoice}`);
  await page.getByTestId("purchase-row").click();
  await expect(page.getByRole("dialog", { name: "Purchase Details" })).toBeVisible();

  const afterDelete: string[] = [];
  const failures: string[] = [];
  page.on("console", (message) => message.type() === "error" && failures.push(message.text()));
  await page.getByTestId("delete-button").click();
  page.on("request", (request) => {
    if (request.url().includes(row.id)) afterDelete.push(`${request.method()} ${request.url()}`);
  });
  await page.getByTestId("confirm-button").click();
  await expect(page.getByText("Purchase deleted successfully!")).toBeVisible();
  await expect(page.getByTestId("list-empty")).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Purchase Details" })).toHaveCount(0);
  // The DELETE itself names the id in its query; nothing after it may ask for the record.
  expect(afterDelete.filter((request) => !request.startsWith("DELETE"))).toEqual([]);
  expect(failures.filter((text) => text.includes("404"))).toEqual([]);
});

test("the total card says what it leaves out, and adds up with the list", async ({ page }) => {
  await switchTo(page, DEMO_EMAILS.admin);
  await page.goto("/purchases");
  const all = await total(page, "purchases");
  const rejected = await total(page, "purchases", "eq=status.rejected");
  await expect(page.getByTestId("list-range")).toHaveText(`Showing 1–25 of ${all} purchases`);
  await expect(page.getByTestId("summary-card").nth(3)).toContainText(
    `${all - rejected} purchases, excl. rejected`,
  );

  await page.goto("/expenses");
  const expenses = await total(page, "expenses");
  const rejectedExpenses = await total(page, "expenses", "eq=status.rejected");
  await expect(page.getByTestId("list-range")).toHaveText(`Showing 1–25 of ${expenses} expenses`);
  await expect(page.getByTestId("summary-card").nth(3)).toContainText(
    `${expenses - rejectedExpenses} expenses, excl. rejected`,
  );
});

test("the amount field has no unnamed spinner buttons", async ({ page }) => {
  await switchTo(page, DEMO_EMAILS.admin);
  for (const [path, button] of [
    ["/purchases", "new-purchase"],
    ["/expenses", "new-expense"],
  ] as const) {
    await page.goto(path);
    await page.getByTestId(button).click();
    const amount = page.getByTestId("field-amount");
    await expect(amount).toBeVisible();
    const results = await new AxeBuilder({ page })
      .include('[role="dialog"]')
      .withRules(["button-name"])
      .analyze();
    expect(results.violations).toEqual([]);
  }
});

test("approving what someone else already approved shows the server's refusal and the fresh status", async ({
  page,
}) => {
  await switchTo(page, DEMO_EMAILS.admin);
  const store = await storeByCode(page, "DT-CAFE");
  const invoice = unique("RACE");
  const row = await createRow(page, "purchases", {
    invoice_no: invoice,
    vendor: "Race Condition Co",
    store_id: store.id,
    amount: 11,
    due_date: await serverToday(page),
  });
  await switchTo(page, DEMO_EMAILS.accounting);
  await page.goto(`/purchases?q=${invoice}`);
  await page.getByTestId("purchase-row").click();
  const details = page.getByRole("dialog", { name: "Purchase Details" });
  await expect(details.getByTestId("approve-button")).toBeVisible();

  // Another reviewer approves first, through the action route.
  expect((await page.request.post(`/api/purchases/${row.id}/approve`, { data: {} })).status()).toBe(200);
  await details.getByTestId("approve-button").click();
  const refusal = page.locator(".mantine-Notification-root").filter({ hasText: /approved|pending/i });
  await expect(refusal).toBeVisible();
  await expect(page.getByText("Purchase approved successfully!")).toHaveCount(0);
  await expect(details.getByTestId("status-badge")).toHaveText("Approved");
  await expect(details.getByTestId("approve-button")).toHaveCount(0);
  await expect(details.getByTestId("pay-button")).toBeVisible();
});
