import { expect, test } from "@playwright/test";
import type { TDashboard } from "@storeops/domain";
import { formatDollarsWhole, formatPercent } from "../../web/src/lib/format.ts";
import { DEMO_EMAILS, signInAs, text } from "./support.ts";

test("the admin's Store Performance sets this month's revenue against the monthly target", async ({
  page,
}) => {
  await signInAs(page, DEMO_EMAILS.admin);
  const response = await page.request.get("/api/dashboard");
  expect(response.ok()).toBe(true);
  const top = ((await response.json()) as TDashboard).store_performance.slice(0, 4);
  expect(top.length, "the demo data has stores").toBeGreaterThan(0);

  await page.goto("/dashboard");
  const rows = page.getByTestId("store-performance-store");
  await expect(rows).toHaveCount(top.length);
  for (const [index, store] of top.entries()) {
    const row = rows.nth(index);
    await expect(row).toContainText(store.name);
    const amount = text("dashboard.thisMonth").replace(
      "{{amount}}",
      formatDollarsWhole(store.this_month_revenue),
    );
    await expect(row).toContainText(amount);
    await expect(row).toContainText(
      text("dashboard.ofTarget").replace("{{percent}}", formatPercent(store.growth)),
    );
  }
});
