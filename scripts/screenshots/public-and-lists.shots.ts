import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { DEMO_EMAILS, signInAs } from "../../e2e/tests/support.ts";
import { OUT, VIEWPORTS } from "./shots.ts";

// A screenshot generator, not a test (npm run screenshots -w e2e): the public pages, every role's
// dashboard, the purchase and expense lists, details, forms and filters, global search and the phone menu,
// at 1280×800 and 390×844, light and dark.

async function shot(page: Page, name: string) {
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: path.join(OUT, `${name}.png`), fullPage: true });
}

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  for (const scheme of ["light", "dark"] as const) {
    test(`${device} ${scheme}`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      await page.addInitScript((value) => localStorage.setItem("mantine-color-scheme-value", value), scheme);
      await page.goto("/");
      await shot(page, `${device}-${scheme}-landing`);
      await page.goto("/login");
      await expect(page.getByTestId("demo-panel")).toBeVisible();
      await shot(page, `${device}-${scheme}-login`);
      await page.goto("/careers");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await shot(page, `${device}-${scheme}-careers`);
      await page.goto("/nowhere");
      await shot(page, `${device}-${scheme}-not-found`);
      for (const [key, email] of Object.entries(DEMO_EMAILS)) {
        await page.context().clearCookies();
        await signInAs(page, email);
        await page.goto("/dashboard");
        await expect(page.getByTestId("stat-card").first()).toBeVisible();
        await shot(page, `${device}-${scheme}-dashboard-${key}`);
      }
      for (const [key, email] of [
        ["admin", DEMO_EMAILS.admin],
        ["staff", DEMO_EMAILS.staff],
      ] as const) {
        await page.context().clearCookies();
        await signInAs(page, email);
        for (const screen of ["purchases", "expenses"] as const) {
          const item = page.getByTestId(new RegExp(`^${screen.slice(0, -1)}-(row|card)$`));
          await page.goto(`/${screen}`);
          await expect(item.first()).toBeVisible();
          await shot(page, `${device}-${scheme}-${screen}-${key}`);
          if (key !== "admin") continue;
          await item.first().click();
          await expect(page.getByRole("dialog")).toBeVisible();
          await page.waitForTimeout(300);
          await page.screenshot({ path: path.join(OUT, `${device}-${scheme}-${screen}-details.png`) });
          await page.keyboard.press("Escape");
          await page.getByTestId(screen === "purchases" ? "new-purchase" : "new-expense").click();
          await page.waitForTimeout(300);
          await page.screenshot({ path: path.join(OUT, `${device}-${scheme}-${screen}-form.png`) });
          await page.keyboard.press("Escape");
          await page.goto(`/${screen}?status=pending`);
          await expect(page.getByTestId("filter-panel")).toBeVisible();
          await shot(page, `${device}-${scheme}-${screen}-filtered`);
        }
      }
      await page.getByTestId("search-button").click();
      await page.getByTestId("search-input").fill("market");
      await expect(page.getByTestId("search-result").first()).toBeVisible();
      await page.screenshot({ path: path.join(OUT, `${device}-${scheme}-search.png`) });
      await page.keyboard.press("Escape");
      if (device === "phone") {
        await page.getByTestId("mobile-menu-button").click();
        await page.waitForTimeout(400);
        await page.screenshot({ path: path.join(OUT, `${device}-${scheme}-menu.png`) });
      }
    });
  }
}
