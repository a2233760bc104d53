import { expect, test } from "@playwright/test";
import { createUserWithOneTimePassword, openSignInPage, text } from "./support.ts";

test("a new user signs in with the one-time password and must choose a new one first", async ({
  page,
  baseURL,
}) => {
  const email = `new.user.${Date.now()}@example.com`;
  const oneTime = await createUserWithOneTimePassword(baseURL, email);

  await openSignInPage(page);
  await page.getByTestId("login-email").fill(email);
  await page.getByTestId("login-password").fill(oneTime);
  await page.getByTestId("login-submit").click();
  await expect(page.getByRole("heading", { name: text("firstSignIn.title") })).toBeVisible();

  await page.getByRole("textbox", { name: text("firstSignIn.current"), exact: true }).fill(oneTime);
  await page.getByRole("textbox", { name: text("firstSignIn.next"), exact: true }).fill("Chosen1234");
  await page.getByRole("textbox", { name: text("firstSignIn.confirm"), exact: true }).fill("Different1234");
  await page.getByRole("button", { name: text("firstSignIn.submit") }).click();
  await expect(page.getByTestId("first-sign-in-error")).toHaveText("New passwords do not match!");

  await page.getByRole("textbox", { name: text("firstSignIn.confirm"), exact: true }).fill("Chosen1234");
  await page.getByRole("button", { name: text("firstSignIn.submit") }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: text("firstSignIn.title") })).toHaveCount(0);
});
