import { expect, test } from "@playwright/test";
import { switchTo } from "../../e2e/tests/purchases.helpers.ts";
import { DEMO_EMAILS } from "../../e2e/tests/support.ts";
import { lookAt, shot, VIEWPORTS } from "./shots.ts";

// A screenshot generator, not a test (npm run screenshots -w e2e): daily income, reports (chart and table)
// and every role's dashboard at 1280×800 and 390×844, light and dark.

const slow = expect.configure({ timeout: 60_000 });

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  for (const scheme of ["light", "dark"] as const) {
    test(`daily income, reports and dashboards, ${device} ${scheme}`, async ({ page }) => {
      test.setTimeout(400_000);
      await lookAt(page, viewport, scheme);
      const name = (what: string) => `${device}-${scheme}-${what}`;

      await switchTo(page, DEMO_EMAILS.staff);
      await page.goto("/daily-income");
      await slow(page.getByTestId(/^daily-income-(row|card)$/).first()).toBeVisible();
      await shot(page, name("daily-income-staff"), true, 500);
      await page.getByTestId("new-daily-income").click();
      await slow(page.getByTestId("live-total")).toBeVisible();
      await page.getByTestId("field-cash").fill("120.50");
      await shot(page, name("daily-income-form"), false, 500);
      await page.getByTestId("file-dropzone").scrollIntoViewIfNeeded();
      await shot(page, name("daily-income-form-upload"), false, 300);
      await page.keyboard.press("Escape");
      await page
        .getByTestId(/^daily-income-(row|card)$/)
        .first()
        .click();
      await slow(page.getByTestId("daily-income-details")).toBeVisible();
      await shot(page, name("daily-income-details"), false, 500);
      await page.keyboard.press("Escape");
      await page.goto("/dashboard");
      await slow(page.getByTestId("stat-card").first()).toBeVisible();
      await shot(page, name("dashboard-staff"), true, 500);

      await switchTo(page, DEMO_EMAILS.accounting);
      await page.goto("/daily-income");
      await slow(page.getByTestId("showing-records")).toBeVisible();
      await shot(page, name("daily-income-accounting"), false, 500);
      await page.goto("/reports");
      // It opens on this month's report (issue #31).
      await slow(page.getByTestId("report")).toBeVisible();
      await shot(page, name("reports-opening"), false, 500);
      await page.getByTestId("generate-report").click();
      await slow(page.locator(".recharts-surface").first()).toBeVisible();
      await shot(page, name("reports-chart"), true, 500);
      await page.getByTestId("trend-view").getByText("Table").click();
      await shot(page, name("reports-table"), true, 500);
      await page.getByTestId("report-export-more").click();
      await slow(page.getByRole("menuitem", { name: "Export JSON" })).toBeVisible();
      await shot(page, name("reports-more"), false, 300);
      await page.keyboard.press("Escape");
      await page.goto("/dashboard");
      await slow(page.getByTestId("pending-purchases")).toBeVisible();
      await shot(page, name("dashboard-financial"), true, 500);

      for (const [email, who] of [
        [DEMO_EMAILS.admin, "admin"],
        [DEMO_EMAILS.ceo, "ceo"],
      ] as const) {
        await switchTo(page, email);
        await page.goto("/dashboard");
        await slow(page.getByTestId("stat-card").first()).toBeVisible();
        await shot(page, name(`dashboard-${who}`), true, 500);
      }
    });
  }
}
