import { expect, test } from "@playwright/test";
import { MSG } from "@storeops/domain";
import { DEMO_EMAILS, signInAs, text } from "./support.ts";

// Issue #30 item 3 at 390×844: a store manager sees who is on shift, clocks someone in now, takes
// their break, and clocks them out — all from the board Time & Attendance opens on.
test("a manager on a phone sees who is on shift, starts and ends a break, and clocks one out", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, DEMO_EMAILS.manager);
  await page.goto("/time-attendance");
  const board = page.getByTestId("on-shift-board");
  await expect(board).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("tab-on-shift")).toHaveAttribute("aria-selected", "true");

  // Clock someone of the store in now: the first employee not already on shift.
  await board.getByTestId("clock-someone-in").click();
  const modal = page.getByRole("dialog", { name: text("timeAttendance.onShift.clockInTitle") });
  await expect(modal).toBeVisible();
  await modal.getByTestId("field-store").click();
  await page.getByRole("option").first().click();
  await modal.getByTestId("field-employee").click();
  const option = page.getByRole("option").first();
  await expect(option).toBeVisible();
  const name = (await option.textContent())?.split(" · ")[0]?.trim() ?? "";
  await option.click();
  await modal.getByTestId("clock-in-save").click();
  await expect(page.getByText(`${name} is clocked in.`)).toBeVisible({ timeout: 20_000 });
  await expect(modal).toBeHidden();

  const person = board.getByTestId("on-shift-person").filter({ hasText: name });
  await expect(person).toBeVisible({ timeout: 20_000 });
  await expect(person).toContainText("In since");
  // On a phone the person's buttons sit on their own line, full width, thumb-sized.
  const startBreak = person.getByTestId("start-break");
  const box = await startBreak.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await startBreak.click();
  await expect(page.getByText(MSG.breakStarted)).toBeVisible({ timeout: 20_000 });
  await expect(person.getByTestId("on-break")).toContainText("On break since");
  await person.getByTestId("end-break").click();
  await expect(page.getByText(MSG.breakEnded)).toBeVisible({ timeout: 20_000 });
  await expect(person.getByTestId("on-break")).toHaveCount(0);

  await person.getByTestId("board-clock-out").click();
  await expect(page.getByText(MSG.clockedOut)).toBeVisible({ timeout: 20_000 });
  await expect(person).toHaveCount(0);
});
