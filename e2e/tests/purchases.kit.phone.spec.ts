import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { switchTo } from "./purchases.helpers.ts";
import { DEMO_EMAILS } from "./support.ts";

// At 390×844 the lists are cards: nothing scrolls sideways, every card is reached by Tab and
// shows what the table's columns show.

for (const [screen, one] of [
  ["purchases", "purchase"],
  ["expenses", "expense"],
] as const) {
  test(`${screen}: cards instead of a sideways-scrolling table`, async ({ page }) => {
    await switchTo(page, DEMO_EMAILS.admin);
    await page.goto(`/${screen}`);
    const cards = page.getByTestId(`${one}-card`);
    await expect(cards.first()).toBeVisible();
    await expect(page.getByTestId(`${one}-table`)).toHaveCount(0);

    const results = await new AxeBuilder({ page }).withRules(["scrollable-region-focusable"]).analyze();
    expect(results.violations).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // Amount, status and the store are on the card (the table's hidden columns of old).
    const first = cards.first();
    await expect(first.getByTestId("row-amount")).toHaveText(/^\$[\d,]+\.\d{2}$/);
    await expect(first.getByTestId("status-badge")).toBeVisible();
    await first.focus();
    await expect(first).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog")).toBeVisible();
  });
}

test("the summary cards keep their icons whole at 390 px", async ({ page }) => {
  await switchTo(page, DEMO_EMAILS.admin);
  for (const path of ["/purchases", "/expenses", "/dashboard"]) {
    await page.goto(path);
    const cards = page.locator('[data-testid="summary-card"], [data-testid="stat-card"]');
    await expect(cards.first()).toBeVisible();
    await expect(cards.first().locator(".mantine-ThemeIcon-root")).toBeVisible();
    const clipped = await cards.evaluateAll((all) =>
      all.flatMap((card) => {
        const icon = card.querySelector(".mantine-ThemeIcon-root");
        if (!icon) return [`${card.textContent}: no icon`];
        const box = card.getBoundingClientRect();
        const inner = icon.getBoundingClientRect();
        return inner.width > 0 && inner.left >= box.left && inner.right <= box.right
          ? []
          : [card.textContent ?? ""];
      }),
    );
    expect(clipped, path).toEqual([]);
  }
});
