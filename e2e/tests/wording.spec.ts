import { expect, test } from "@playwright/test";
import { optionLabel, quickActionsFor, type Role } from "@storeops/domain";
import { DEMO_EMAILS, signInAs, text } from "./support.ts";

// One word for one thing, and screens that say what a role can and cannot do (issue 28, 6–8).
// Several page loads a test: more than the default 60 s on a busy machine.
test.setTimeout(120_000);

const NON_ADMINS: [Role, string][] = [
  ["ceo", DEMO_EMAILS.ceo],
  ["accounting", DEMO_EMAILS.accounting],
  ["store_manager", DEMO_EMAILS.manager],
  ["staff", DEMO_EMAILS.staff],
];

for (const [role, email] of NON_ADMINS) {
  test(`${role}: no server status or database engine anywhere, quick actions only what the role may do`, async ({
    page,
  }) => {
    await signInAs(page, email);
    await page.goto("/dashboard");
    await expect(page.getByTestId("sidebar-user")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId("stat-card").first()).toBeVisible();
    await expect(page.getByTestId("status-box")).toHaveCount(0);
    await expect(page.locator("body")).not.toContainText(/sqlite|postgres/i);
    const expected = quickActionsFor(role).map((action) => action.key);
    // The ceo's dashboard has tiles of its own instead of quick actions.
    if (role === "ceo") return;
    const shown = page.getByTestId("quick-action");
    await expect(shown).toHaveCount(expected.length);
    expect(await shown.evaluateAll((links) => links.map((link) => link.getAttribute("data-action")))).toEqual(
      expected,
    );
  });
}

test("a store manager is told who adds purchases and expenses, and reviews them", async ({ page }) => {
  await signInAs(page, DEMO_EMAILS.manager);
  for (const [path, table] of [
    ["/purchases", "purchases"],
    ["/expenses", "expenses"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByTestId("no-create-note")).toHaveText(text(`${table}.reviewerNote`), {
      timeout: 30_000,
    });
    await expect(page.getByRole("button", { name: text(`${table}.new`) })).toHaveCount(0);
  }
  await page.goto("/dashboard");
  await page.getByRole("link", { name: text("dashboard.actions.reviewPurchases") }).click();
  await expect(page).toHaveURL(/\/purchases\?status=pending$/);
  await expect(page.getByTestId("purchase-row").first()).toBeVisible();
  await expect(page.getByTestId("purchase-row").locator('[data-testid="status-badge"]').first()).toHaveText(
    optionLabel("pending"),
  );
});

test("staff add purchases themselves: a New button and no note", async ({ page }) => {
  await signInAs(page, DEMO_EMAILS.staff);
  await page.goto("/purchases");
  await expect(page.getByRole("button", { name: text("purchases.new") })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("no-create-note")).toHaveCount(0);
});

test("the sign-in tabs say who each is for", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("tab", { name: text("login.tabOffice") })).toBeVisible();
  await expect(page.getByTestId("tab-audience")).toHaveText(text("login.tabOfficeFor"));
  await page.getByRole("tab", { name: text("login.tabStaff") }).click();
  await expect(page.getByTestId("tab-audience")).toHaveText(text("login.tabStaffFor"));
});

test("a job posting's status reads the same on the public page and in administration", async ({ page }) => {
  await page.goto("/careers");
  const publicBadge = page.getByTestId("posting-card").first().locator(".mantine-Badge-label");
  await expect(publicBadge).toHaveText(optionLabel("open"));
  await signInAs(page, DEMO_EMAILS.admin);
  await page.goto("/careers-admin");
  const statuses = page.getByTestId("posting-status");
  await expect(statuses.first()).toBeVisible({ timeout: 30_000 });
  for (const status of await statuses.allTextContents())
    expect([optionLabel("open"), optionLabel("closed")]).toContain(status);
});
