import { expect, test } from "@playwright/test";
import { guideForScreen, guidesFor } from "@storeops/domain";
import { switchTo } from "./purchases.helpers.ts";
import { DEMO_EMAILS } from "./support.ts";

// The user guides (issue 28 item 10): the "?" of a screen opens its guide, Ctrl+K finds guides,
// and the developer documents stay with the admins.
test.setTimeout(120_000);

test("the ? of a screen opens its guide, with its pictures", async ({ page }) => {
  await switchTo(page, DEMO_EMAILS.admin);
  await page.goto("/payroll");
  const help = page.getByTestId("page-help");
  await expect(help).toHaveAccessibleName("Help: Run payroll");
  await help.click();
  await expect(page).toHaveURL(/\/documentation\?doc=run-payroll$/);
  const view = page.getByTestId("doc-view");
  await expect(view.getByRole("heading", { level: 1 })).toHaveText("Run payroll");
  const picture = view.getByRole("img").first();
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1280);

  // A screen without a guide of its own points to the index of the guides.
  await page.goto("/vendors");
  await page.getByTestId("page-help").click();
  await expect(page).toHaveURL(/\/documentation$/);
  await expect(page.getByRole("heading", { name: "Guides" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Developer documents" })).toBeVisible();
});

test("a staff member finds a guide with Ctrl+K and sees no developer documents", async ({ page }) => {
  await switchTo(page, DEMO_EMAILS.staff);
  await page.goto("/expenses");
  // The first screen of a fresh sign-in loads its chunks: slow on a busy machine.
  await expect(page.getByTestId("page-help")).toHaveAccessibleName("Help: Submit an expense with a receipt", {
    timeout: 60_000,
  });
  await page.keyboard.press("Control+K");
  await page.getByTestId("search-input").fill("clock");
  const guide = page.getByTestId("search-guide");
  await expect(guide).toHaveCount(1);
  await expect(guide).toContainText("Clock in and out");
  await guide.click();
  await expect(page).toHaveURL(/\/documentation\?doc=clock-in$/);
  await expect(page.getByTestId("doc-view").getByRole("heading", { level: 1 })).toHaveText(
    "Clock in and out",
  );

  // Payroll is not a staff member's job: Ctrl+K offers no guide for it. Ctrl+K toggles the
  // search, so it is pressed only once the one the guide was picked from has closed.
  await expect(page.getByTestId("search-input")).toBeHidden();
  await page.keyboard.press("Control+K");
  await expect(page.getByTestId("search-input")).toBeVisible();
  await page.getByTestId("search-input").fill("payroll");
  await expect(page.getByTestId("search-empty")).toBeVisible();
  await expect(page.getByTestId("search-guide")).toHaveCount(0);
  await page.keyboard.press("Escape");

  await page.goto("/documentation");
  const cards = page.getByTestId("doc-card");
  await expect(cards).toHaveCount(guidesFor("staff").length);
  await expect(page.locator('[data-kind="developer"]')).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Developer documents" })).toHaveCount(0);
  expect((await page.request.get("/api/documentation/api-reference")).status()).toBe(403);
});

test("in Spanish the ? and Ctrl+K open the Spanish guide", async ({ page }) => {
  await switchTo(page, DEMO_EMAILS.staff);
  const expenses = guideForScreen("staff", "/expenses", "es");
  const clockIn = guidesFor("staff", "es").find((guide) => guide.id === "clock-in");
  if (!expenses || !clockIn) throw new Error("the staff guides have no Spanish");
  try {
    await page.request.put("/api/settings/general", { data: { language: "es" } });
    await page.goto("/expenses");
    await expect(page.locator("html")).toHaveAttribute("lang", "es", { timeout: 60_000 });
    const help = page.getByTestId("page-help");
    await expect(help).toHaveAccessibleName(new RegExp(`${expenses.title}$`), { timeout: 60_000 });
    await help.click();
    await expect(page.getByTestId("doc-view").getByRole("heading", { level: 1 })).toHaveText(expenses.title);

    // Ctrl+K finds a guide by its Spanish words, accents or not.
    await page.keyboard.press("Control+K");
    await page.getByTestId("search-input").fill("fichar");
    await expect(page.getByTestId("search-guide")).toContainText(clockIn.title);
  } finally {
    await page.request.put("/api/settings/general", { data: { language: "en" } });
  }
});
