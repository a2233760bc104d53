import { expect as baseExpect, test } from "@playwright/test";
import { DEMO_EMAILS, openSignInPage, signInAs, text } from "./support.ts";

// The shared CI machine can be slow to render a lazily loaded screen: give these journeys room.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

test("admin creates a user, who signs in with the one-time password and must change it", async ({ page }) => {
  await signInAs(page, DEMO_EMAILS.admin);
  await page.goto("/users");
  await expect(page.getByRole("heading", { name: text("users.title") })).toBeVisible();
  await expect(page.getByText(/^System Users \(\d+\)$/)).toBeVisible();
  for (const label of ["Total Users", "Active Users", "Admins", text("users.stats.staff")]) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }

  const email = `created.${Date.now()}@example.com`;
  await page.getByTestId("add-user").click();
  const form = page.getByRole("dialog");
  await form.getByTestId("user-name").fill("Casey Created");
  await form.getByTestId("user-email").fill(email);
  await form.getByTestId("user-phone").fill("555-0199");
  await form.getByTestId("user-role").click();
  await page.getByRole("option", { name: "Accounting" }).click();
  await expect(form.getByTestId("user-stores")).toBeVisible();
  await form.getByTestId("user-submit").click();

  const confirm = page.getByRole("dialog", { name: text("users.createdTitle") });
  const field = confirm.getByRole("textbox", { name: text("users.oneTimePassword") });
  await expect(field).toBeVisible();
  await expect(confirm.getByRole("button", { name: text("users.copy") })).toBeVisible();
  const oneTime = await field.inputValue();
  expect(oneTime).toMatch(/^[A-Za-z0-9]{12}$/);
  await confirm.getByTestId("created-user-close").click();

  // The new account is listed; the search finds it.
  await page.getByPlaceholder(text("users.searchPlaceholder")).fill(email);
  await expect(page.getByText(email).first()).toBeVisible();

  await page.context().clearCookies();
  await openSignInPage(page);
  await page.getByTestId("login-email").fill(email);
  await page.getByTestId("login-password").fill(oneTime);
  await page.getByTestId("login-submit").click();
  await expect(page.getByRole("heading", { name: text("firstSignIn.title") })).toBeVisible();
  await page.getByRole("textbox", { name: text("firstSignIn.current"), exact: true }).fill(oneTime);
  await page.getByRole("textbox", { name: text("firstSignIn.next"), exact: true }).fill("Chosen-Pass42");
  await page.getByRole("textbox", { name: text("firstSignIn.confirm"), exact: true }).fill("Chosen-Pass42");
  await page.getByRole("button", { name: text("firstSignIn.submit") }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("reset password checks both entries, and deleting an admin is never offered", async ({ page }) => {
  await signInAs(page, DEMO_EMAILS.admin);
  await page.goto("/users?role=admin");
  const row = page.getByTestId("user-row").first();
  await expect(row).toBeVisible();
  await expect(row.getByRole("button", { name: /^Delete:/ })).toHaveCount(0);
  await page.goto("/users?role=ceo");
  await page
    .getByRole("button", { name: /^Reset Password:/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog");
  await dialog.getByTestId("reset-password").fill("Short1");
  await dialog.getByTestId("reset-confirm").fill("Short2");
  await dialog.getByRole("button", { name: text("users.actions.reset") }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Passwords do not match!");
  await dialog.getByTestId("reset-confirm").fill("Short1");
  await dialog.getByRole("button", { name: text("users.actions.reset") }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Password must be at least 8 characters long!");
});
