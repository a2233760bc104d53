import { expect, test } from "@playwright/test";
import { DEMO_EMAILS, signInAs, text } from "./support.ts";

test("at 390×844 the bottom tab bar shows and the sidebar does not", async ({ page }) => {
  await signInAs(page, DEMO_EMAILS.ceo);
  await page.goto("/dashboard");
  const tabs = page.getByTestId("tab-bar");
  await expect(tabs).toBeVisible();
  await expect(tabs.getByTestId("tab-link")).toHaveText([
    "Dashboard",
    "Income",
    "Expenses",
    "Purchases",
    "Reports",
  ]);
  await expect(page.getByTestId("sidebar")).not.toBeInViewport();
});

test("staff get no Reports tab, and Time in Purchases' place", async ({ page }) => {
  await signInAs(page, DEMO_EMAILS.staff);
  await page.goto("/dashboard");
  await expect(page.getByTestId("tab-bar").getByTestId("tab-link")).toHaveText([
    "Dashboard",
    "Income",
    "Expenses",
    "Time",
  ]);
  await page.getByTestId("tab-bar").getByText("Time").click();
  await expect(page).toHaveURL(/\/time-attendance$/);
  await expect(page.getByTestId("quick-clock-in").or(page.getByTestId("quick-clock-out"))).toBeVisible();
});

test("the slide-in menu opens, navigates and offers sign out", async ({ page }) => {
  await signInAs(page, DEMO_EMAILS.accounting);
  await page.goto("/dashboard");
  await page.getByTestId("mobile-menu-button").click();
  const sidebar = page.getByTestId("sidebar");
  await expect(sidebar).toBeInViewport();
  await sidebar.getByRole("link", { name: text("nav.expenses") }).click();
  await expect(page).toHaveURL(/\/expenses$/);
  await expect(sidebar).not.toBeInViewport();

  await page.getByTestId("mobile-menu-button").click();
  await page.getByTestId("mobile-sign-out").click();
  await expect(page.getByRole("dialog")).toContainText("Are you sure you want to sign out?");
  await page.getByTestId("sign-out-confirm").click();
  await expect(page).toHaveURL(/\/login$/);
});

test("the tab bar navigates", async ({ page }) => {
  await signInAs(page, DEMO_EMAILS.manager);
  await page.goto("/dashboard");
  await page.getByTestId("tab-bar").getByText("Purchases").click();
  await expect(page).toHaveURL(/\/purchases$/);
  await expect(page.getByRole("heading", { level: 1, name: text("nav.purchases") })).toBeVisible();
});
