import { expect, test } from "@playwright/test";
import { switchTo } from "../../e2e/tests/purchases.helpers.ts";
import { DEMO_EMAILS, text } from "../../e2e/tests/support.ts";
import { lookAt, shot, VIEWPORTS } from "./shots.ts";

// A screenshot generator, not a test (npm run screenshots -w e2e -- dashboard-periods): every role's
// dashboard with its period picker (this month, then the last 12 months, the picker open), the
// Stores page's figures of a period and its store panel, at 1280×800 and 390×844, light and dark.

const slow = expect.configure({ timeout: 60_000 });

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  for (const scheme of ["light", "dark"] as const) {
    test(`dashboards by period, ${device} ${scheme}`, async ({ page }) => {
      test.setTimeout(400_000);
      await lookAt(page, viewport, scheme);
      const name = (what: string) => `${device}-${scheme}-${what}`;
      for (const [email, who] of [
        [DEMO_EMAILS.admin, "admin"],
        [DEMO_EMAILS.ceo, "ceo"],
        [DEMO_EMAILS.accounting, "financial"],
        [DEMO_EMAILS.staff, "staff"],
      ] as const) {
        await switchTo(page, email);
        await page.goto("/dashboard");
        await slow(page.getByTestId("period-picker-dates")).toBeVisible();
        await shot(page, name(`period-${who}-this-month`), true, 500);
        await page.getByTestId("period-picker").click();
        await slow(
          page.getByRole("option", { name: text("kit.period.options.last_12_months") }),
        ).toBeVisible();
        await shot(page, name(`period-${who}-picker`), false, 300);
        await page.getByRole("option", { name: text("kit.period.options.last_12_months") }).click();
        await slow(page.getByTestId("stat-card").first()).toContainText(
          text("kit.period.names.last_12_months"),
        );
        await shot(page, name(`period-${who}-12-months`), true, 500);
      }
      await switchTo(page, DEMO_EMAILS.admin);
      await page.goto("/stores?period=this_quarter");
      await slow(page.getByTestId("store-revenue").first()).toContainText(
        text("kit.period.names.this_quarter"),
      );
      await shot(page, name("period-stores"), false, 500);
      await page.getByTestId("store-view").first().click();
      await slow(page.getByTestId("overview-cards")).toContainText(text("kit.period.names.this_quarter"));
      await shot(page, name("period-store-panel"), false, 500);
    });
  }
}
