import { expect as baseExpect, test } from "@playwright/test";
import { MSG } from "@storeops/domain";
import { addDays, serverToday, switchTo } from "./purchases.helpers.ts";
import { DEMO_EMAILS, shownDate } from "./support.ts";

const expect = baseExpect.configure({ timeout: 30_000 });

/** "$1,234.56" → cents */
const cents = (shown: string) => Math.round(Number(shown.replace(/[^0-9.-]/g, "")) * 100);

// Issue #30 item 4 at 390×844: staff count the drawer note by note on a phone; a drawer that
// balances is approved as it is submitted, and the list shows it as a card.
test("staff on a phone count notes and coins to the cent and the balanced drawer is approved", async ({
  page,
}, info) => {
  test.setTimeout(180_000);
  await switchTo(page, DEMO_EMAILS.staff);
  const day = addDays(await serverToday(page), -24 - info.retry);
  await page.goto("/cash-ups");
  await page.getByTestId("new-cash-ups").click();
  const form = page.getByRole("dialog", { name: "Count the Drawer" });
  await form.getByTestId("field-business-date").fill(day);
  await form.getByTestId("field-opening-float").fill("100");
  await expect(form.getByTestId("term-openingFloat")).toHaveText("$100.00");
  await expect(form.getByTestId("term-cashTakings")).not.toHaveText("$0.00");
  // Count exactly what the drawer should hold: $100 notes, then $1 notes, then pennies.
  let left = cents(await form.getByTestId("term-expected").innerText());
  expect(left).toBeGreaterThan(0);
  for (const face of [10000, 100, 1]) {
    const count = Math.floor(left / face);
    left -= count * face;
    if (count > 0) await form.getByTestId(`count-${face}`).fill(String(count));
  }
  await expect(form.getByTestId("variance-badge")).toHaveText("Balanced");
  await expect(form.getByTestId("tolerance-note")).toContainText("approved when you submit");
  const box = await form.getByTestId("denominations").boundingBox();
  expect(box?.width ?? 999).toBeLessThanOrEqual(390);
  await form.getByRole("button", { name: "Save Count" }).click();
  await expect(page.getByText(MSG.cashUpSaved)).toBeVisible();

  const card = page.getByTestId("cash-ups-card").filter({ hasText: shownDate(day) });
  await card.first().click();
  const details = page.getByRole("dialog", { name: "Cash-up" });
  await details.getByTestId("submit-button").click();
  await expect(page.getByText(MSG.cashUpSubmitted)).toBeVisible();
  await expect(details.getByTestId("status-badge")).toHaveText("Approved");
  await expect(details.getByTestId("variance-badge")).toHaveText("Balanced");
  await expect(details.getByTestId("submit-button")).toHaveCount(0);
});
