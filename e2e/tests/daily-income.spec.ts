import { expect as baseExpect, test } from "@playwright/test";
import { addDays, serverToday, switchTo, unique } from "./purchases.helpers.ts";
import { DEMO_EMAILS } from "./support.ts";

// The machine the suite runs on may be busy: first paints get more time than the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });

// At 1280×800: the records table has the spec's columns for staff too (Store included), and each
// row's Actions view, edit, and delete after the spec's question.

const COLUMNS = ["Date", "Store", "Work Hours", "Cash", "Card", "Other", "Total", "Actions"];

test("a daily income row's Actions: view, edit, and delete after the spec's question", async ({ page }) => {
  test.setTimeout(120_000);
  const note = unique("E2E-ROW-ACTIONS");
  await switchTo(page, DEMO_EMAILS.staff);
  const user = (await (await page.request.get("/api/auth/v1/user")).json()) as {
    current_store: { name: string };
  };
  const created = await page.request.post("/api/rest/v1/daily_income", {
    // A day before the demo data begins: a store has one record a day, and the phone journey
    // records today's.
    data: { date: addDays(await serverToday(page), -400), income_cash: 12.34, income_card: 5, notes: note },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto(`/daily-income?q=${encodeURIComponent(note)}`);
  const table = page.getByTestId("daily-income-table");
  await expect(table.locator("thead th")).toHaveText(COLUMNS);
  const row = page.getByTestId("daily-income-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(user.current_store.name);
  await expect(row).toContainText("$17.34");

  await test.step("view opens the details", async () => {
    await row.getByTestId("daily-income-view").click();
    const details = page.getByRole("dialog", { name: "Daily Income Details" });
    await expect(details.getByTestId("details-amount")).toHaveText("$17.34");
    await page.keyboard.press("Escape");
    await expect(details).toBeHidden();
  });

  await test.step("edit opens the edit form", async () => {
    await row.getByTestId("daily-income-edit").click();
    const form = page.getByRole("dialog", { name: "Edit Daily Income Record" });
    await expect(form.getByTestId("field-notes")).toHaveValue(note);
    await page.keyboard.press("Escape");
    await expect(form).toBeHidden();
  });

  await test.step("delete asks first; Cancel keeps the record, confirming deletes it", async () => {
    await row.getByTestId("daily-income-delete").click();
    const confirm = page.getByRole("dialog", { name: "Delete Daily Income Record" });
    await expect(confirm).toContainText("Are you sure you want to delete this daily income record?");
    // The text button, not the corner's close button (also named Cancel).
    await confirm.locator("button", { hasText: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toHaveCount(1);

    await row.getByTestId("daily-income-delete").click();
    await confirm.getByTestId("confirm-button").click();
    await expect(page.getByText("Record deleted successfully!")).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(page.getByTestId("list-empty")).toHaveText("No daily income records yet");
  });
});
