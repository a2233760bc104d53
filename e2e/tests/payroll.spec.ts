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
  await withdrawalModal.getByTestId("withdrawal-save").click();
  await expect(page.getByText(MSG.withdrawalRecorded)).toBeVisible({ timeout: 20_000 });
  await expect.poll(async () => dollars((await balance.textContent()) ?? "")).toBeCloseTo(before - 125.25, 2);
  await expect(page.getByTestId("payroll-withdrawals")).toContainText("1042");
  await expect(page.getByTestId("payroll-wages")).toContainText("$31.50");
  await expect(page.getByText(text("payroll.entries.title"))).toBeVisible({ timeout: 20_000 });
});
