import { expect, test } from "@playwright/test";
import { DEMO_EMAILS, signInAs } from "../../e2e/tests/support.ts";
import { lookAt, shot, VIEWPORTS } from "./shots.ts";

// A screenshot generator, not a test (npm run screenshots -w e2e): the categories screen, its form,
// and the expense form's categories for a café's staff, at both widths and themes.

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  for (const scheme of ["light", "dark"] as const) {
    test(`categories ${device} ${scheme}`, async ({ page }) => {
      test.setTimeout(120_000);
      await lookAt(page, viewport, scheme);
      const name = (screen: string) => `${device}-${scheme}-${screen}`;
      await signInAs(page, DEMO_EMAILS.admin);
      await page.goto("/categories");
      await expect(page.getByTestId(/^category-(row|card)$/).first()).toBeVisible();
      await shot(page, name("categories"));
      await page.getByTestId("new-category").click();
      await expect(page.getByTestId("field-name")).toBeVisible();
      await shot(page, name("categories-form"), false);
      await page.keyboard.press("Escape");
      await page.context().clearCookies();
      await signInAs(page, DEMO_EMAILS.staff);
      await page.goto("/expenses");
      await page.getByTestId("new-expense").click();
      await page.getByTestId("field-category").click();
      await expect(page.getByRole("option", { name: "Milk & Dairy" })).toBeVisible();
      await shot(page, name("expense-categories"), false);
    });
  }
}
