import { expect, test } from "@playwright/test";
import { startInLight, violationsInBothSchemes } from "./axe.ts";
import { switchTo } from "./purchases.helpers.ts";
import { DEMO_EMAILS } from "./support.ts";

const NONE = { light: [], dark: [] };

// Each state (the filtered list, the details, the form) is checked in the light theme and then,
// switched in place, in the dark one.
for (const screen of ["purchases", "expenses"] as const) {
  test(`axe: ${screen} list, filters, details and form in light and dark`, async ({ page }) => {
    // Six axe runs (three states, two themes): minutes on a busy 2-core machine.
    test.setTimeout(180_000);
    await startInLight(page);
    await switchTo(page, DEMO_EMAILS.admin);
    const one = screen.slice(0, -1);
    await page.goto(`/${screen}?status=pending`);
    await expect(page.getByTestId(`${one}-row`).first()).toBeVisible();
    await expect(page.getByTestId("filter-panel")).toBeVisible();
    expect(await violationsInBothSchemes(page, { nameMismatch: false })).toEqual(NONE);

    await page.getByTestId(`${one}-row`).first().click();
    // Its actions: Approve unless the admin created it (nobody decides on their own record).
    await expect(page.getByTestId("record-actions")).toBeVisible();
    expect(await violationsInBothSchemes(page, { nameMismatch: false })).toEqual(NONE);
    await page.keyboard.press("Escape");

    await page.getByTestId(`new-${one}`).click();
    await expect(page.getByTestId("file-dropzone")).toBeVisible();
    expect(await violationsInBothSchemes(page, { nameMismatch: false })).toEqual(NONE);
  });
}
