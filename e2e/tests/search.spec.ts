import { expect, type Page, test } from "@playwright/test";
import { SEARCH_CATEGORIES } from "@storeops/domain";
import { DEMO_EMAILS, demoAccount, signInAs, text } from "./support.ts";

interface StoreRef {
  id: string;
  code: string;
  name: string;
}

async function publicStores(page: Page): Promise<StoreRef[]> {
  const response = await page.request.get("/api/auth/v1/stores");
  expect(response.ok()).toBe(true);
  return (await response.json()) as StoreRef[];
}

async function openSearch(page: Page) {
  await page.locator("body").click({ position: { x: 600, y: 400 } });
  await page.keyboard.press("Control+k");
  await expect(page.getByTestId("search-input")).toBeFocused();
}

test("Ctrl+K finds a demo store and Enter opens it", async ({ page }) => {
  await signInAs(page, DEMO_EMAILS.admin);
  const [store] = await publicStores(page);
  if (!store) throw new Error("no demo store");
  await page.goto("/dashboard");
  await openSearch(page);
  await expect(page.getByTestId("search-empty")).toHaveText("Start typing to search");
  await page.getByTestId("search-input").fill(store.name);
  await expect(page.getByTestId("search-result").filter({ hasText: store.name }).first()).toBeVisible();
  await page.getByTestId("search-input").press("Enter");
  await expect(page).toHaveURL(/\/stores\?id=/);
  await expect(page.getByTestId("store-card")).toHaveCount(1);
  await expect(page.getByTestId("store-card")).toContainText(store.name);
  await expect(page.getByRole("dialog", { name: store.name })).toBeVisible();
});

test("search filters by category chip and Escape closes it", async ({ page }) => {
  await signInAs(page, DEMO_EMAILS.admin);
  const [store] = await publicStores(page);
  if (!store) throw new Error("no demo store");
  await page.goto("/dashboard");
  await openSearch(page);
  const chips = page.getByTestId("search-chips");
  for (const type of SEARCH_CATEGORIES) {
    await expect(chips.getByText(text(`search.types.${type}`), { exact: true })).toBeVisible();
  }
  await chips.getByText(text("search.types.users"), { exact: true }).click();
  await page.getByTestId("search-input").fill(store.name);
  await expect(page.getByTestId("search-empty")).toHaveText("No results found");
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("search-input")).toBeHidden();
});

test("a staff search finds nothing from a store the staff member is not in", async ({ page }) => {
  const staff = await demoAccount(page.request, DEMO_EMAILS.staff);
  const staff2 = await demoAccount(page.request, DEMO_EMAILS.staff2);
  const stores = await publicStores(page);
  const foreignCode = staff2.store_codes.find((code) => !staff.store_codes.includes(code));
  const foreign = stores.find((store) => store.code === foreignCode);
  if (!foreign) throw new Error("demo data should give staff2 a store staff is not in");

  await signInAs(page, DEMO_EMAILS.staff);
  await page.goto("/dashboard");
  await openSearch(page);
  for (const term of [foreign.name, foreign.code]) {
    await page.getByTestId("search-input").fill(term);
    await expect(page.getByTestId("search-empty")).toHaveText("No results found");
    await expect(page.getByTestId("search-result")).toHaveCount(0);
  }
});

test("keys typed right after Ctrl+K all reach the search", async ({ page }) => {
  test.setTimeout(60_000);
  await signInAs(page, DEMO_EMAILS.admin);
  // The race is widest while the page is still loading; a few rounds make a lost key all but certain.
  for (let round = 0; round < 3; round++) {
    await page.goto("/dashboard");
    await expect(page.getByTestId("search-button")).toBeVisible();
    // No wait between the shortcut and the typing: a person types on as the dialog opens.
    await page.keyboard.press("Control+K");
    await page.keyboard.type("midtown");
    await expect(page.getByTestId("search-input")).toHaveValue("midtown");
  }
  await expect(page.getByTestId("search-result").filter({ hasText: "Midtown" }).first()).toBeVisible();
});
