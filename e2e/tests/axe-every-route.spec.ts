import { expect, type Page, test } from "@playwright/test";
import { menuFor, PUBLIC_ROUTES, type Role } from "@storeops/domain";
import { startInLight, violationsInBothSchemes } from "./axe.ts";
import { DEMO_EMAILS, signInAs } from "./support.ts";

// Every route for every role, at both widths and in both themes: no serious or critical axe finding.
// One test per role and width signs in once and visits that role's routes, each in a step with a
// soft assertion: a failure names its route, role, width and theme, and the other routes are still
// checked. Each page is loaded once and checked in the light theme, then switched to the dark one
// in place and checked again by the rules a theme can change, the colour ones (a second load of
// every page in dark, checked by every rule, took a quarter of CI's minutes).
// axe over a long list (the audit log's 50 rows) takes tens of seconds on a busy machine: the budget
// is three minutes per page.
const PAGE_BUDGET_MS = 180_000;

const ACCOUNTS: Record<Role, string> = {
  admin: DEMO_EMAILS.admin,
  ceo: DEMO_EMAILS.ceo,
  accounting: DEMO_EMAILS.accounting,
  store_manager: DEMO_EMAILS.manager,
  staff: DEMO_EMAILS.staff,
};

const WIDTHS = [
  { name: "1280", use: { viewport: { width: 1280, height: 800 } } },
  { name: "390", use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
] as const;

/** The page has settled: no request is running and no loader spins. */
async function settledPage(page: Page) {
  await page.waitForLoadState("networkidle").catch(() => undefined);
  await expect(page.locator(".mantine-Loader:visible")).toHaveCount(0, { timeout: 60_000 });
}

for (const width of WIDTHS) {
  test.describe(`axe at ${width.name} in light and dark`, () => {
    test.use(width.use);
    test.beforeEach(({ page }) => startInLight(page));

    test("public pages signed out", async ({ page }) => {
      test.setTimeout(PAGE_BUDGET_MS * PUBLIC_ROUTES.length);
      for (const path of PUBLIC_ROUTES) {
        await test.step(path, async () => {
          await page.goto(path);
          await settledPage(page);
          expect
            .soft(await violationsInBothSchemes(page), `${path} signed out`)
            .toEqual({ light: [], dark: [] });
        });
      }
    });

    for (const [role, email] of Object.entries(ACCOUNTS) as [Role, string][]) {
      test(`every route of ${role}`, async ({ page }) => {
        const routes = menuFor(role);
        test.setTimeout(PAGE_BUDGET_MS * routes.length);
        await signInAs(page, email);
        for (const route of routes) {
          await test.step(route.path, async () => {
            await page.goto(route.path);
            await expect(page).toHaveURL(new RegExp(`${route.path}$`));
            await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible({ timeout: 60_000 });
            await settledPage(page);
            expect
              .soft(await violationsInBothSchemes(page), `${route.path} of ${role}`)
              .toEqual({ light: [], dark: [] });
          });
        }
      });
    }
  });
}
