import { expect, test } from "@playwright/test";
import { cutMoney, smallButtons } from "./phone-fit.ts";
import { DEMO_EMAILS, signInAs, text } from "./support.ts";

// Issue #31 item 4 at 390×844: the pay run's lines are cards (no table scrolling sideways), every
// figure is whole and the run's buttons are large enough to tap.
test("admin on a phone reads the current pay run as cards, each figure whole", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, DEMO_EMAILS.admin);
  await page.goto("/payroll");
  const panel = page.getByTestId("payroll-run");
  await expect(panel.getByTestId("payroll-run-lines-card").first()).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByTestId("payroll-run-lines-row")).toHaveCount(0);
  await expect(panel.getByTestId("create-run")).toBeVisible();
  expect(await cutMoney(page)).toEqual([]);
  const small = (await smallButtons(page)).filter((name) =>
    /^(Create run|Approve run|Mark paid|Reopen period)$/.test(name),
  );
  expect(small).toEqual([]);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});

test("accounting on a phone opens Pay Runs from the menu on its first store, the lines as cards", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, DEMO_EMAILS.accounting);
  await page.goto("/payroll-runs");
  const panel = page.getByTestId("payroll-run");
  await expect(panel.getByTestId("payroll-run-store")).not.toHaveValue("", { timeout: 30_000 });
  await expect(panel.getByTestId("payroll-run-store")).not.toHaveValue(text("kit.allStores"));
  await expect(panel.getByTestId("payroll-run-lines-card").first()).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByTestId("payroll-run-lines-row")).toHaveCount(0);
  expect(await cutMoney(page)).toEqual([]);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});
