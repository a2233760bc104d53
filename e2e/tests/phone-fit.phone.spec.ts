import { expect as baseExpect, test } from "@playwright/test";
import { menuFor } from "@storeops/domain";
import { cutMoney, searchShare, smallButtons } from "./phone-fit.ts";
import { switchTo } from "./purchases.helpers.ts";
import { DEMO_EMAILS } from "./support.ts";

// Issue 28, item 3 and 9 at 390×844: lists give their search a row of its own, dashboards never
// cut a figure, the financial stores table is cards, the CEO's chart draws at most five stores,
// and buttons are thumb-sized.
const expect = baseExpect.configure({ timeout: 30_000 });

/** The admin's list screens: every one shows the kit's search box. */
const LISTS = [
  "/categories",
  "/stores",
  "/users",
  "/staff",
  "/purchases",
  "/expenses",
  "/daily-income",
  "/cash-ups",
  "/time-attendance",
  "/vendors",
  "/audit",
];

test("every list's search box spans the phone's width, and its buttons and cards are thumb-sized", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await switchTo(page, DEMO_EMAILS.admin);
  for (const path of menuFor("admin").map((route) => route.path)) {
    await page.goto(path);
    await expect(page.locator("main h1, main h2").first()).toBeVisible();
    // Time & Attendance opens on who is on shift; its list is the Today tab.
    if (path === "/time-attendance") await page.getByTestId("tab-today").click();
    if (!LISTS.includes(path)) {
      // A new list screen joins LISTS (and so this check) as soon as it shows the search box.
      await expect(page.getByTestId("list-search"), path).toHaveCount(0);
      continue;
    }
    expect(await searchShare(page), path).toBeGreaterThanOrEqual(0.9);
    // Cards, or the list's empty text (today's time entries may be none).
    await expect(
      page.locator("[data-testid$='-cards'], [data-testid='store-grid'], [data-testid='list-empty']").first(),
      path,
    ).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await smallButtons(page), path).toEqual([]);
    const cards = await page
      .locator("[data-testid$='-card']")
      .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().height));
    expect(Math.min(44, ...cards), path).toBeGreaterThanOrEqual(44);
    expect(await cutMoney(page), path).toEqual([]);
  }
});

test("dashboards cut no money figure; the financial stores table is cards; nothing scrolls sideways", async ({
  page,
}) => {
  test.setTimeout(180_000);
  for (const email of Object.values(DEMO_EMAILS)) {
    await switchTo(page, email);
    await page.goto("/dashboard");
    await expect(page.getByTestId("stat-card").first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await cutMoney(page), email).toEqual([]);
    expect(await smallButtons(page), email).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), email).toBeLessThanOrEqual(390);
    if (email === DEMO_EMAILS.accounting || email === DEMO_EMAILS.manager) {
      await expect(page.getByTestId("store-figures-card").first()).toBeVisible();
      await expect(page.getByTestId("store-figures-table")).toHaveCount(0);
      await expect(page.getByTestId("store-figures-card").first()).toContainText("Revenue");
      await expect(page.getByTestId("store-labour-percent").first()).toHaveText(/^\d+\.\d%$/);
    }
  }
});

test("the CEO's revenue chart draws at most five stores, readable, and the picker swaps them", async ({
  page,
}) => {
  await switchTo(page, DEMO_EMAILS.ceo);
  await page.goto("/dashboard");
  const trend = page.getByTestId("revenue-trend");
  const chips = trend.getByTestId("revenue-trend-store");
  const checkbox = (index: number) => chips.nth(index).locator("input");
  await expect(chips.first()).toBeVisible();
  const stores = await chips.count();
  expect(stores).toBeGreaterThan(5);
  await expect(trend.locator("input:checked")).toHaveCount(5);
  await expect(trend.locator(".recharts-line")).toHaveCount(5);
  const surface = await trend.locator(".recharts-surface").boundingBox();
  expect(surface?.height ?? 0).toBeGreaterThanOrEqual(250);
  // Five drawn: the others wait; one taken off frees a place for another.
  const unchecked = await chips.evaluateAll((all) =>
    all
      .map((chip, index) => (chip.querySelector("input:checked") ? -1 : index))
      .filter((index) => index >= 0),
  );
  const other = unchecked[0] ?? 0;
  await expect(checkbox(other)).toBeDisabled();
  const firstChecked = await chips.evaluateAll((all) =>
    all.findIndex((chip) => chip.querySelector("input:checked")),
  );
  await chips.nth(firstChecked).locator("label").click();
  await expect(trend.locator(".recharts-line")).toHaveCount(4);
  await expect(checkbox(other)).toBeEnabled();
  await chips.nth(other).locator("label").click();
  await expect(trend.locator(".recharts-line")).toHaveCount(5);
  await expect(checkbox(other)).toBeChecked();
  // Five colours, all different.
  const colours = await trend
    .locator(".recharts-line path.recharts-curve")
    .evaluateAll((paths) => paths.map((path) => getComputedStyle(path).stroke));
  expect(new Set(colours).size).toBe(5);
});

test("a phone form offers the camera, and typed amounts read as money once left", async ({ page }) => {
  await switchTo(page, DEMO_EMAILS.staff);
  await page.goto("/daily-income");
  await page.getByTestId("new-daily-income").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("file-dropzone")).toContainText("Take a photo or choose a file");
  await expect(dialog.getByTestId("camera-button")).toHaveText("Take a photo");
  await expect(dialog.getByTestId("camera-input")).toHaveAttribute("accept", "image/*");
  await expect(dialog.getByTestId("camera-input")).toHaveAttribute("capture", "environment");
  await expect(dialog.getByTestId("choose-files")).toHaveText("Choose a file");
  const cash = dialog.getByTestId("field-cash");
  await cash.fill("412.5");
  await dialog.getByTestId("field-card").focus();
  await expect(cash).toHaveValue("$412.50");
  await dialog.getByTestId("field-card").fill("1200");
  await cash.focus();
  await expect(dialog.getByTestId("field-card")).toHaveValue("$1,200.00");
  await expect(dialog.getByTestId("live-total")).toHaveText("$1,612.50");
  expect(await smallButtons(page)).toEqual([]);
});
