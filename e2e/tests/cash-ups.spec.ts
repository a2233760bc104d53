import { expect as baseExpect, test } from "@playwright/test";
import { MSG } from "@storeops/domain";
import { addDays, serverToday, switchTo } from "./purchases.helpers.ts";
import { DEMO_EMAILS, shownDate } from "./support.ts";

const expect = baseExpect.configure({ timeout: 30_000 });

/** "$1,234.56" → 1234.56 */
const dollars = (shown: string) => Number(shown.replace(/[^0-9.-]/g, ""));

// Issue #30 item 4 at 1280×800: staff count a drawer that is short, say why and submit it;
// accounting sees it waiting and approves it.
test("staff count a short drawer and submit it with a reason; accounting approves it", async ({
  page,
}, info) => {
  test.setTimeout(180_000);
  await switchTo(page, DEMO_EMAILS.staff);
  // A day of the demo's takings with no cash-up yet (the demo counts only the last two weeks); a
  // retry counts the day before.
  const day = addDays(await serverToday(page), -20 - info.retry);

  await page.goto("/cash-ups");
  await page.getByTestId("new-cash-ups").click();
  const form = page.getByRole("dialog", { name: "Count the Drawer" });
  await form.getByTestId("field-business-date").fill(day);
  await form.getByTestId("field-opening-float").fill("150");
  // The terms are the day's own: takings in cash, cash paid out; the expected cash adds them up.
  const expected = form.getByTestId("term-expected");
  await expect(form.getByTestId("term-openingFloat")).toHaveText("$150.00");
  const takings = dollars(await form.getByTestId("term-cashTakings").innerText());
  expect(takings).toBeGreaterThan(0);
  const expectedShown = await expected.innerText();
  const shouldHold = dollars(expectedShown);
  const paidOut =
    dollars(await form.getByTestId("term-cashPurchases").innerText()) +
    dollars(await form.getByTestId("term-cashExpenses").innerText());
  expect(shouldHold).toBeCloseTo(150 + takings - paidOut, 2);

  await form.getByTestId("count-mode").getByText("Enter the total").click();
  const counted = Math.round((shouldHold - 23.4) * 100) / 100;
  await form.getByTestId("field-counted-cash").fill(String(counted));
  await expect(form.getByTestId("variance-badge")).toHaveText("Short by $23.40");
  await expect(form.getByTestId("tolerance-note")).toContainText("Off by more than $5.00");
  await form.getByTestId("field-variance-reason").fill("Refund paid from the till, slip missing");
  await form.getByRole("button", { name: "Save Count" }).click();
  await expect(page.getByText(MSG.cashUpSaved)).toBeVisible();

  const row = page.getByTestId("cash-ups-row").filter({ hasText: shownDate(day) });
  await row
    .first()
    .getByRole("button", { name: `Open the cash-up of ${shownDate(day)}` })
    .click();
  const details = page.getByRole("dialog", { name: "Cash-up" });
  await expect(details.getByTestId("status-badge")).toHaveText("Open");
  await details.getByTestId("submit-button").click();
  await expect(page.getByText(MSG.cashUpSubmitted)).toBeVisible();
  await expect(details.getByTestId("status-badge")).toHaveText("Submitted");
  await expect(details.getByTestId("approve-button")).toHaveCount(0);

  await switchTo(page, DEMO_EMAILS.accounting);
  await page.goto("/cash-ups?status=submitted");
  const waiting = page.getByTestId("cash-ups-row").filter({ hasText: shownDate(day) });
  await expect(waiting.first()).toContainText("Short by $23.40");
  await waiting
    .first()
    .getByRole("button", { name: `Open the cash-up of ${shownDate(day)}` })
    .click();
  await expect(details.getByTestId("cash-up-details")).toContainText(
    "Refund paid from the till, slip missing",
  );
  await expect(details.getByTestId("term-expected")).toHaveText(expectedShown);
  await details.getByTestId("approve-button").click();
  await expect(page.getByText(MSG.cashUpApproved)).toBeVisible();
  await expect(details.getByTestId("status-badge")).toHaveText("Approved");
  await expect(details.getByTestId("cash-up-details")).toContainText("Approved By");
});

// The today list's "Cash-up: not counted yet" opens the count form at once (nobody else counts
// the staff member's store today in the suite).
test("the dashboard's uncounted cash-up line opens the count form", async ({ page }) => {
  test.setTimeout(120_000);
  await switchTo(page, DEMO_EMAILS.staff);
  await page.goto("/dashboard");
  const line = page.getByTestId("today-cash-up");
  await expect(line).toContainText("Cash-up: not counted yet");
  await line.getByRole("link").first().click();
  await expect(page.getByRole("dialog", { name: "Count the Drawer" })).toBeVisible();
  await expect(page).toHaveURL(/\/cash-ups$/);
});
