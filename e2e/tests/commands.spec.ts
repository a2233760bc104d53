import { expect, type Locator, type Page, test } from "@playwright/test";
import { serverToday, unique } from "./purchases.helpers.ts";
import { DEMO_EMAILS, signInAs, text } from "./support.ts";

// Ctrl+K's commands (issue #32 item 5): each role finds only what it may do, and runs it from the
// keyboard: a purchase created without the mouse, a clock-in, the next expense to review, the theme.
test.setTimeout(180_000);

async function command(page: Page, typed: string, id: string) {
  await page.locator("body").click({ position: { x: 600, y: 400 } });
  await page.keyboard.press("Control+k");
  await expect(page.getByTestId("search-input")).toBeFocused();
  await page.keyboard.type(typed);
  const found = page.locator(`[data-testid="search-command"][data-command="${id}"]`);
  await expect(found).toBeVisible();
  return found;
}

/** Presses Tab until `target` has the focus. */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let step = 0; step < max; step++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target}`);
}

test("staff create a purchase from Ctrl+K by keyboard alone", async ({ page }) => {
  await signInAs(page, DEMO_EMAILS.staff);
  await page.goto("/dashboard");
  await command(page, "new purchase", "create:purchases");
  // The first command is selected: Enter runs it and the form opens.
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("field-vendor")).toBeVisible();
  const invoice = unique("KBD");
  const today = await serverToday(page);
  for (const [field, value] of [
    ["field-vendor", "Keyboard Dairy Co"],
    ["field-invoice", invoice],
    ["field-amount", "42.10"],
    ["field-due-date", today],
  ] as const) {
    await tabTo(page, dialog.getByTestId(field));
    await page.keyboard.type(value);
  }
  await tabTo(page, dialog.getByTestId("purchase-save"));
  await page.keyboard.press("Enter");
  await expect(page.getByText("Purchase created successfully!")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId(/^purchase-(row|card)$/).filter({ hasText: invoice })).toBeVisible();
  const rows = await page.request.get(`/api/rest/v1/purchases?eq=invoice_no.${invoice}&select=id,amount`);
  expect(await rows.json()).toEqual([expect.objectContaining({ amount: 42.1 })]);
});

test("staff clock in or out from Ctrl+K; they find no approvals and no admin screens", async ({ page }) => {
  await signInAs(page, DEMO_EMAILS.staff);
  await page.goto("/dashboard");
  const openEntries = async () =>
    (
      await (
        await page.request.get("/api/rest/v1/employee_time_entries?is=clock_out_time.null&select=id")
      ).json()
    ).length as number;
  const before = await openEntries();
  await command(page, "clock", "clock");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/time-attendance$/);
  await expect(page.getByTestId(before > 0 ? "quick-clock-in" : "quick-clock-out")).toBeVisible();
  expect(await openEntries()).toBe(before > 0 ? 0 : 1);

  await page.keyboard.press("Control+k");
  await page.keyboard.type("review");
  await expect(page.getByTestId("search-command")).toHaveCount(0);
  await page.getByTestId("search-input").fill("users");
  await expect(page.locator('[data-command="open:/users"]')).toHaveCount(0);
});

test("accounting opens the next expense waiting for approval, and switches the theme", async ({ page }) => {
  await signInAs(page, DEMO_EMAILS.accounting);
  await page.goto("/dashboard");
  await command(page, "approve next expense", "review:expenses");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/expenses$/);
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("approve-button")).toBeVisible();
  await page.keyboard.press("Escape");

  const scheme = await page.getByTestId("theme-toggle").getAttribute("data-scheme");
  const next = scheme === "dark" ? "light" : "dark";
  await command(page, next, "theme");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("theme-toggle")).toHaveAttribute("data-scheme", next);
  expect(text(`search.commands.${next}`)).toContain(next);
});
