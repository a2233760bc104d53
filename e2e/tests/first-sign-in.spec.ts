import { expect, request as playwrightRequest, test } from "@playwright/test";
import { DEMO_EMAILS, DEMO_PASSWORD, text } from "./support.ts";

test("a new user signs in with the one-time password and must choose a new one first", async ({
  page,
  baseURL,
}) => {
  // The admin creates the user through the API in a separate browser context.
  const admin = await playwrightRequest.newContext({ baseURL });
  const token = await admin.post("/api/auth/v1/token", {
    data: { email: DEMO_EMAILS.admin, password: DEMO_PASSWORD },
  });
  const { access_token: adminToken } = await token.json();
  const email = `new.user.${Date.now()}@example.com`;
  const created = await admin.post("/api/rest/v1/users", {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { name: "New Accountant", email, phone: "555-0150", role: "accounting", assigned_stores: [] },
  });
  expect(created.status()).toBe(201);
  const { one_time_password: oneTime } = await created.json();
  await admin.dispose();

  await page.goto("/login");
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
