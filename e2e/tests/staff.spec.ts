import fs from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { MSG, staffMessages } from "@storeops/domain";
import { choose, switchTo } from "./purchases.helpers.ts";
import { DEMO_EMAILS } from "./support.ts";

// The journeys load several lazy screens on a busy machine.
test.describe.configure({ timeout: 120_000 });
test.use({ actionTimeout: 20_000 });

/** Signs in as admin and finds the first or last active staff member by name on the Staff screen. */
async function openActiveMember(page: Page, order: "asc" | "desc") {
  await switchTo(page, DEMO_EMAILS.admin);
  const rows = (await (
    await page.request.get(`/api/rest/v1/staff?select=id,name&eq=status.active&order=name.${order}&limit=1`)
  ).json()) as { id: string; name: string }[];
  const member = rows[0];
  if (!member) throw new Error("no active staff");
  await page.goto(`/staff?q=${encodeURIComponent(member.name)}`);
  return { member, row: page.getByTestId("staff-row").filter({ hasText: member.name }).first() };
}

test("admin marks a staff member on leave and back", async ({ page }) => {
  const { member, row } = await openActiveMember(page, "asc");
  await row.getByTestId("staff-menu").click();
  await page.getByTestId("staff-leave").click();
  await choose(page, "field-leave-type", "Vacation");
  await page.getByTestId("field-leave-start").fill("2026-12-01");
  await page.getByTestId("field-leave-end").fill("2026-11-30");
  await page.getByTestId("leave-save").click();
  await expect(page.getByText("End date cannot be before the start date.")).toBeVisible({ timeout: 30_000 });
  await page.getByTestId("field-leave-end").fill("2026-12-05");
  await page.getByTestId("leave-save").click();
  await expect(page.getByText(staffMessages.markedOnLeave(member.name))).toBeVisible({ timeout: 30_000 });
  await expect(row.getByTestId("leave-until")).toContainText("Until", { timeout: 30_000 });

  await row.getByTestId("staff-menu").click();
  await expect(page.getByTestId("staff-leave")).toHaveCount(0);
  await page.getByTestId("staff-return").click();
  await expect(page.getByText(MSG.staffStatusActive)).toBeVisible({ timeout: 30_000 });
  await expect(row.getByTestId("leave-until")).toHaveCount(0);

  // The profile keeps the leave in its history.
  await row.getByTestId("staff-menu").click();
  await page.getByTestId("staff-profile").click();
  await expect(page.getByTestId("profile-leave").first()).toContainText("Vacation", { timeout: 30_000 });
});

test("admin writes a performance review; the profile shows it with its author, and the rating is kept", async ({
  page,
}) => {
  const { member, row } = await openActiveMember(page, "desc");
  await row.getByTestId("staff-menu").click();
  await page.getByTestId("staff-review").click();
  const dialog = page.getByRole("dialog", { name: "Performance Review" });
  await expect(dialog).toBeVisible();
  // The rating is required: the form says so and sends nothing.
  await page.getByTestId("review-save").click();
  await expect(dialog.getByText("Rating is required.")).toBeVisible();
  const note = `Opens on time, trains new baristas ${Date.now()}`;
  await choose(page, "field-review-rating", "Excellent");
  await page.getByTestId("field-review-note").fill(note);
  await page.getByTestId("review-save").click();
  await expect(page.getByText("Performance review saved")).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toHaveCount(0);

  await row.getByTestId("staff-menu").click();
  await page.getByTestId("staff-profile").click();
  const review = page.getByTestId("profile-review").filter({ hasText: note });
  await expect(review).toBeVisible({ timeout: 30_000 });
  await expect(review).toContainText("Excellent");
  await expect(review).toContainText("by Alex Morgan");
  const saved = (await (
    await page.request.get(`/api/rest/v1/staff?select=performance&eq=id.${member.id}`)
  ).json()) as { performance: string }[];
  expect(saved[0]?.performance).toBe("excellent");
});

test("staff Export (CSV) downloads exactly the filtered rows; Next pages on the server", async ({ page }) => {
  await switchTo(page, DEMO_EMAILS.admin);
  await page.goto("/staff?department=Sales");
  const counted = await page.request.get(
    "/api/rest/v1/staff?select=id&eq=department.Sales&count=exact&limit=1",
  );
  const total = Number(counted.headers()["x-total-count"]);
  expect(total).toBeGreaterThan(0);
  await expect(page.getByTestId("list-range")).toContainText(`of ${total} staff`, { timeout: 30_000 });
  await page.getByTestId("export-button").click();
  const download = page.waitForEvent("download");
  await page.getByTestId("export-csv").click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^staff-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = fs
    .readFileSync(await file.path(), "utf8")
    .trim()
    .split("\r\n");
  expect(lines).toHaveLength(total + 1);
  for (const line of lines.slice(1)) expect(line).toContain("Sales");

  await page.goto("/staff");
  const all = Number(
    (await page.request.get("/api/rest/v1/staff?select=id&count=exact&limit=1")).headers()["x-total-count"],
  );
  if (all > 25) {
    await expect(page.getByTestId("list-range")).toContainText("1–25", { timeout: 30_000 });
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByTestId("list-range")).toContainText("26–", { timeout: 30_000 });
  }
});

test("admin links a staff member to a user account; the profile shows the link", async ({ page }) => {
  const { member, row } = await openActiveMember(page, "desc");
  await row.getByTestId("staff-menu").click();
  await page.getByTestId("staff-edit").click();
  await choose(page, "field-user_id", "Catherine Brooks (ceo@example.com)");
  await page.getByTestId("staff-save").click();
  await expect(page.getByText(MSG.staffUpdated)).toBeVisible({ timeout: 30_000 });
  await row.getByTestId("staff-menu").click();
  await page.getByTestId("staff-profile").click();
  await expect(page.getByTestId("staff-linked-user")).toContainText("Catherine Brooks", { timeout: 30_000 });
  // Leave the demo business as it was for the other journeys.
  const reset = await page.request.patch(`/api/rest/v1/staff?eq=id.${member.id}`, {
    data: { user_id: null },
  });
  expect(reset.status()).toBe(200);
});
