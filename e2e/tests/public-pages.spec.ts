import { expect, type Page, test } from "@playwright/test";
import { DEMO_EMAILS, demoAccount, signInThroughPage, text } from "./support.ts";

/** Collects failed requests and console errors from the moment it is called. */
function watchForErrors(page: Page) {
  const problems: string[] = [];
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

for (const path of ["/", "/login", "/careers"]) {
  test(`a signed-out visit to ${path} makes no failing request and logs no error`, async ({ page }) => {
    const problems = watchForErrors(page);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(problems).toEqual([]);
  });
}

test("a signed-in visitor of the landing page is offered the dashboard", async ({ page }) => {
  await signInThroughPage(page, await demoAccount(page.request, DEMO_EMAILS.ceo));
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/");
  await expect(page.getByTestId("header-primary")).toHaveText(text("landing.dashboard"));
  await page.goto("/login");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a sign-in error goes away when the other tab is chosen", async ({ page }) => {
  await page.goto("/login");
  await page.getByTestId("login-email").fill(DEMO_EMAILS.admin);
  await page.getByTestId("login-password").fill("not-the-password");
  await page.getByTestId("login-submit").click();
  await expect(page.getByTestId("login-error")).toBeVisible();
  await page.getByTestId("tab-staff").click();
  await expect(page.getByTestId("login-error")).toHaveCount(0);
});
