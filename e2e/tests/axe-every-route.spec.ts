import { expect, type Page, test } from "@playwright/test";
import { menuFor, PUBLIC_ROUTES, type Role } from "@storeops/domain";
import { seriousViolations } from "./axe.ts";
import { DEMO_EMAILS, signInAs } from "./support.ts";

// Every route for every role, at both widths and in both themes: no serious or critical axe finding.
// One test per role, width and theme signs in once and visits that role's routes, each in a step
// with a soft assertion: a failure names its route, role, width and theme, and the other routes are
// still checked. (One test per page signed in 228 times and took 24 of CI's minutes.) axe over a
// long list (the audit log's 50 rows) takes tens of seconds on a busy machine: the budget is three
// minutes per page.
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

/** The page has settled: its heading is up, no request is running and no loader spins. */
async function settledPage(page: Page) {
  await page.waitForLoadState("networkidle").catch(() => undefined);
  await expect(page.locator(".mantine-Loader:visible")).toHaveCount(0, { timeout: 60_000 });
}

for (const width of WIDTHS) {
  for (const scheme of ["light", "dark"] as const) {
    test.describe(`axe at ${width.name} in ${scheme}`, () => {
      test.use(width.use);
      test.beforeEach(async ({ page }) => {
        await page.addInitScript(
          (value) => localStorage.setItem("mantine-color-scheme-value", value),
          scheme,
        );
      });

      test("public pages signed out", async ({ page }) => {
        test.setTimeout(PAGE_BUDGET_MS * PUBLIC_ROUTES.length);
        for (const path of PUBLIC_ROUTES) {
          await test.step(path, async () => {
            await page.goto(path);
            await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", scheme);
            await settledPage(page);
            expect.soft(await seriousViolations(page), `${path} signed out`).toEqual([]);
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
              await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", scheme);
              await settledPage(page);
              expect.soft(await seriousViolations(page), `${route.path} of ${role}`).toEqual([]);
            });
          }
        });
      }
    });
  }
}
