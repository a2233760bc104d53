import { expect, test } from "@playwright/test";
import { MSG } from "@storeops/domain";
import { DEMO_EMAILS, signInAs, text } from "./support.ts";

test("a store manager adds a manual overnight entry and sees 8.5 h", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, DEMO_EMAILS.manager);
  await page.goto("/time-attendance");
  await page.getByTestId("new-time-entry").click();
  const modal = page.getByRole("dialog", { name: text("timeAttendance.form.title") });
  await expect(modal).toBeVisible({ timeout: 20_000 });
  await modal.getByTestId("field-store").click();
  await page.getByRole("option").first().click();
  await modal.getByTestId("field-employee").click();
  const option = page.getByRole("option").first();
  const employee = (await option.textContent())?.split(" · ")[0] ?? "";
  await option.click();
  await modal.getByTestId("field-clock-in").fill("22:00");
  await modal.getByTestId("field-clock-out").fill("06:30");
  await expect(modal.getByTestId("hours-preview")).toContainText("8.5 h (8 h 30 min)");
  await modal.getByTestId("time-entry-save").click();
  await expect(page.getByText(MSG.timeEntryCreated)).toBeVisible({ timeout: 20_000 });
  await expect(modal).toBeHidden();
  const row = page
    .getByTestId("time-entry-row")
    .filter({ hasText: employee })
    .filter({ hasText: "06:30" })
    .first();
  await expect(row).toContainText("22:00");
  await expect(row).toContainText("8.5 h");
  await expect(row).toContainText(text("timeAttendance.status.completed"));
});

test("the empty state and the ceo's read-only view", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, DEMO_EMAILS.ceo);
  await page.goto("/time-attendance");
  await expect(page.getByRole("heading", { name: text("timeAttendance.title") })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByTestId("new-time-entry")).toHaveCount(0);
  await expect(page.getByTestId("tab-history")).toContainText(/History \(\d+\)/);
  await page.goto("/time-attendance?q=no-such-note-anywhere");
  await expect(page.getByText(MSG.timeEntriesEmpty)).toBeVisible({ timeout: 20_000 });
});
