import { expect, type Page, test } from "@playwright/test";
import { addDays, serverToday, switchTo, tinyPdf, tinyPng, unique } from "./purchases.helpers.ts";
import { DEMO_EMAILS } from "./support.ts";

// At 390×844: a staff member records a purchase with a PDF and an expense with a PNG receipt,
// accounting approves the one and rejects the other, the staff member can no longer edit the
// approved purchase, and admin records its payment.

const CANNOT_EDIT =
  "Cannot edit approved purchases. Only pending purchases can be edited. Contact accounting if changes are needed.";

async function openCard(page: Page, path: string, testId: "purchase-card" | "expense-card", search: string) {
  await page.goto(`${path}?q=${encodeURIComponent(search)}`);
  await expect(page.getByTestId(testId)).toHaveCount(1);
  await page.getByTestId(testId).click();
}

test("purchase and expense from a phone through approval, rejection and payment", async ({ page }) => {
  test.setTimeout(120_000);
  const invoice = unique("E2E-INV");
  const vendor = `E2E Vendor ${invoice}`;
  const description = `E2E receipt ${unique("EXP")}`;

  await test.step("staff records a purchase with a PDF", async () => {
    await switchTo(page, DEMO_EMAILS.staff);
    const user = (await (await page.request.get("/api/auth/v1/user")).json()) as {
      current_store: { name: string };
    };
    const today = await serverToday(page);
    await page.goto("/purchases");
    await expect(page.getByTestId("purchase-cards")).toBeVisible();
    await page.getByTestId("new-purchase").click();
    const dialog = page.getByRole("dialog", { name: "Record New Purchase" });
    await expect(dialog.getByTestId("field-store-fixed")).toHaveValue(user.current_store.name);
    await dialog.getByTestId("field-invoice").fill(invoice);
    await dialog.getByTestId("field-vendor").fill(vendor);
    await dialog.getByTestId("field-amount").fill("123.45");
    await dialog.getByTestId("field-due-date").fill(addDays(today, 30));
    await expect(dialog.getByTestId("camera-button")).toBeVisible();
    await expect(dialog.getByTestId("camera-input")).toHaveAttribute("capture", "environment");
    await dialog.getByTestId("file-dropzone").locator('input[type="file"]').setInputFiles(tinyPdf());
    await expect(dialog.getByTestId("selected-files")).toContainText("invoice.pdf");
    await dialog.getByTestId("purchase-save").click();
    await expect(page.getByText("Purchase created successfully!")).toBeVisible();
    await expect(dialog).toBeHidden();

    await openCard(page, "/purchases", "purchase-card", invoice);
    const details = page.getByRole("dialog", { name: "Purchase Details" });
    await expect(details.getByTestId("status-badge")).toHaveText("Pending");
    await expect(details.getByTestId("attachment")).toHaveCount(1);
    const download = details.getByTestId("attachment-download");
    const href = await download.getAttribute("href");
    expect(href).toMatch(/^\/api\/rest\/v1\/files\/purchases\/.+\?download=1$/);
    const file = await page.request.get(href ?? "");
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toContain("application/pdf");
    expect(file.headers()["content-disposition"]).toContain("attachment");
  });

  await test.step("staff submits an expense with a PNG receipt", async () => {
    await page.goto("/expenses");
    await page.getByTestId("new-expense").click();
    const dialog = page.getByRole("dialog", { name: "Submit New Expense" });
    await dialog.getByTestId("field-description").fill(description);
    await dialog.getByTestId("field-amount").fill("42.10");
    await dialog.getByTestId("file-dropzone").locator('input[type="file"]').setInputFiles(tinyPng());
    await dialog.getByTestId("expense-save").click();
    await expect(page.getByText("Expense created successfully!")).toBeVisible();

    await openCard(page, "/expenses", "expense-card", description);
    const details = page.getByRole("dialog", { name: "Expense Details" });
    await expect(details.getByRole("img", { name: "receipt.png" })).toBeVisible();
  });

  await test.step("accounting approves the purchase", async () => {
    await switchTo(page, DEMO_EMAILS.accounting);
    await openCard(page, "/purchases", "purchase-card", invoice);
    const details = page.getByRole("dialog", { name: "Purchase Details" });
    await expect(details.getByTestId("edit-button")).toHaveCount(0);
    await details.getByTestId("approve-button").click();
    await expect(page.getByText("Purchase approved successfully!")).toBeVisible();
    await expect(details.getByTestId("status-badge")).toHaveText("Approved");
  });

  await test.step("accounting rejects the expense with a reason", async () => {
    await openCard(page, "/expenses", "expense-card", description);
    await page.getByRole("dialog", { name: "Expense Details" }).getByTestId("reject-button").click();
    const reject = page.getByRole("dialog", { name: "Reject Expense" });
    await expect(reject).toContainText("Are you sure you want to reject this expense?");
    await reject.getByTestId("reject-confirm").click();
    await expect(reject).toContainText("Please provide a reason for rejection.");
    await reject.getByTestId("reject-reason").fill("Receipt is for a personal purchase");
    await reject.getByTestId("reject-confirm").click();
    await expect(page.getByText("Expense rejected successfully!")).toBeVisible();
    const details = page.getByRole("dialog", { name: "Expense Details" });
    await expect(details.getByTestId("rejection-reason")).toContainText("Receipt is for a personal purchase");
  });

  await test.step("staff cannot edit the approved purchase", async () => {
    await switchTo(page, DEMO_EMAILS.staff);
    await openCard(page, "/purchases", "purchase-card", invoice);
    // The server no longer allows it, so no Edit button; the API refuses with the spec's text.
    const details = page.getByRole("dialog", { name: "Purchase Details" });
    await expect(details.getByTestId("status-badge")).toHaveText("Approved");
    await expect(details.getByTestId("edit-button")).toHaveCount(0);
    await expect(details.getByTestId("delete-button")).toHaveCount(0);
    const id = await page.getByTestId("purchase-card").getAttribute("data-id");
    const refused = await page.request.patch(`/api/rest/v1/purchases?eq=id.${id}`, {
      data: { notes: "late change" },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(CANNOT_EDIT);
  });

  await test.step("admin marks the purchase paid", async () => {
    await switchTo(page, DEMO_EMAILS.admin);
    await openCard(page, "/purchases", "purchase-card", invoice);
    const details = page.getByRole("dialog", { name: "Purchase Details" });
    await details.getByTestId("pay-button").click();
    await expect(page.getByText("Purchase marked as paid!")).toBeVisible();
    await expect(details.getByTestId("status-badge")).toHaveText("Paid");
    await expect(details.getByTestId("pay-button")).toHaveCount(0);
  });
});
