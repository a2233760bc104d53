import { expect, test } from "@playwright/test";
import { addDays, serverToday } from "../../e2e/tests/purchases.helpers.ts";
import { DEMO_EMAILS, signInAs } from "../../e2e/tests/support.ts";
import { lookAt, shot, VIEWPORTS } from "./shots.ts";

// A screenshot generator, not a test (npm run screenshots -w e2e -- cash-ups): the count form
// with its terms, the list with its variance panel, and a waiting cash-up's details for accounting.

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  for (const scheme of ["light", "dark"] as const) {
    test(`cash-ups, ${device} ${scheme}`, async ({ page }) => {
      test.setTimeout(120_000);
      await lookAt(page, viewport, scheme);
      await signInAs(page, DEMO_EMAILS.staff);
      const day = addDays(
        await serverToday(page),
        device === "desktop" ? (scheme === "light" ? -30 : -31) : scheme === "light" ? -32 : -33,
      );
      await page.goto("/cash-ups");
      await page.getByTestId("new-cash-ups").click();
      const form = page.getByRole("dialog", { name: "Count the Drawer" });
      await form.getByTestId("field-business-date").fill(day);
      await form.getByTestId("field-opening-float").fill("150");
      await expect(form.getByTestId("term-cashTakings")).not.toHaveText("$0.00");
      for (const [cents, count] of [
        ["10000", 2],
        ["2000", 7],
        ["500", 3],
        ["100", 9],
        ["25", 6],
      ] as const) {
        await form.getByTestId(`count-${cents}`).fill(String(count));
      }
      await form.getByTestId("field-variance-reason").fill("Counted twice; a refund slip is missing");
      await shot(page, `${device}-${scheme}-cash-up-count`, false);
      await form.getByRole("button", { name: "Save Count" }).click();
      await expect(form).toBeHidden();
      await page.goto("/cash-ups");
      await expect(
        page.getByTestId("cash-ups-row").or(page.getByTestId("cash-ups-card")).first(),
      ).toBeVisible();
      await shot(page, `${device}-${scheme}-cash-ups-staff`);
      await page.context().clearCookies();
      await signInAs(page, DEMO_EMAILS.accounting);
      await page.goto("/cash-ups?status=submitted");
      await expect(page.getByTestId("cash-variance")).toBeVisible();
      await page.waitForLoadState("networkidle");
      await shot(page, `${device}-${scheme}-cash-ups-accounting`);
    });
  }
}
