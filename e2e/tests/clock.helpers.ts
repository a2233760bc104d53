import { expect, type Page } from "@playwright/test";

/**
 * The signed-in staff member at /time-attendance, clocked out. The clock panel shows Quick Clock
 * In (loading) until it has read the open entry, so its answer decides, not the button: an earlier
 * test (or its retry, or the Ctrl+K clock test) may leave them clocked in, even twice (in two
 * stores, or on two days) — each open entry is clocked out until none is left.
 */
export async function openClockedOut(page: Page) {
  const clockIn = page.getByTestId("quick-clock-in");
  const clockOut = page.getByTestId("quick-clock-out");
  const openEntry = () =>
    page.waitForResponse(
      (response) =>
        response.request().method() === "GET" && response.url().includes("is=clock_out_time.null"),
    );
  let reread = openEntry();
  await page.goto("/time-attendance");
  for (let tries = 0; tries < 5; tries += 1) {
    const open: unknown[] = await (await reread).json();
    if (open.length === 0) break;
    await expect(clockOut).toBeVisible({ timeout: 20_000 });
    reread = openEntry();
    await clockOut.click();
  }
  await expect(clockIn).toBeVisible({ timeout: 20_000 });
  return { clockIn, clockOut };
}
