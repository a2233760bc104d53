import { expect, test } from "@playwright/test";
import {
  addDays,
  apiPage,
  choose,
  createRow,
  recordOutsideAccounting,
  serverToday,
  shownIds,
  storeByCode,
  switchTo,
  tinyPdf,
  unique,
} from "./purchases.helpers.ts";
import { DEMO_EMAILS } from "./support.ts";

test("/purchases?status=pending pre-filters and survives a reload", async ({ page }) => {
  await switchTo(page, DEMO_EMAILS.staff);
  await page.goto("/purchases?status=pending");
  await expect(page.getByTestId("filter-status")).toHaveValue("Pending");
  const expected = await apiPage(page, "purchases", "eq=status.pending");
  await expect(page.getByTestId("list-range")).toHaveText(
    `Showing 1–${Math.min(25, expected.total)} of ${expected.total} purchases`,
  );
  await expect.poll(() => shownIds(page, "purchases")).toEqual(expected.ids);
  for (const badge of await page.getByTestId("status-badge").allTextContents()) expect(badge).toBe("Pending");
  await page.reload();
  await expect(page).toHaveURL(/\/purchases\?status=pending$/);
  await expect.poll(() => shownIds(page, "purchases")).toEqual(expected.ids);
});

test("filters by status, amount and date give the server's rows", async ({ page }) => {
  await switchTo(page, DEMO_EMAILS.admin);
  const today = await serverToday(page);
  const from = addDays(today, -120);
  const to = addDays(today, -1);
  await page.goto("/purchases");
  await page.getByTestId("filter-toggle").click();
  await choose(page, "filter-status", "Approved");
  await page.getByTestId("filter-min").fill("100");
  await page.getByTestId("filter-max").fill("500");
  await page.getByTestId("filter-from").fill(from);
  await page.getByTestId("filter-to").fill(to);
  await expect(page).toHaveURL(new RegExp(`status=approved&min=100&max=500&from=${from}&to=${to}$`));

  const expected = await apiPage(
    page,
    "purchases",
    `eq=status.approved&gte=amount.100&lte=amount.500&gte1=purchase_date.${from}&lte1=purchase_date.${to}`,
  );
  expect(expected.total).toBeGreaterThan(0);
  await expect.poll(() => shownIds(page, "purchases")).toEqual(expected.ids);
  await expect(page.getByTestId("list-range")).toHaveText(
    `Showing 1–${Math.min(25, expected.total)} of ${expected.total} purchases`,
  );
  for (const amount of await page.getByTestId("row-amount").allTextContents()) {
    const value = Number(amount.replace(/[$,]/g, ""));
    expect(value).toBeGreaterThanOrEqual(100);
    expect(value).toBeLessThanOrEqual(500);
  }
  for (const badge of await page.getByTestId("status-badge").allTextContents()) {
    expect(["Approved", "Overdue"]).toContain(badge);
  }

  // The derived overdue status filters on the server too.
  await choose(page, "filter-status", "Overdue");
  await expect(page).toHaveURL(/status=overdue/);
  const overdue = await apiPage(
    page,
    "purchases",
    `eq=status.overdue&gte=amount.100&lte=amount.500&gte1=purchase_date.${from}&lte1=purchase_date.${to}`,
  );
  await expect.poll(() => shownIds(page, "purchases")).toEqual(overdue.ids);
});

test("accounting sees no purchase of a store outside its assignment", async ({ page }) => {
  const { harbor } = await recordOutsideAccounting(page, "purchases");

  await page.goto(`/purchases?store=${harbor.id}`);
  await expect(page.getByTestId("list-empty")).toHaveText("No purchases found");
  await page.getByTestId("filter-store").click();
  await expect(page.getByRole("option", { name: /^DT-CAFE - / })).toBeVisible();
  await expect(page.getByRole("option", { name: /^HB-CAFE - / })).toHaveCount(0);
  await page.keyboard.press("Escape");

  await page.goto(`/purchases?q=${encodeURIComponent(harbor.name)}`);
  await expect(page.getByTestId("list-empty")).toBeVisible();
  await expect(page.getByTestId("new-purchase")).toHaveCount(0);
});

test("a duplicate vendor invoice in the store warns but still saves", async ({ page }) => {
  await switchTo(page, DEMO_EMAILS.admin);
  const store = await storeByCode(page, "DT-CAFE");
  const today = await serverToday(page);
  const invoice = unique("DUP");
  const vendor = `Dup Vendor ${invoice}`;
  await createRow(page, "purchases", {
    invoice_no: invoice,
    vendor,
    store_id: store.id,
    amount: 10,
    due_date: today,
  });

  await page.goto("/purchases");
  await page.getByTestId("new-purchase").click();
  const dialog = page.getByRole("dialog", { name: "Record New Purchase" });
  await choose(page, "field-store", /^DT-CAFE - /);
  await dialog.getByTestId("field-vendor").fill(vendor);
  await dialog.getByTestId("field-invoice").fill(invoice);
  const warning = dialog.getByTestId("duplicate-warning");
  await expect(warning).toContainText(
    "A purchase with this vendor and invoice number already exists in this store",
  );
  await expect(warning).toContainText(invoice);
  await dialog.getByTestId("field-amount").fill("20");
  await dialog.getByTestId("field-due-date").fill(today);
  await dialog.getByTestId("purchase-save").click();
  await expect(page.getByText("Purchase created successfully!")).toBeVisible();
  expect((await apiPage(page, "purchases", `eq=invoice_no.${invoice}`)).total).toBe(2);
});

test("a typed duplicate invoice warns with a link, and saves only once confirmed", async ({ page }) => {
  await switchTo(page, DEMO_EMAILS.admin);
  const store = await storeByCode(page, "DT-CAFE");
  const today = await serverToday(page);
  const number = String(Date.now()).slice(-7);
  const vendor = `Twice Billed ${number}`;
  const first = await createRow(page, "purchases", {
    invoice_no: `AUD-00${number}`,
    vendor,
    store_id: store.id,
    amount: 50,
    due_date: today,
  });

  await page.goto("/purchases");
  await page.getByTestId("new-purchase").click();
  const dialog = page.getByRole("dialog", { name: "Record New Purchase" });
  await choose(page, "field-store", /^DT-CAFE - /);
  await dialog.getByTestId("field-vendor").fill(vendor.toLowerCase());
  // The same bill typed another way, for 0.5 % more.
  await dialog.getByTestId("field-invoice").fill(`aud ${number}`);
  await dialog.getByTestId("field-amount").fill("50.25");
  await dialog.getByTestId("field-due-date").fill(today);
  const warning = dialog.getByTestId("duplicate-warning");
  await expect(warning.getByTestId("duplicate-warning-link")).toHaveAttribute(
    "href",
    `/purchases?id=${first.id}`,
  );
  await expect(warning).toContainText(`AUD-00${number}`);
  await dialog.getByTestId("purchase-save").click();
  await expect(warning.getByTestId("duplicate-warning-unconfirmed")).toBeVisible();
  await warning.getByTestId("duplicate-warning-save-anyway").click();
  await expect(page.getByText("Purchase created successfully!")).toBeVisible();
  expect(
    (await apiPage(page, "purchases", `eq=invoice_no.${encodeURIComponent(`aud ${number}`)}`)).total,
  ).toBe(1);
});

test("the form requires the spec's fields, and check details for checks", async ({ page }) => {
  await switchTo(page, DEMO_EMAILS.admin);
  await page.goto("/purchases");
  await page.getByTestId("new-purchase").click();
  const dialog = page.getByRole("dialog", { name: "Record New Purchase" });
  await expect(dialog.getByTestId("field-check-no")).toHaveCount(0);
  await dialog.getByTestId("purchase-save").click();
  for (const message of [
    "Invoice number is required.",
    "Vendor name is required.",
    "Store is required.",
    "Amount is required.",
    "Payment due date is required.",
  ]) {
    await expect(dialog.getByText(message)).toBeVisible();
  }
  await choose(page, "field-payment", "Check");
  await dialog.getByTestId("purchase-save").click();
  await expect(dialog.getByText("Check number is required for check payments.")).toBeVisible();
  await expect(dialog.getByText("Check due date is required for check payments.")).toBeVisible();
});

test("staff delete their pending purchase after the spec's confirmation", async ({ page }) => {
  await switchTo(page, DEMO_EMAILS.staff);
  const today = await serverToday(page);
  const invoice = unique("DEL");
  await createRow(page, "purchases", {
    invoice_no: invoice,
    vendor: "Delete Me Ltd",
    amount: 5,
    due_date: today,
  });
  await page.goto(`/purchases?q=${invoice}`);
  await page.getByTestId("purchase-row").click();
  await page.getByRole("dialog", { name: "Purchase Details" }).getByTestId("delete-button").click();
  await expect(page.getByText("Are you sure you want to delete this purchase record?")).toBeVisible();
  await page.getByTestId("confirm-button").click();
  await expect(page.getByText("Purchase deleted successfully!")).toBeVisible();
  await expect(page.getByTestId("list-empty")).toBeVisible();
});

test("only admin and staff get 'New Purchase'; headings follow the role", async ({ page }) => {
  test.setTimeout(60_000);
  const headings = {
    [DEMO_EMAILS.admin]: ["Purchase Management", true],
    [DEMO_EMAILS.staff]: ["Store Purchases", true],
    [DEMO_EMAILS.accounting]: ["Purchase Review", false],
    [DEMO_EMAILS.manager]: ["Store Purchases", false],
    [DEMO_EMAILS.ceo]: ["Purchases Overview", false],
  } as const;
  for (const [email, [heading, creates]] of Object.entries(headings)) {
    await switchTo(page, email);
    await page.goto("/purchases");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.getByTestId("summary-card")).toHaveCount(4);
    await expect(page.getByTestId("new-purchase")).toHaveCount(creates ? 1 : 0);
  }
});

test("files are checked before upload, and a failed upload keeps the saved purchase", async ({ page }) => {
  await switchTo(page, DEMO_EMAILS.staff);
  const today = await serverToday(page);
  const invoice = unique("FAIL");
  await page.goto("/purchases");
  await page.getByTestId("new-purchase").click();
  const dialog = page.getByRole("dialog", { name: "Record New Purchase" });
  const input = dialog.getByTestId("file-dropzone").locator('input[type="file"]');
  // The picker's own accept list keeps a text file out; the camera input takes any image.
  await dialog
    .getByTestId("camera-input")
    .setInputFiles({ name: "notes.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a") });
  await expect(dialog.getByTestId("file-errors")).toHaveText(
    "File notes.gif is not supported. Only PDF, JPG, and PNG files are allowed.",
  );
  await input.setInputFiles(tinyPdf());
  await expect(dialog.getByTestId("selected-files")).toContainText("invoice.pdf");

  await page.route("**/api/rest/v1/upload-temp/purchases", (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: '{"message":"Upload failed","code":"x"}',
    }),
  );
  await dialog.getByTestId("field-invoice").fill(invoice);
  await dialog.getByTestId("field-vendor").fill("Flaky Uploads Inc");
  await dialog.getByTestId("field-amount").fill("9.99");
  await dialog.getByTestId("field-due-date").fill(today);
  await dialog.getByTestId("purchase-save").click();
  await expect(page.getByText("Purchase saved but files failed to save.")).toBeVisible();
  await expect(dialog).toBeHidden();
  expect((await apiPage(page, "purchases", `eq=invoice_no.${invoice}`)).total).toBe(1);
});

test("a global search link (?id=) lists that purchase and opens its details", async ({ page }) => {
  await switchTo(page, DEMO_EMAILS.accounting);
  const [first] = (await apiPage(page, "purchases", "eq=status.pending")).ids;
  await page.goto(`/purchases?id=${first}`);
  await expect(page.getByRole("dialog", { name: "Purchase Details" })).toBeVisible();
  await expect(page.getByTestId("purchase-row")).toHaveCount(1);
  await page.keyboard.press("Escape");
  await page.getByTestId("show-all").click();
  await expect(page).toHaveURL(/\/purchases$/);
  await expect(page.getByTestId("purchase-row")).toHaveCount(25);
});

test("a search counted past the server's cap reads 'of 1000+' and still pages", async ({ page }) => {
  await switchTo(page, DEMO_EMAILS.admin);
  const q = "e";
  const expected = await apiPage(page, "purchases", `q=${q}`);
  expect(expected.total).toBeGreaterThan(25);
  // The demo business has fewer than 1,000 matches: the answer is given the headers a common term
  // of a large business gets (count=estimated past its cap), the rows stay the server's own.
  const asked: string[] = [];
  await page.route(/\/api\/rest\/v1\/purchases\?.*q=/, async (route) => {
    const url = new URL(route.request().url());
    asked.push(url.searchParams.get("count") ?? "");
    const response = await route.fetch();
    const headers: Record<string, string> = { ...response.headers(), "x-total-count-at-least": "1000" };
    delete headers["x-total-count"];
    await route.fulfill({ response, headers });
  });
  await page.goto("/purchases");
  await page.getByTestId("list-search").fill(q);
  await expect(page.getByTestId("list-range")).toHaveText("Showing 1–25 of 1000+ purchases");
  await expect.poll(() => shownIds(page, "purchases")).toEqual(expected.ids);
  expect(asked).toContain("estimated");
  await page.getByRole("button", { name: "Next" }).click();
  // A full second page keeps "1000+"; a short one shows where the rows end.
  await expect(page.getByTestId("list-range")).toHaveText(
    expected.total >= 50
      ? "Showing 26–50 of 1000+ purchases"
      : `Showing 26–${expected.total} of ${expected.total} purchases`,
  );
});
