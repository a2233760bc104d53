import { expect, type Locator, type Page, test } from "@playwright/test";
import { createRow, serverToday, storeByCode, switchTo, unique } from "./purchases.helpers.ts";
import { DEMO_EMAILS, DEMO_PASSWORD, signInPageReady, text } from "./support.ts";

// Keyboard only, at both widths: sign in, approve an expense, sign out. No click, no tap: focus
// moves by Tab (and the arrow keys inside a menu), and Enter acts.
test.setTimeout(120_000);

/** Presses Tab until `target` has the focus; fails when it never gets it (not reachable by keyboard). */
async function tabTo(page: Page, target: Locator, max = 150) {
  for (let step = 0; step < max; step++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target}`);
}

async function pendingExpense(page: Page): Promise<string> {
  await switchTo(page, DEMO_EMAILS.admin);
  const store = await storeByCode(page, "DT-CAFE");
  const description = `Keyboard ${unique("EXP")}`;
  await createRow(page, "expenses", {
    description,
    amount: 12.5,
    expense_date: await serverToday(page),
    store_id: store.id,
    category: "Training",
  });
  await page.context().clearCookies();
  return description;
}

const WIDTHS = [
  { name: "1280", phone: false, use: { viewport: { width: 1280, height: 800 } } },
  {
    name: "390",
    phone: true,
    use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  },
] as const;

for (const width of WIDTHS) {
  test.describe(`keyboard only at ${width.name}`, () => {
    test.use(width.use);

    test("a store manager signs in, approves a pending expense and signs out", async ({ page }) => {
      const description = await pendingExpense(page);

      await page.goto("/login");
      await signInPageReady(page);
      await tabTo(page, page.getByTestId("login-email"));
      await page.keyboard.type(DEMO_EMAILS.manager);
      await tabTo(page, page.getByTestId("login-password"));
      await page.keyboard.type(DEMO_PASSWORD);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/dashboard$/);

      // The dashboard's quick action leads to the expenses waiting for review.
      const review = page.getByRole("link", { name: text("dashboard.actions.reviewExpenses") });
      await tabTo(page, review);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/expenses\?status=pending/);
      await expect(page.getByTestId("no-create-note")).toBeVisible();

      await tabTo(page, page.getByTestId("list-search"));
      await page.keyboard.type(description);
      const opener = width.phone
        ? page.getByTestId("expense-card")
        : page.getByTestId("expense-row").getByRole("button").first();
      await expect(opener).toHaveCount(1);
      await tabTo(page, opener);
      await page.keyboard.press("Enter");
      const details = page.getByRole("dialog", { name: "Expense Details" });
      await expect(details).toBeVisible();
      await tabTo(page, details.getByTestId("approve-button"));
      await page.keyboard.press("Enter");
      await expect(page.getByText("Expense approved successfully!")).toBeVisible();
      await expect(details.getByTestId("status-badge")).toHaveText("Approved");
      await page.keyboard.press("Escape");
      await expect(details).toBeHidden();

      if (width.phone) {
        await tabTo(page, page.getByTestId("mobile-menu-button"));
        await page.keyboard.press("Enter");
        await tabTo(page, page.getByTestId("mobile-sign-out"));
        await page.keyboard.press("Enter");
      } else {
        await tabTo(page, page.getByTestId("user-menu"));
        await page.keyboard.press("Enter");
        const signOut = page.getByRole("menuitem", { name: text("layout.signOut") });
        for (let step = 0; step < 6; step++) {
          if (await signOut.evaluate((element) => element === document.activeElement)) break;
          await page.keyboard.press("ArrowDown");
        }
        await page.keyboard.press("Enter");
      }
      await tabTo(page, page.getByTestId("sign-out-confirm"));
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/login$/);
    });
  });
}
