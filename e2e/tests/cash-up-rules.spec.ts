import { expect as baseExpect, test } from "@playwright/test";
import { MSG } from "@storeops/domain";
import { addDays, serverToday, switchTo, unique } from "./purchases.helpers.ts";
import { DEMO_EMAILS, shownDate } from "./support.ts";

const expect = baseExpect.configure({ timeout: 30_000 });

// Approval rules for cash-up variances (docs/decisions.md, Approvals): the admin adds a rule in
// the rules screen; a drawer $80 short goes to the store's manager, then to accounting, and the
// cash-up's details show the path.
test("an admin's cash-up variance rule sends a short drawer manager → accounting", async ({ page }, info) => {
  test.setTimeout(180_000);
  await switchTo(page, DEMO_EMAILS.staff);
  const me = await (await page.request.get("/api/auth/v1/user")).json();
  const store = me.current_store as { id: string; name: string };
  // A day of the demo's takings with no cash-up yet (the demo counts the last two weeks only).
  const day = addDays(await serverToday(page), -28 - info.retry);

  await switchTo(page, DEMO_EMAILS.admin);
  await page.goto("/approval-rules");
  await page.getByTestId("new-rule").click();
  const form = page.getByTestId("rule-form");
  const name = unique("Drawer off by over $50");
  await form.getByTestId("rule-name").fill(name);
  await form.getByTestId("rule-table").selectOption({ label: "Cash-up variances" });
  await expect(form.getByTestId("rule-variance-hint")).toBeVisible();
  await expect(form.getByLabel("Vendor")).toHaveCount(0);
  await expect(form.getByLabel("Category")).toHaveCount(0);
  await form.getByLabel("Store").selectOption({ label: store.name });
  await form.getByTestId("rule-amount-from").fill("50.01");
  await form.getByTestId("add-step").click();
  await expect(form.getByTestId("rule-step")).toHaveCount(2);
  await form.getByTestId("rule-save").click();
  const ruleRow = page.getByTestId("rule-row").filter({ hasText: name });
  await expect(ruleRow).toContainText("Cash-up variances");
  const rules = await (await page.request.get("/api/rest/v1/approval_rules?select=id,name")).json();
  const ruleId = (rules as { id: string; name: string }[]).find((rule) => rule.name === name)?.id;

  try {
    // The staff member counts the drawer $80 short and submits it.
    await switchTo(page, DEMO_EMAILS.staff);
    const terms = await (
      await page.request.get(`/api/cash-ups/terms?store_id=${store.id}&business_date=${day}`)
    ).json();
    const expected = 100 + terms.cash_takings - terms.cash_purchases - terms.cash_expenses;
    const created = await page.request.post("/api/cash-ups", {
      data: {
        business_date: day,
        opening_float: 100,
        counted_cash: Math.round((expected - 80) * 100) / 100,
        variance_reason: "Float bag left in the safe",
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const id = (await created.json()).id as string;
    const submitted = await page.request.post(`/api/cash-ups/${id}/submit`, { data: {} });
    expect((await submitted.json()).status).toBe("submitted");

    // The manager takes the first step from the details, which show the path.
    const open = async () => {
      await page.goto("/cash-ups?status=submitted");
      await page
        .getByTestId("cash-ups-row")
        .filter({ hasText: shownDate(day) })
        .first()
        .getByRole("button", { name: `Open the cash-up of ${shownDate(day)}` })
        .click();
      return page.getByRole("dialog", { name: "Cash-up" });
    };
    await switchTo(page, DEMO_EMAILS.manager);
    let details = await open();
    const steps = details.getByTestId("approval-path").getByTestId("approval-step");
    await expect(steps).toHaveCount(2);
    await expect(details.getByTestId("approval-path")).toContainText(name);
    await expect(steps.first()).toHaveAttribute("data-state", "current");
    await details.getByTestId("approve-button").click();
    await expect(page.getByText(MSG.approvalStepApproved)).toBeVisible();
    await expect(steps.first()).toHaveAttribute("data-state", "done");
    await expect(steps.first()).toContainText("Marcus Chen");
    await expect(details.getByTestId("status-badge")).toHaveText("Submitted");
    await expect(details.getByTestId("approve-button")).toHaveCount(0);

    // Accounting takes the last step: the cash-up is approved.
    await switchTo(page, DEMO_EMAILS.accounting);
    details = await open();
    await expect(steps.nth(1)).toHaveAttribute("data-state", "current");
    await details.getByTestId("approve-button").click();
    await expect(page.getByText(MSG.cashUpApproved)).toBeVisible();
    await expect(details.getByTestId("status-badge")).toHaveText("Approved");
    await expect(steps.nth(1)).toHaveAttribute("data-state", "done");
    await expect(steps.nth(1)).toContainText("Rachel Nguyen");
  } finally {
    await switchTo(page, DEMO_EMAILS.admin);
    if (ruleId) await page.request.delete(`/api/rest/v1/approval_rules?eq=id.${ruleId}`);
  }
});
