import { expect as baseExpect, type Page, test } from "@playwright/test";
import { MSG, staffMessages } from "@storeops/domain";
import { addDays, choose, serverToday, switchTo } from "./purchases.helpers.ts";
import { DEMO_EMAILS, text } from "./support.ts";

// At 390×844: the stores, industries, staff and vendors screens as an admin uses them on a phone,
// the journeys of stores.spec.ts, staff.spec.ts and vendors.spec.ts. Lists are cards there, and
// details open full screen.

// The machine the suite runs on may be busy: first paints get more time than the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });
test.use({ actionTimeout: 20_000 });

const PHONE_WIDTH = 390;

/** Nothing on the page scrolls sideways at phone width. */
async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE_WIDTH);
}

test("admin opens a store's detail panel full screen and closes it; industries are cards too", async ({
  page,
}) => {
  await switchTo(page, DEMO_EMAILS.admin);
  await page.goto("/stores");
  const cards = page.getByTestId("store-card");
  await expect(cards.first()).toBeVisible();
  // One column of cards: the first two start at the same left edge, one under the other.
  if ((await cards.count()) > 1) {
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(second?.x).toBe(first?.x);
    expect(second?.y ?? 0).toBeGreaterThan(first?.y ?? 0);
  }
  await expectNoSidewaysScroll(page);

  const card = cards.first();
  const name = (await card.getByRole("heading").textContent()) ?? "";
  await card.getByTestId("store-view").click();
  const dialog = page.getByRole("dialog", { name });
  await expect(dialog).toBeVisible();
  const figures = dialog.getByTestId("overview-cards");
  for (const label of ["Revenue", "Purchases", "Expenses"]) await expect(figures).toContainText(label);
  await expect(figures).toContainText(/Net (Profit|Loss)/);
  // Full screen on a phone.
  expect(Math.round((await dialog.boundingBox())?.width ?? 0)).toBe(PHONE_WIDTH);
  // The panel's period is the page's (this month by default); picking one names it on the cards.
  await dialog.getByTestId("overview-period").click();
  await page.getByRole("option", { name: text("kit.period.options.this_year") }).click();
  await expect(dialog.getByTestId("overview-cards")).toContainText(text("kit.period.names.this_year"));
  await expect(dialog.getByTestId("overview-daily")).toBeVisible();
  await dialog.getByRole("button", { name: text("kit.close") }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toBeVisible();

  await page.goto("/industries");
  await expect(page.getByTestId("industry-card").first()).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test("admin marks a staff member on leave from the profile and returns them", async ({ page }) => {
  await switchTo(page, DEMO_EMAILS.admin);
  // The desktop journey takes the first active member by name: this one takes the last.
  const rows = (await (
    await page.request.get("/api/rest/v1/staff?select=id,name&eq=status.active&order=name.desc&limit=1")
  ).json()) as { id: string; name: string }[];
  const member = rows[0];
  if (!member) throw new Error("no active staff");
  const today = await serverToday(page);

  await page.goto(`/staff?q=${encodeURIComponent(member.name)}`);
  await expect(page.getByTestId("staff-cards")).toBeVisible();
  await expect(page.getByTestId("staff-table")).toHaveCount(0);
  const card = page.getByTestId("staff-card").filter({ hasText: member.name }).first();
  // A card is a button that opens the profile: the actions live there, not in a menu.
  await expect(card.getByTestId("staff-menu")).toHaveCount(0);
  await expectNoSidewaysScroll(page);

  await card.click();
  const profile = page.getByRole("dialog", { name: text("staff.profile.title") });
  await expect(profile.getByRole("heading", { name: member.name })).toBeVisible();
  await expect(profile.getByRole("button", { name: text("staff.menu.return") })).toHaveCount(0);
  await profile.getByRole("button", { name: text("staff.menu.leave") }).click();

  const leave = page.getByRole("dialog", { name: text("staff.leave.title") });
  await expect(leave).toBeVisible();
  await choose(page, "field-leave-type", "Vacation");
  await leave.getByTestId("field-leave-start").fill(addDays(today, 7));
  await leave.getByTestId("field-leave-end").fill(addDays(today, 6));
  await leave.getByTestId("leave-save").click();
  await expect(leave.getByText("End date cannot be before the start date.")).toBeVisible();
  await leave.getByTestId("field-leave-end").fill(addDays(today, 11));
  await leave.getByTestId("leave-save").click();
  await expect(page.getByText(staffMessages.markedOnLeave(member.name))).toBeVisible();
  await expect(leave).toBeHidden();
  await expect(card.getByTestId("leave-until")).toContainText("Until");

  // The profile's own query is not refreshed by the leave (it stays fresh for 30 s): reload so
  // the reopened profile shows the member on leave, with Return from Leave.
  await page.reload();
  await card.click();
  await expect(profile.getByTestId("leave-until")).toContainText("Until");
  await expect(profile.getByRole("button", { name: text("staff.menu.leave") })).toHaveCount(0);
  await profile.getByRole("button", { name: text("staff.menu.return") }).click();
  await expect(page.getByText(staffMessages.returnedFromLeave(member.name))).toBeVisible();
  await expect(page.getByText(MSG.staffStatusActive)).toBeVisible();
  await profile.getByRole("button", { name: text("kit.close") }).click();
  await expect(profile).toBeHidden();
  await expect(card.getByTestId("leave-until")).toHaveCount(0);

  // Active again, the leave kept in the profile's history.
  await page.reload();
  await card.click();
  await expect(profile.getByRole("button", { name: text("staff.menu.leave") })).toBeVisible();
  await expect(profile.getByTestId("profile-leave").first()).toContainText("Vacation");
});

test("vendors are cards with their totals; search narrows them and a card opens the details", async ({
  page,
}) => {
  await switchTo(page, DEMO_EMAILS.admin);
  const top = (await (
    await page.request.get(
      "/api/rest/v1/vendors?select=name,total_purchases&order=total_purchases.desc&limit=1",
    )
  ).json()) as { name: string; total_purchases: number }[];
  const vendor = top[0];
  if (!vendor) throw new Error("no vendors");
  const total = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(
    vendor.total_purchases,
  );

  await page.goto("/vendors");
  await expect(page.getByTestId("vendor-cards")).toBeVisible();
  await expect(page.getByTestId("vendor-table")).toHaveCount(0);
  await expect(page.getByTestId("vendor-card").first()).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.getByTestId("list-search").fill(vendor.name);
  const card = page.getByTestId("vendor-card").filter({ hasText: vendor.name });
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId("row-amount")).toHaveText(total);
  await card.click();
  const details = page.getByRole("dialog", { name: text("vendors.detailsTitle") });
  await expect(details.getByTestId("vendor-details")).toContainText(vendor.name);
  await details
    .getByTestId("record-actions")
    .getByRole("button", { name: text("kit.close") })
    .click();
  await expect(details).toBeHidden();

  await page.getByTestId("list-search").fill("no vendor is called this 7f3q");
  await expect(page.getByTestId("list-empty")).toBeVisible();
  await expect(page.getByTestId("vendor-card")).toHaveCount(0);
});
