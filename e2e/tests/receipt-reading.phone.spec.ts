import path from "node:path";
import { expect, test } from "@playwright/test";
import { switchTo } from "./purchases.helpers.ts";
import { DEMO_EMAILS } from "./support.ts";

const RECEIPT = path.join(import.meta.dirname, "../fixtures/receipt-photo.jpg");

test("staff photograph a receipt on a phone and the new expense fills", async ({ page }) => {
  test.setTimeout(120_000);
  await switchTo(page, DEMO_EMAILS.staff);
  await page.goto("/expenses");
  await page.getByTestId("new-expense").click();
  const dialog = page.getByRole("dialog");
  // 'Take a photo' opens the camera input (capture="environment"); the photo arrives through it.
  await expect(dialog.getByTestId("camera-button")).toBeVisible();
  await dialog.getByTestId("camera-input").setInputFiles(RECEIPT);
  await expect(dialog.getByTestId("receipt-read")).toBeVisible({ timeout: 90_000 });
  await expect(dialog.getByTestId("field-amount")).toHaveValue(/30\.08/);
  await expect(dialog.getByTestId("read-total")).toContainText("30.08");
  await expect(dialog.getByTestId("expense-save")).toBeEnabled();
});
