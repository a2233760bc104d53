import { expect as baseExpect, test } from "@playwright/test";
import { incomeAlreadyRecorded } from "@storeops/domain";
import { queueButton, waitingLabel, workerInControl } from "./offline.helpers.ts";
import { addDays, serverToday, switchTo, tinyPng, unique } from "./purchases.helpers.ts";
import { DEMO_EMAILS, shownDate, text } from "./support.ts";

const expect = baseExpect.configure({ timeout: 30_000 });

// Issue #30 item 6 at 390×844: the queue's count sits in the phone's top bar; a daily income made
// offline for a day that already has one comes back refused with the server's words, is opened in
// its form, corrected and sent (a new request), once.
test("a daily income made offline and refused by the server is corrected from the queue and sent once", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await switchTo(page, DEMO_EMAILS.staff);
  const note = unique("OFFLINE-TAKINGS");
  const today = await serverToday(page);
  // Today has a record of the staff member's store (made here if no test made it yet): the one sent
  // from the queue for today is refused.
  await page.request.post("/api/rest/v1/daily_income", { data: { date: today, income_cash: 1 } });
  const taken = (await (
    await page.request.get("/api/rest/v1/daily_income?select=date&order=date.desc&limit=200")
  ).json()) as { date: string }[];
  const days = new Set(taken.map((row) => row.date));
  let free = addDays(today, -1);
  while (days.has(free)) free = addDays(free, -1);

  await page.goto("/daily-income");
  await expect(page.getByTestId("new-daily-income")).toBeVisible();
  await workerInControl(page);
  await context.setOffline(true);

  await test.step("offline: the record waits, counted in the top bar", async () => {
    await page.getByTestId("new-daily-income").click();
    const dialog = page.getByRole("dialog", { name: "New Daily Income Record" });
    await dialog.getByTestId("field-cash").fill("55.50");
    await dialog.getByTestId("field-notes").fill(note);
    await dialog.getByTestId("file-dropzone").locator('input[type="file"]').setInputFiles(tinyPng());
    await dialog.getByTestId("daily-income-save").click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(text("offline.queued")).first()).toBeVisible();
    // The phone's top bar: an icon with the count on it, named by the count.
    await expect(queueButton(page)).toHaveAccessibleName(waitingLabel(1));
    await page.reload();
    await expect(queueButton(page)).toHaveAccessibleName(waitingLabel(1));
  });

  await context.setOffline(false);

  await test.step("online: refused with the server's message, still in the queue", async () => {
    await queueButton(page).click();
    const panel = page.getByTestId("offline-queue-panel");
    const item = panel.getByTestId("offline-item");
    await expect(item).toHaveAttribute("data-state", "refused", { timeout: 60_000 });
    await expect(item.getByTestId("offline-item-message")).toHaveText(incomeAlreadyRecorded(today));
    await item.getByRole("button", { name: text("offline.edit") }).click();
  });

  await test.step("edited: another day, sent once, and the queue is empty", async () => {
    const dialog = page.getByRole("dialog", { name: "New Daily Income Record" });
    await expect(dialog.getByTestId("field-notes")).toHaveValue(note);
    await expect(dialog.getByTestId("selected-files")).toContainText("receipt.png");
    await dialog.getByTestId("field-date").fill(shownDate(free));
    await dialog.getByTestId("field-notes").click();
    await dialog.getByTestId("daily-income-save").click();
    await expect(page.getByText("Daily income record saved successfully!")).toBeVisible();
    await expect(queueButton(page)).toHaveCount(0);
    const saved = (await (
      await page.request.get(
        `/api/rest/v1/daily_income?q=${encodeURIComponent(note)}&select=date,attachments`,
      )
    ).json()) as { date: string; attachments: unknown[] }[];
    expect(saved).toEqual([expect.objectContaining({ date: free })]);
    expect(saved[0]?.attachments).toHaveLength(1);
  });
});
