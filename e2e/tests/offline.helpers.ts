import { expect, type Page } from "@playwright/test";
import { openClockedOut } from "./clock.helpers.ts";
import { text } from "./support.ts";

/** Helpers of the offline journeys (offline*.spec.ts, issue #30): the worker, the queue, the API's counts. */

/** Waits until the service worker is installed and controls the page (the app then opens offline). */
export async function workerInControl(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The worker claims the open page once it is active; a reload would also put it in control.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

/** The top bar's count of writes waiting to be sent ("2 waiting to send"). */
export function queueButton(page: Page) {
  return page.getByTestId("offline-queue-button");
}

export const waitingLabel = (count: number) =>
  text(count === 1 ? "offline.buttonCount_one" : "offline.buttonCount_other").replace(
    "{{count}}",
    String(count),
  );

/** How many rows of a table the signed-in user reads that match `query` (X-Total-Count). */
export async function countOf(page: Page, table: string, query: string): Promise<number> {
  const response = await page.request.get(`/api/rest/v1/${table}?select=id&limit=1&count=exact&${query}`);
  expect(response.ok(), await response.text()).toBe(true);
  return Number(response.headers()["x-total-count"]);
}

/**
 * Staff at /time-attendance, online, clocked out, with the service worker in control and the
 * expense form's categories read once (the screens a journey then uses offline).
 */
export async function readyToGoOffline(page: Page) {
  const { clockIn } = await openClockedOut(page);
  await expect(clockIn).toBeVisible();
  await workerInControl(page);
  await page.goto("/expenses");
  await page.getByTestId("new-expense").click();
  await page.getByTestId("field-category").click();
  // The category list's options (the pager's rows-per-page select holds options of its own).
  await expect(page.getByRole("listbox").getByRole("option").first()).toBeVisible();
  await page.keyboard.press("Escape");
  await page.keyboard.press("Escape");
  await page.goto("/time-attendance");
  await expect(clockIn).toBeVisible();
}
