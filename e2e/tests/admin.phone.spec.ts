import { expect as baseExpect, type Page, test } from "@playwright/test";
import { optionLabel } from "@storeops/domain";
import { choose, switchTo, unique } from "./purchases.helpers.ts";
import { DEMO_EMAILS, text, YESTERDAY } from "./support.ts";

// At 390×844 the administration screens list records as cards (no table), keep their actions one
// tap away and never scroll sideways. Mirrors users.spec.ts, profile.spec.ts and audit.spec.ts.

// The shared CI machine can be slow to render a lazily loaded screen: give these journeys room.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
}

test("admin finds a user's card with its store chips and opens Reset Password from it", async ({ page }) => {
  await switchTo(page, DEMO_EMAILS.admin);
  await page.goto("/users");
  await expect(page.getByRole("heading", { name: text("users.title") })).toBeVisible();
  await expect(page.getByTestId("user-cards")).toBeVisible();
  await expect(page.getByTestId("user-card").first()).toBeVisible();
  await expect(page.getByTestId("user-row")).toHaveCount(0);
  await expectNoSidewaysScroll(page);

  // Rachel Nguyen (accounting) is assigned four stores: two chips, then '+2 more'.
  await page.getByTestId("list-search").fill(DEMO_EMAILS.accounting);
  const card = page.getByTestId("user-card").filter({ hasText: DEMO_EMAILS.accounting });
  await expect(page.getByTestId("user-card")).toHaveCount(1);
  await expect(card).toContainText("Rachel Nguyen");
  await expect(card).toContainText("Accounting");
  await expect(card.getByText("+2 more", { exact: true })).toBeVisible();

  // A tap opens the profile; its Reset Password opens the dialog, which Cancel closes.
  await card.click();
  const profile = page.getByRole("dialog", { name: "Rachel Nguyen" });
  await expect(profile.getByText(DEMO_EMAILS.accounting)).toBeVisible();
  await profile.getByRole("button", { name: text("users.actions.reset") }).click();
  const reset = page.getByRole("dialog", { name: text("users.resetTitle") });
  await expect(reset.getByTestId("reset-password")).toBeVisible();
  await expect(profile).toBeHidden();
  await reset.getByTestId("reset-password").fill("Short1");
  await reset.getByTestId("reset-confirm").fill("Short2");
  await reset.getByRole("button", { name: text("users.actions.reset") }).click();
  await expect(reset.getByRole("alert")).toHaveText("Passwords do not match!");
  await reset.getByRole("button", { name: text("users.cancel") }).click();
  await expect(reset).toBeHidden();
  await expectNoSidewaysScroll(page);
});

test("a signed-in user edits personal information at phone width and it is kept", async ({ page }) => {
  const location = `Tacoma, WA ${unique("P")}`;
  await switchTo(page, DEMO_EMAILS.manager);
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: text("profile.title") })).toBeVisible();
  await expectNoSidewaysScroll(page);

  const field = page.getByTestId("profile-location");
  await expect(field).toHaveAttribute("readonly", "");
  await page.getByTestId("profile-edit").click();
  await expect(field).not.toHaveAttribute("readonly", "");
  await field.fill(location);
  await page.getByTestId("profile-save").click();
  await expect(page.getByText(text("profile.saved"))).toBeVisible();
  await expect(field).toHaveAttribute("readonly", "");

  await page.reload();
  await expect(page.getByTestId("profile-location")).toHaveValue(location);
  const user = (await (await page.request.get("/api/auth/v1/user")).json()) as { location: string };
  expect(user.location).toBe(location);
});

test("admin filters the audit cards by action and pages forward", async ({ page }) => {
  await switchTo(page, DEMO_EMAILS.admin);
  await page.goto("/audit");
  await expect(page.getByRole("heading", { name: text("auditLogs.title") })).toBeVisible();
  await expect(page.getByTestId("audit-card").first()).toBeVisible();
  await expect(page.getByTestId("audit-row")).toHaveCount(0);
  await expectNoSidewaysScroll(page);

  const response = await page.request.get(
    `/api/rest/v1/audit_logs?select=id&eq=action.LOGIN&lte=created_at.${YESTERDAY}T23:59:59.999Z&limit=1&count=exact`,
  );
  expect(response.ok()).toBe(true);
  const logins = Number(response.headers()["x-total-count"]);
  expect(logins).toBeGreaterThan(50);

  // On a phone the filter panel starts closed.
  await expect(page.getByTestId("audit-filters")).toHaveCount(0);
  await page.getByTestId("filter-toggle").click();
  await expect(page.getByTestId("audit-filters")).toBeVisible();
  await choose(page, "filter-action", new RegExp(`^${optionLabel("LOGIN")}$`));
  // Up to yesterday: the sign-ins of tests running beside this one do not move the count.
  await page.getByTestId("filter-to").fill(YESTERDAY);
  await page.getByTestId("audit-apply").click();
  await expect(page.getByTestId("list-range")).toHaveText(`Showing 1–50 of ${logins} entries`);
  const badges = page.getByTestId("audit-card").locator("[data-action]");
  await expect(badges).toHaveCount(50);
  const actions = () => badges.evaluateAll((els) => els.map((el) => el.getAttribute("data-action")));
  expect(new Set(await actions())).toEqual(new Set(["LOGIN"]));
  const firstPage = await page
    .getByTestId("audit-card")
    .evaluateAll((cards) => cards.map((card) => card.getAttribute("data-id")));

  await page.getByRole("button", { name: text("kit.next") }).click();
  await expect(page.getByTestId("list-range")).toHaveText(
    `Showing 51–${Math.min(100, logins)} of ${logins} entries`,
  );
  expect(new Set(await actions())).toEqual(new Set(["LOGIN"]));
  const secondPage = await page
    .getByTestId("audit-card")
    .evaluateAll((cards) => cards.map((card) => card.getAttribute("data-id")));
  expect(secondPage.some((id) => firstPage.includes(id))).toBe(false);
  await expectNoSidewaysScroll(page);
});
