import { expect, test } from "@playwright/test";
import { MSG } from "@storeops/domain";
import { DEMO_EMAILS, signInAs, text } from "./support.ts";

const dollars = (value: string) => Number(value.replace(/[^0-9.-]/g, ""));

test("admin sets a wage, records a withdrawal and sees the balance change", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, DEMO_EMAILS.admin);
  await page.goto("/payroll");
  await expect(page.getByText(MSG.payrollNoSelection)).toBeVisible({ timeout: 20_000 });
  await page.getByTestId("set-wage").click();
  await expect(page.getByText(MSG.selectEmployeeFirst)).toBeVisible({ timeout: 20_000 });

  await page.getByTestId("payroll-employee").click();
  const option = page.getByRole("option").first();
  // Name, position, employment type and store.
  await expect(option).toContainText(" · ");
  await option.click();
  const balance = page.getByTestId("balance-value");
  await expect(balance).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("previous-balance")).toBeVisible({ timeout: 20_000 });

  await page.getByTestId("set-wage").click();
  const wageModal = page.getByRole("dialog", { name: text("payroll.wageForm.title") });
  await wageModal.getByText("Hourly", { exact: true }).click();
  await wageModal.getByTestId("field-hourly-rate").fill("31.50");
  await wageModal.getByTestId("wage-save").click();
  await expect(page.getByText(MSG.wageSet)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("current-wage-value")).toContainText("$31.50 / hour");
  const before = dollars((await balance.textContent()) ?? "");

  await page.getByTestId("record-withdrawal").click();
  const withdrawalModal = page.getByRole("dialog", { name: text("payroll.withdrawalForm.title") });
  await withdrawalModal.getByTestId("field-payment-method").click();
  await page.getByRole("option", { name: "Check" }).click();
  await withdrawalModal.getByTestId("field-check-number").fill("1042");
  await withdrawalModal.getByTestId("field-amount").fill("125.25");
  const note = `Advance ${Date.now().toString(36)}`;
  await withdrawalModal.getByLabel(text("payroll.withdrawalForm.notes")).fill(note);
  await withdrawalModal.getByTestId("withdrawal-save").click();
  await expect(page.getByText(MSG.withdrawalRecorded)).toBeVisible({ timeout: 20_000 });
  await expect.poll(async () => dollars((await balance.textContent()) ?? "")).toBeCloseTo(before - 125.25, 2);
  const withdrawals = page.getByTestId("payroll-withdrawals");
  await expect(withdrawals).toContainText("1042");
  // Withdrawal History shows the Notes column and pages ten at a time on the server.
  await expect(withdrawals.locator("th", { hasText: text("payroll.withdrawalHistory.notes") })).toBeVisible();
  await expect(withdrawals).toContainText(note);
  await expect(withdrawals.getByTestId("list-range")).toContainText(/^Showing 1–\d+ of \d+ withdrawals?$/);
  expect(await withdrawals.locator("tbody tr").count()).toBeLessThanOrEqual(10);
  await expect(page.getByTestId("payroll-wages")).toContainText("$31.50");
  await expect(page.getByText(text("payroll.entries.title"))).toBeVisible({ timeout: 20_000 });
});

test("admin exports the payroll of one store or of all stores", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, DEMO_EMAILS.admin);
  await page.goto("/payroll");
  const csv = page.getByTestId("payroll-export-csv");
  await expect(csv).toHaveAttribute(
    "href",
    /^\/api\/payroll\/export\.csv\?from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}$/,
    {
      timeout: 20_000,
    },
  );
  await expect(page.getByTestId("payroll-export-store")).toHaveValue(text("kit.allStores"));
  const allStores = await page.request.get((await csv.getAttribute("href")) ?? "");
  expect(allStores.status()).toBe(200);
  expect(allStores.headers()["content-disposition"]).toMatch(/filename="payroll-all-/);

  await page.getByTestId("payroll-export-store").click();
  const option = page.getByRole("option").nth(1);
  const storeName = (await option.textContent()) ?? "";
  await option.click();
  await expect(page.getByTestId("payroll-export-store")).toHaveValue(storeName);
  await expect(csv).toHaveAttribute("href", /&store_id=[^&]+$/);
  await expect(page.getByTestId("payroll-export-pdf")).toHaveAttribute("href", /&store_id=[^&]+$/);
  const oneStore = await page.request.get((await csv.getAttribute("href")) ?? "");
  expect(oneStore.status()).toBe(200);
  expect(oneStore.headers()["content-disposition"]).not.toMatch(/filename="payroll-all-/);
  // Hours with two decimals, as on screen.
  for (const line of (await oneStore.text()).trim().split("\r\n").slice(1)) {
    expect(line).toMatch(/,(Hourly|Monthly)?,\d+\.\d{2},/);
  }
});
