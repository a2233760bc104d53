import { expect as baseExpect, test } from "@playwright/test";
import { apiAs, employeeId, newColleague, storeWeek } from "./schedules.helpers.ts";
import { DEMO_EMAILS, signInAs, signInByApi, text } from "./support.ts";

const expect = baseExpect.configure({ timeout: 30_000 });

// Issue #33: the week a manager published reaches a staff member's phone (390×844); they offer a
// shift, a colleague of the same store and position accepts it, and the manager approves. The
// manager's week is planned through the API here (schedules.spec.ts plans one in the grid); the
// week is a future one from the store's date, so no step depends on the hour.
test("a staff member offers a published shift on a phone, a colleague accepts, the manager approves", async ({
  page,
  baseURL,
}, info) => {
  test.setTimeout(420_000);
  const manager = await apiAs(baseURL, DEMO_EMAILS.manager);
  const { storeId, week } = await storeWeek(manager, "DT-CAFE", 8 + info.retry);
  const sam = await employeeId(manager, storeId, week, "Sam Taylor");
  await manager.post("/api/rest/v1/shifts", {
    store_id: storeId,
    employee_id: sam,
    position: "Cashier",
    shift_date: week,
    start_time: "10:00",
    end_time: "16:00",
    break_minutes: 0,
  });
  await manager.post("/api/schedules/publish", { store_id: storeId, week_start: week }, 200);
  await manager.dispose();
  const colleague = await newColleague(
    baseURL,
    { id: storeId, code: "DT-CAFE" },
    "Cashier",
    `${Date.now()}${info.retry}`,
  );

  // Sam sees the published shift in My shifts and offers it.
  await signInByApi(page, DEMO_EMAILS.staff, "DT-CAFE");
  await page.goto(`/schedules?week=${week}`);
  const mine = page.getByTestId("my-shift").filter({ hasText: "10:00–16:00" });
  await expect(mine).toBeVisible();
  await mine.getByTestId("offer-swap").click();
  await page.getByTestId("offer-send").click();
  await expect(page.getByText(text("schedules.mine.offered"))).toBeVisible();
  const swap = page.getByTestId("swap-card").filter({ hasText: "10:00–16:00" }).first();
  await expect(swap).toHaveAttribute("data-status", "offered");
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);

  // The colleague accepts.
  await page.context().clearCookies();
  await signInByApi(page, colleague.email, "DT-CAFE");
  await page.goto(`/schedules?week=${week}`);
  await swap.getByTestId("swap-accept").click();
  await expect(swap).toHaveAttribute("data-status", "accepted");

  // The manager approves: the shift is now the colleague's.
  await page.context().clearCookies();
  await signInAs(page, DEMO_EMAILS.manager);
  await page.goto(`/schedules?store=${storeId}&week=${week}&day=${week}`);
  await expect(page.getByTestId("day-list")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const waiting = page.getByTestId("swap-card").filter({ hasText: colleague.name }).first();
  await waiting.getByTestId("swap-approve").click();
  await expect(waiting).toHaveAttribute("data-status", "approved");
  await expect(
    page.getByTestId("day-list").getByTestId("shift-chip").filter({ hasText: colleague.name }),
  ).toBeVisible();
});
