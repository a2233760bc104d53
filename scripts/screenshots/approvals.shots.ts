import { expect, test } from "@playwright/test";
import { createRow, serverToday, storeByCode, unique } from "../../e2e/tests/purchases.helpers.ts";
import { DEMO_EMAILS, signInAs } from "../../e2e/tests/support.ts";
import { lookAt, shot, VIEWPORTS } from "./shots.ts";

// A screenshot generator, not a test (npm run screenshots -w e2e -- approvals): the Approval Rules
// screen with a two-step rule, and an expense's approval path after its first step.

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  for (const scheme of ["light", "dark"] as const) {
    test(`approvals, ${device} ${scheme}`, async ({ page }) => {
      test.setTimeout(120_000);
      await lookAt(page, viewport, scheme);
      await signInAs(page, DEMO_EMAILS.admin);
      const store = await storeByCode(page, "DT-CAFE");
      const name = unique("Repairs over $500");
      const rule = await page.request.post("/api/rest/v1/approval_rules", {
        data: {
          name,
          target_table: "expenses",
          store_id: store.id,
          amount_from: 500,
          category: "Maintenance",
          steps: [{ role: "store_manager" }, { role: "accounting" }],
          priority: 1,
        },
      });
      expect(rule.status()).toBe(201);
      const description = unique("Walk-in freezer repair");
      await createRow(page, "expenses", {
        description,
        amount: 750,
        expense_date: await serverToday(page),
        store_id: store.id,
        category: "Maintenance",
      });
      await page.goto("/approval-rules");
      await expect(page.getByTestId("rule-row").first()).toBeVisible();
      await shot(page, `${device}-${scheme}-approval-rules`);
      await page.getByTestId("rule-row").filter({ hasText: name }).getByTestId("edit-rule").click();
      await expect(page.getByTestId("rule-form")).toBeVisible();
      await shot(page, `${device}-${scheme}-approval-rule-form`, false);
      await page.keyboard.press("Escape");

      await page.context().clearCookies();
      await signInAs(page, DEMO_EMAILS.manager);
      const approved = await page.request.get(
        `/api/rest/v1/expenses?q=${encodeURIComponent(description)}&select=id`,
      );
      const [expense] = (await approved.json()) as { id: string }[];
      await page.request.post(`/api/expenses/${expense?.id}/approve`, { data: {} });
      await page.goto(`/expenses?q=${encodeURIComponent(description)}`);
      await page.getByTestId("expense-row").or(page.getByTestId("expense-card")).first().click();
      await expect(page.getByTestId("approval-path")).toBeVisible();
      await shot(page, `${device}-${scheme}-approval-path`, false);
    });
  }
}
