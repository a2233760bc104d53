import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { DEMO_EMAILS, signInAs } from "./support.ts";

async function setScheme(page: Page, scheme: "light" | "dark") {
  await page.addInitScript((value) => localStorage.setItem("mantine-color-scheme-value", value), scheme);
}

/**
 * Axe's default rules plus label-content-name-mismatch (WCAG 2.5.3), which axe ships disabled as
 * experimental: a control's accessible name must contain its visible text.
 */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(" ")).slice(0, 5) }));
}

for (const scheme of ["light", "dark"] as const) {
  test.describe(`axe in ${scheme}`, () => {
    test.beforeEach(async ({ page }) => setScheme(page, scheme));

    test("landing page", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByTestId("roles-note")).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", scheme);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("sign-in page", async ({ page }) => {
      await page.goto("/login");
      await expect(page.getByTestId("demo-panel")).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    for (const email of [DEMO_EMAILS.admin, DEMO_EMAILS.ceo, DEMO_EMAILS.accounting, DEMO_EMAILS.staff]) {
      test(`dashboard of ${email}`, async ({ page }) => {
        await signInAs(page, email);
        await page.goto("/dashboard");
        await expect(page.getByTestId("stat-card").first()).toBeVisible();
        await expect(page.getByTestId("status-box")).toContainText("Online");
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    for (const path of ["/settings", "/profile"]) {
      test(`${path} of the store manager`, async ({ page }) => {
        await signInAs(page, DEMO_EMAILS.manager);
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.getByTestId("status-box")).toContainText("Online");
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}
