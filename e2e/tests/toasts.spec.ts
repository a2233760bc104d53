import { expect, type Page, test } from "@playwright/test";
import { createUserWithOneTimePassword, openSignInPage, text } from "./support.ts";

/** Changes a new user's one-time password: the app answers with a toast over the dashboard. */
async function showPasswordSavedToast(page: Page, baseURL: string | undefined) {
  const email = `toast.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const oneTime = await createUserWithOneTimePassword(baseURL, email);
  await openSignInPage(page);
  await page.getByTestId("login-email").fill(email);
  await page.getByTestId("login-password").fill(oneTime);
  await page.getByTestId("login-submit").click();
  await page.getByRole("textbox", { name: text("firstSignIn.current"), exact: true }).fill(oneTime);
  await page.getByRole("textbox", { name: text("firstSignIn.next"), exact: true }).fill("Chosen1234");
  await page.getByRole("textbox", { name: text("firstSignIn.confirm"), exact: true }).fill("Chosen1234");
  await page.getByRole("button", { name: text("firstSignIn.submit") }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function expectToastBelowTopBar(page: Page) {
  const toast = page.getByRole("alert").filter({ hasText: text("firstSignIn.saved") });
  await expect(toast).toBeVisible();
  // Hovering pauses the toast's auto-close, so a slow page cannot make it vanish mid-measure.
  await toast.hover();
  const topBar = page.locator("header").first();
  await expect(topBar).toBeVisible();
  // Wait for the toast's entry transition to end before measuring it.
  await expect
    .poll(async () => {
      const [toastBox, barBox] = [await toast.boundingBox(), await topBar.boundingBox()];
      if (!toastBox || !barBox) return "not measured";
      return toastBox.y >= barBox.y + barBox.height
        ? "below"
        : `overlaps by ${barBox.y + barBox.height - toastBox.y}px`;
    })
    .toBe("below");
}

test("a toast never covers the top bar on a desktop", async ({ page, baseURL }) => {
  await showPasswordSavedToast(page, baseURL);
  await expectToastBelowTopBar(page);
});

test("a toast never covers the top bar on a phone", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await showPasswordSavedToast(page, baseURL);
  await expectToastBelowTopBar(page);
});
