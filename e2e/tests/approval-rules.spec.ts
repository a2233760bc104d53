import { expect, type Page, test } from "@playwright/test";
import { type Mail, startMailbox } from "./approval-mail.ts";
import { createRow, serverToday, storeByCode, switchTo, unique } from "./purchases.helpers.ts";
import { DEMO_EMAILS } from "./support.ts";

// Approval rules (docs/decisions.md, Approvals): an expense over a threshold waits for the store's
// manager, then accounting; each hears of their step (bell, email); accounting approves from the
// list's selection.
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
test.beforeAll(async () => {
  mailbox = await startMailbox();
});
test.afterAll(() => mailbox.close());

async function setChannel(page: Page, email: string, channel: "bell" | "email") {
  await switchTo(page, email);
  const saved = await page.request.put("/api/notifications/preferences", { data: { step_waiting: channel } });
  expect(saved.status(), await saved.text()).toBe(200);
}

const mailFor = (email: string, text: string) => (mail: Mail) =>
  mail.to.includes(email) && mail.raw.includes(text);

test("an expense over a threshold goes manager → accounting with emails and bells", async ({ page }) => {
  test.setTimeout(120_000);
  await setChannel(page, DEMO_EMAILS.manager, "bell");
  await setChannel(page, DEMO_EMAILS.accounting, "email");
  await switchTo(page, DEMO_EMAILS.admin);
  const store = await storeByCode(page, "DT-CAFE");
  const rule = await page.request.post("/api/rest/v1/approval_rules", {
    data: {
      name: unique("Over $500"),
      target_table: "expenses",
      store_id: store.id,
      amount_from: 500,
      steps: [{ role: "store_manager" }, { role: "accounting" }],
      priority: 1,
    },
  });
  expect(rule.status(), await rule.text()).toBe(201);
  const description = unique("Walk-in freezer repair");
  await createRow(page, "expenses", {
    description,
    amount: 750,
    expense_date: await serverToday(page),
    store_id: store.id,
    category: "Maintenance",
  });

  // The manager's bell rings; accounting hears nothing yet.
  await switchTo(page, DEMO_EMAILS.manager);
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Notifications" }).click();
  await expect(page.getByTestId("notification").filter({ hasText: description })).toBeVisible();
  expect(mailbox.mails.filter(mailFor(DEMO_EMAILS.accounting, description))).toEqual([]);
  await page.keyboard.press("Escape");

  // The manager approves the first step from the details, which show the path.
  await page.goto(`/expenses?q=${encodeURIComponent(description)}`);
  await page.getByTestId("expense-row").click();
  const details = page.getByRole("dialog", { name: "Expense Details" });
  const path = details.getByTestId("approval-path");
  await expect(path.getByTestId("approval-step")).toHaveCount(2);
  await expect(path.getByTestId("approval-step").first()).toHaveAttribute("data-state", "current");
  await details.getByTestId("approve-button").click();
  await expect(path.getByTestId("approval-step").first()).toHaveAttribute("data-state", "done");
  await expect(path.getByTestId("approval-step").first()).toContainText("Marcus Chen");
  await expect(details.getByTestId("approve-button")).toHaveCount(0);

  // Accounting gets the email of the second step, and approves it from the list's selection.
  await expect.poll(() => mailbox.mails.filter(mailFor(DEMO_EMAILS.accounting, description)).length).toBe(1);
  await switchTo(page, DEMO_EMAILS.accounting);
  await page.goto(`/expenses?q=${encodeURIComponent(description)}`);
  const row = page.getByTestId("expense-row").filter({ hasText: description });
  await row.getByRole("checkbox").check();
  await expect(page.getByTestId("bulk-count")).toHaveText("1 selected");
  await page.getByTestId("bulk-approve").click();
  await page.getByTestId("confirm-button").click();
  await expect(page.getByText("1 record approved or moved to its next step")).toBeVisible();
  await expect(row.getByTestId("status-badge")).toHaveText("Approved");
});

test("bulk approve from a list: only what the caller may approve can be chosen", async ({ page }) => {
  await switchTo(page, DEMO_EMAILS.admin);
  const store = await storeByCode(page, "DT-CAFE");
  const today = await serverToday(page);
  const tag = unique("Bulk");
  for (const amount of [11, 12]) {
    await createRow(page, "purchases", {
      invoice_no: `${tag}-${amount}`,
      vendor: "Bulk Foods",
      amount,
      due_date: today,
      store_id: store.id,
    });
  }
  // The admin created them: not theirs to approve, so their checkboxes cannot be ticked.
  await page.goto(`/purchases?q=${encodeURIComponent(tag)}`);
  await expect(page.getByTestId("purchase-row")).toHaveCount(2);
  for (const checkbox of await page.getByTestId("purchase-row").getByRole("checkbox").all())
    await expect(checkbox).toBeDisabled();

  await switchTo(page, DEMO_EMAILS.manager);
  await page.goto(`/purchases?q=${encodeURIComponent(tag)}`);
  await expect(page.getByTestId("purchase-row")).toHaveCount(2);
  for (const checkbox of await page.getByTestId("purchase-row").getByRole("checkbox").all())
    await checkbox.check();
  await expect(page.getByTestId("bulk-count")).toHaveText("2 selected");
  await page.getByTestId("bulk-reject").click();
  await page.getByRole("dialog").getByRole("textbox").fill("Ordered twice");
  await page.getByRole("dialog").getByRole("button", { name: "Reject selected" }).click();
  await expect(page.getByText("2 records rejected")).toBeVisible();
  await expect(page.getByTestId("purchase-row").getByTestId("status-badge")).toHaveText([
    "Rejected",
    "Rejected",
  ]);
});
