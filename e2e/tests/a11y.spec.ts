import { expect, type Page, test } from "@playwright/test";
import { seriousViolations } from "./axe.ts";
import { DEMO_EMAILS, signInAs } from "./support.ts";

async function setScheme(page: Page, scheme: "light" | "dark") {
  await page.addInitScript((value) => localStorage.setItem("mantine-color-scheme-value", value), scheme);
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
        await expect(page.getByTestId("sidebar-user")).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    for (const path of ["/settings", "/profile"]) {
      test(`${path} of the store manager`, async ({ page }) => {
        await signInAs(page, DEMO_EMAILS.manager);
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.getByTestId("sidebar-user")).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}
