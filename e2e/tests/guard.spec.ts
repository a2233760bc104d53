import { expect, test } from "@playwright/test";
import { APP_ROUTES, canOpen } from "@storeops/domain";
import { DEMO_EMAILS, signInAs, text } from "./support.ts";

const CASES = [
  { email: DEMO_EMAILS.staff, paths: ["/users", "/reports", "/stores", "/audit"] },
  { email: DEMO_EMAILS.accounting, paths: ["/stores", "/payroll"] },
  { email: DEMO_EMAILS.manager, paths: ["/audit", "/reports", "/vendors"] },
  { email: DEMO_EMAILS.ceo, paths: ["/users", "/payroll"] },
] as const;

for (const { email, paths } of CASES) {
  test(`${email} typing a URL it may not open lands on /dashboard`, async ({ page }) => {
    const account = await signInAs(page, email);
    for (const path of paths) {
      expect(canOpen(account.role, path)).toBe(false);
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard$/);
    }
  });
}

test("every route an admin may open shows its page", async ({ page }) => {
  // A full page load per route (twenty and more): more than the default 30 s when the machine is busy.
  test.setTimeout(180_000);
  await signInAs(page, DEMO_EMAILS.admin);
  for (const route of APP_ROUTES) {
    await page.goto(route.path);
    await expect(page).toHaveURL(new RegExp(`${route.path}$`));
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  }
});

test("an unknown path shows the not-found text, signed out and signed in", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page.getByText("This page has not been generated")).toBeVisible();
  await signInAs(page, DEMO_EMAILS.staff);
  await page.goto("/dashboard/also/missing");
  await expect(page.getByTestId("not-found")).toHaveText("This page has not been generated");
});

test("the landing page links to sign-in and its tools go to /login when signed out", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByTestId("roles-note")).toContainText("Five roles");
  await page
    .getByTestId("tool-card")
    .filter({ hasText: text("landing.tools.reports.title") })
    .click();
  await expect(page).toHaveURL(/\/login$/);
});

test("record lists page through the server", async ({ page }) => {
  await signInAs(page, DEMO_EMAILS.admin);
  // The demo data has far more than one page of daily income.
  await page.goto("/daily-income");
  const range = page.getByTestId("list-range");
  await expect(range).toHaveText(/^Showing 1–\d+ of [\d,]+ /, { timeout: 30_000 });
  const size = Number(/1–(\d+)/.exec((await range.textContent()) ?? "")?.[1]);
  await page.getByRole("button", { name: text("kit.next") }).click();
  await expect(range).toHaveText(new RegExp(`^Showing ${size + 1}–\\d+ of [\\d,]+ `));
});
