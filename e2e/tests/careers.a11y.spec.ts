import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { DEMO_EMAILS, signInAs } from "./support.ts";

test.describe.configure({ timeout: 90_000 });

/** Serious and critical axe findings, with label-content-name-mismatch on (as a11y.spec.ts does). */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(" ")).slice(0, 5) }));
}

for (const scheme of ["light", "dark"] as const) {
  test(`careers pages pass axe in ${scheme}`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem("mantine-color-scheme-value", value), scheme);
    await page.goto("/careers");
    await expect(page.getByTestId("posting-card").first()).toBeVisible({ timeout: 30_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId("apply-now").first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");

    await signInAs(page, DEMO_EMAILS.admin);
    await page.goto("/careers-admin");
    await expect(page.getByTestId("posting-admin-card").first()).toBeVisible({ timeout: 30_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId("all-applications").click();
    await expect(page.getByTestId("application-card").first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
