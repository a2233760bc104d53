import path from "node:path";
import { expect, test } from "@playwright/test";
import { switchTo } from "./purchases.helpers.ts";
import { DEMO_EMAILS } from "./support.ts";

/** A photographed receipt (server/test/receipts, r01-dairy: $30.08 on 03/14/2026, VISA). */
const RECEIPT = path.join(import.meta.dirname, "../fixtures/receipt-photo.jpg");

test("attaching a receipt fills the new purchase's fields, marked as read, and saves nothing", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await switchTo(page, DEMO_EMAILS.admin);
  await page.goto("/purchases");
  await page.getByTestId("new-purchase").click();
  const dialog = page.getByTestId("purchase-form-modal");
  await dialog.getByTestId("file-dropzone").locator('input[type="file"]').setInputFiles(RECEIPT);
  await expect(dialog.getByTestId("receipt-read")).toBeVisible({ timeout: 90_000 });
  await expect(dialog.getByTestId("field-amount")).toHaveValue(/30\.08/);
  await expect(dialog.getByTestId("field-invoice")).toHaveValue("INV-20431");
  await expect(dialog.getByTestId("field-date")).toHaveValue("03/14/2026");
  await expect(dialog.getByTestId("read-total")).toContainText("30.08");
  // Nothing was saved: the form is still open, waiting for the user.
  await expect(dialog.getByTestId("purchase-save")).toBeEnabled();
});
