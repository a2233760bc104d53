import { expect, test } from "@playwright/test";
import { MSG } from "@storeops/domain";
import { openClockedOut } from "./clock.helpers.ts";
import { DEMO_EMAILS, signInAs, text } from "./support.ts";

test("staff clocks in and out with one tap each and sees the entry Completed", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, DEMO_EMAILS.staff);
  const { clockIn, clockOut } = await openClockedOut(page);
  await expect(page.getByRole("heading", { name: text("timeAttendance.title") })).toBeVisible();
  await clockIn.click();
  await expect(page.getByText(MSG.clockedIn)).toBeVisible({ timeout: 20_000 });
  const banner = page.getByTestId("clocked-in-banner");
  await expect(banner).toContainText(text("timeAttendance.clockedInBanner"));
  const card = page.getByTestId("time-entry-card").first();
  await expect(card).toContainText(MSG.timeEntryInProgress);
  await expect(card).toContainText(text("timeAttendance.status.active"));

  await clockOut.click();
  await expect(page.getByText(MSG.clockedOut)).toBeVisible({ timeout: 20_000 });
  await expect(banner).toBeHidden();
  await expect(clockIn).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("time-entry-card").first()).toContainText(
    text("timeAttendance.status.completed"),
  );
  await expect(page.getByTestId("tab-today")).toContainText(/Today \(\d+\)/);
});
