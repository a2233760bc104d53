import { expect, test } from "@playwright/test";
import { DEMO_EMAILS, signInAs } from "../../e2e/tests/support.ts";
import { lookAt, shot, VIEWPORTS } from "./shots.ts";

// A screenshot generator, not a test (npm run screenshots -w e2e): the purchase and expense screens at
// 1280×800 and 390×844, light and dark, to look at after a change.

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  for (const scheme of ["light", "dark"] as const) {
    test(`purchases and expenses, ${device} ${scheme}`, async ({ page }) => {
      test.setTimeout(120_000);
      await lookAt(page, viewport, scheme);
      await signInAs(page, DEMO_EMAILS.admin);
      for (const screen of ["purchases", "expenses"] as const) {
        const one = screen.slice(0, -1);
        const item = page.getByTestId(new RegExp(`^${one}-(row|card)$`));
        await page.goto(`/${screen}?status=pending`);
        await expect(item.first()).toBeVisible();
        await shot(page, `kit-${device}-${scheme}-${screen}`);
        await item.first().click();
        await expect(page.getByRole("dialog")).toBeVisible();
        await shot(page, `kit-${device}-${scheme}-${screen}-details`, false);
        await page.keyboard.press("Escape");
        await page.getByTestId(`new-${one}`).click();
        await expect(page.getByTestId("field-amount")).toBeVisible();
        await shot(page, `kit-${device}-${scheme}-${screen}-form`, false);
        await page.keyboard.press("Escape");
      }
      await page.goto("/dashboard");
      await expect(page.getByTestId("stat-card").first()).toBeVisible();
      await shot(page, `kit-${device}-${scheme}-dashboard`, false);
    });
  }
}

// A search of a large business: the pager past the estimated count's cap ("of 1000+"). The demo
// business has fewer matches, so the answer gets the headers a common term of a large one gets.
for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  for (const scheme of ["light", "dark"] as const) {
    test(`purchases searched past the count's cap, ${device} ${scheme}`, async ({ page }) => {
      await lookAt(page, viewport, scheme);
      await signInAs(page, DEMO_EMAILS.admin);
      await page.route(/\/api\/rest\/v1\/purchases\?.*count=estimated/, async (route) => {
        const response = await route.fetch();
        const headers: Record<string, string> = { ...response.headers(), "x-total-count-at-least": "1000" };
        delete headers["x-total-count"];
        await route.fulfill({ response, headers });
      });
      await page.goto("/purchases?q=e");
      await expect(page.getByTestId("list-range")).toHaveText(/of 1000\+ purchases/);
      await shot(page, `kit-${device}-${scheme}-purchases-search-1000`);
    });
  }
}
