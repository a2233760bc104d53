import { expect as baseExpect, test } from "@playwright/test";
import { openSignInPage, text } from "./support.ts";
import { readyAccount, totp } from "./two-factor.helpers.ts";

// The shared CI machine can be slow to render a lazily loaded screen: give these journeys room.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

test("a user enables 2FA on the profile and then signs in with a code generated in the test", async ({
  page,
  baseURL,
  playwright,
}) => {
  const email = `two.factor.${Date.now()}@example.com`;
  const password = "Chosen-Pass42";
  const api = await playwright.request.newContext({ baseURL });
  await readyAccount(baseURL, api, email, password);
  await api.dispose();

  await openSignInPage(page);
  await page.getByTestId("login-email").fill(email);
  await page.getByTestId("login-password").fill(password);
  await page.getByTestId("login-submit").click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto("/profile");
  await expect(page.getByTestId("two-factor-state")).toHaveText(text("profile.twoFactorOff"));
  await page.getByRole("button", { name: text("profile.enable2fa") }).click();
  const dialog = page.getByRole("dialog");
  // The password first: a wrong one is refused, the right one shows the QR code.
  await dialog.getByTestId("two-factor-password").fill("not-the-password");
  await dialog.getByRole("button", { name: text("profile.continue") }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Password is incorrect.");
  await dialog.getByTestId("two-factor-password").fill(password);
  await dialog.getByRole("button", { name: text("profile.continue") }).click();
  await expect(dialog.getByRole("img", { name: "QR code" })).toBeVisible();
  const secret = await dialog.getByTestId("totp-secret").inputValue();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await dialog.getByTestId("totp-code").fill("000000");
  await dialog.getByRole("button", { name: text("profile.confirm") }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Invalid two-factor code");
  await dialog.getByTestId("totp-code").fill(totp(secret));
  await dialog.getByRole("button", { name: text("profile.confirm") }).click();
  await expect(dialog.getByTestId("recovery-codes").locator("code")).toHaveCount(10);
  const recovery = await dialog.getByTestId("recovery-codes").locator("code").first().innerText();
  await dialog.getByRole("button", { name: text("profile.done") }).click();
  await expect(page.getByTestId("two-factor-state")).toContainText("10 recovery codes left");

  await page.context().clearCookies();
  await openSignInPage(page);
  await page.getByTestId("login-email").fill(email);
  await page.getByTestId("login-password").fill(password);
  await page.getByTestId("login-submit").click();
  const code = page.getByTestId("login-otp");
  await expect(code).toBeVisible();
  await expect(page.getByRole("textbox", { name: text("login.otp") })).toBeVisible();
  // The code of the next time step: the one used to confirm setup may not be used again.
  await code.fill(totp(secret, Date.now() + 30_000));
  await page.getByTestId("login-submit").click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Turning it off asks for the password and a code: a recovery code does.
  await page.goto("/profile");
  await page.getByRole("button", { name: text("profile.disable2fa") }).click();
  const off = page.getByRole("dialog");
  await off.getByTestId("disable-password").fill(password);
  await off.getByTestId("disable-code").fill("000000");
  await off.getByRole("button", { name: text("profile.disable2fa") }).click();
  await expect(off.getByRole("alert")).toHaveText("Invalid two-factor code");
  await off.getByTestId("disable-code").fill(recovery);
  await off.getByRole("button", { name: text("profile.disable2fa") }).click();
  await expect(page.getByTestId("two-factor-state")).toHaveText(text("profile.twoFactorOff"));
});
