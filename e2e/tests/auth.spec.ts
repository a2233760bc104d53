import { expect, test } from "@playwright/test";
import { menuFor, ROLE_LABELS } from "@storeops/domain";
import {
  DEMO_EMAILS,
  demoAccount,
  demoAccounts,
  openSignInPage,
  signInAs,
  signInThroughPage,
  text,
} from "./support.ts";

test.describe("sign-in", () => {
  for (const email of Object.values(DEMO_EMAILS)) {
    test(`${email} signs in and sees exactly the menu of the role`, async ({ page }) => {
      const account = await demoAccount(page.request, email);
      await openSignInPage(page);
      await signInThroughPage(page, account);
      await expect(page).toHaveURL(/\/dashboard$/);
      const expected = menuFor(account.role).map((route) => text(route.label));
      await expect(page.getByTestId("main-menu").getByTestId("nav-link")).toHaveText(expected);
      await expect(page.getByTestId("sidebar-user")).toContainText(ROLE_LABELS[account.role]);
    });
  }

  test("a wrong password shows the message", async ({ page }) => {
    await openSignInPage(page);
    await page.getByTestId("login-email").fill(DEMO_EMAILS.admin);
    await page.getByTestId("login-password").fill("not-the-password");
    await page.getByTestId("login-submit").click();
    await expect(page.getByTestId("login-error")).toHaveText("Invalid email or password");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("staff signing in to a store they are not assigned to is refused", async ({ page }) => {
    const staff2 = await demoAccount(page.request, DEMO_EMAILS.staff2);
    const staff = await demoAccount(page.request, DEMO_EMAILS.staff);
    const foreign = staff2.store_codes.find((code) => !staff.store_codes.includes(code));
    expect(foreign, "the demo data gives staff2 a store that staff is not assigned to").toBeTruthy();
    await signInThroughPage(page, { ...staff, store_codes: [foreign as string] });
    await expect(page.getByTestId("login-error")).toHaveText(
      "Invalid credentials or you are not assigned to the selected store",
    );
  });

  test("the demo panel lists the demo accounts with the staff store codes", async ({ page }) => {
    const accounts = await demoAccounts(page.request);
    await openSignInPage(page);
    const panel = page.getByTestId("demo-panel");
    await expect(panel).toBeVisible();
    for (const account of accounts) {
      await expect(panel).toContainText(account.email);
      if (account.role === "staff") {
        for (const code of account.store_codes) await expect(panel).toContainText(code);
      }
    }
  });

  test("forgot password explains how to get a reset", async ({ page }) => {
    await openSignInPage(page);
    await page.getByRole("button", { name: text("login.forgot") }).click();
    await expect(page.getByTestId("forgot-help")).toContainText("administrator");
  });

  test("an unauthenticated visit to /reports returns there after signing in as ceo", async ({ page }) => {
    await page.goto("/reports");
    await expect(page).toHaveURL(/\/login$/);
    await signInThroughPage(page, await demoAccount(page.request, DEMO_EMAILS.ceo));
    await expect(page).toHaveURL(/\/reports$/);
    await expect(page.getByRole("heading", { name: text("nav.reports"), level: 1 })).toBeVisible();
  });

  test("the session is restored on reload", async ({ page }) => {
    await signInAs(page, DEMO_EMAILS.accounting);
    await page.goto("/dashboard");
    await expect(page.getByTestId("dashboard-financial")).toBeVisible();
    await page.reload();
    await expect(page.getByTestId("dashboard-financial")).toBeVisible();
  });

  test("an invalid session is cleared and sign-in shown", async ({ page, context }) => {
    await context.addCookies([{ name: "session", value: "not-a-real-token", url: "http://127.0.0.1:3100" }]);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("sign-out asks first and then returns to /login", async ({ page }) => {
    await signInAs(page, DEMO_EMAILS.admin);
    await page.goto("/dashboard");
    await page.getByTestId("user-menu").click();
    await page.getByRole("menuitem", { name: text("layout.signOut") }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("Are you sure you want to sign out?");
    await dialog.getByRole("button", { name: text("common.cancel") }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.getByTestId("user-menu").click();
    await page.getByRole("menuitem", { name: text("layout.signOut") }).click();
    await page.getByTestId("sign-out-confirm").click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login$/);
  });
});
