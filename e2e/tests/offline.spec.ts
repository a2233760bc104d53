import { expect as baseExpect, test } from "@playwright/test";
import { MSG } from "@storeops/domain";
import { kioskForTwo } from "./kiosk.helpers.ts";
import { countOf, queueButton, readyToGoOffline, waitingLabel, workerInControl } from "./offline.helpers.ts";
import { tinyPng, unique } from "./purchases.helpers.ts";
import { DEMO_EMAILS, signInAs, text } from "./support.ts";

// The machine the suite runs on may be busy: the worker's first install precaches the whole app.
const expect = baseExpect.configure({ timeout: 30_000 });

// Issue #30 item 6 at 1280×800: the installed app opens without a connection; a clock-in and an
// expense with its receipt made offline wait on the device (through a reload) and reach the server
// exactly once when the connection returns.
test("offline, staff clock in and record an expense with a photo; after a reload and back online each reaches the server once", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const account = await signInAs(page, DEMO_EMAILS.staff);
  const description = unique("OFFLINE");

  await test.step("online once: the worker installs and the screens are seen", async () => {
    await readyToGoOffline(page);
  });
  const entriesBefore = await countOf(page, "employee_time_entries", "order=work_date.desc");

  await context.setOffline(true);

  await test.step("offline: Quick Clock In waits on the device", async () => {
    await page.getByTestId("quick-clock-in").click();
    await expect(page.getByText(text("offline.queued")).first()).toBeVisible();
    await expect(page.getByTestId("clock-in-waiting")).toContainText(text("offline.clockInWaiting"));
    await expect(page.getByTestId("quick-clock-in")).toHaveCount(0);
    await expect(queueButton(page)).toHaveText(waitingLabel(1));
  });

  await test.step("offline: the expenses screen opens and an expense with its photo waits too", async () => {
    await page.goto("/expenses");
    await page.getByTestId("new-expense").click();
    const form = page.getByRole("dialog", { name: /New Expense/ });
    await form.getByTestId("field-description").fill(description);
    await page.getByTestId("field-category").click();
    await page.getByRole("listbox").getByRole("option").first().click();
    await form.getByTestId("field-amount").fill("12.34");
    await form.getByTestId("file-dropzone").locator('input[type="file"]').setInputFiles(tinyPng());
    await expect(form.getByTestId("selected-files")).toContainText("receipt.png");
    await form.getByTestId("expense-save").click();
    await expect(form).toBeHidden();
    await expect(page.getByText(text("offline.queued")).first()).toBeVisible();
    await expect(queueButton(page)).toHaveText(waitingLabel(2));
  });

  await test.step("a reload without a connection: the app opens and the queue still holds both", async () => {
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(queueButton(page)).toHaveText(waitingLabel(2));
    await queueButton(page).click();
    const panel = page.getByTestId("offline-queue-panel");
    await expect(panel.getByTestId("offline-item")).toHaveCount(2);
    await expect(panel.getByTestId("offline-item").first()).toContainText(text("offline.kinds.clock_in"));
    await expect(panel.getByTestId("offline-item").nth(1)).toContainText(description);
    await expect(panel.getByTestId("offline-item").nth(1)).toContainText(text("offline.states.waiting"));
    await page.keyboard.press("Escape");
  });

  await context.setOffline(false);

  await test.step("back online: both are sent, once each", async () => {
    await expect(queueButton(page)).toHaveCount(0, { timeout: 60_000 });
    expect(await countOf(page, "employee_time_entries", "order=work_date.desc")).toBe(entriesBefore + 1);
    expect(await countOf(page, "employee_time_entries", "is=clock_out_time.null")).toBe(1);
    const expenses = await page.request.get(
      `/api/rest/v1/expenses?eq=description.${encodeURIComponent(description)}&select=id,amount,attachments`,
    );
    const rows = (await expenses.json()) as { id: string; amount: number; attachments: unknown[] }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]?.amount).toBe(12.34);
    expect(rows[0]?.attachments).toHaveLength(1);
    // The screen reads the sent records again: the clock panel shows the open entry.
    await page.goto("/time-attendance");
    await expect(page.getByTestId("clocked-in-banner")).toBeVisible();
    await page.getByTestId("quick-clock-out").click();
    await expect(page.getByText(MSG.clockedOut)).toBeVisible();
  });
  expect(account.role).toBe("staff");
});

test("a kiosk punch made offline waits on the tablet through a reload and is recorded once", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signInAs(page, DEMO_EMAILS.admin);
  const {
    people: [person],
    token,
  } = await kioskForTwo(page.request);
  if (!person) throw new Error("one person");
  const tablet = await browser.newContext({ viewport: { width: 768, height: 1024 }, hasTouch: true });
  const kiosk = await tablet.newPage();
  await kiosk.goto("/kiosk");
  await kiosk.getByTestId("kiosk-code").fill(token);
  await kiosk.getByTestId("kiosk-code-save").click();
  await expect(kiosk.getByTestId("kiosk-clock")).toBeVisible();
  await workerInControl(kiosk);

  await tablet.setOffline(true);
  await kiosk.getByTestId("kiosk-person").filter({ hasText: person.name }).click();
  for (const digit of person.pin)
    await kiosk.getByRole("button", { name: `Digit ${digit}`, exact: true }).click();
  await kiosk.getByTestId("kiosk-clock_in").click();
  await expect(kiosk.getByTestId("kiosk-done")).toContainText(`${person.name}, `);
  await expect(kiosk.getByTestId("kiosk-done")).toContainText("waiting to send");
  await expect(queueButton(kiosk)).toHaveText(waitingLabel(1));

  await kiosk.reload();
  await expect(kiosk.getByTestId("kiosk-clock")).toBeVisible();
  await expect(queueButton(kiosk)).toHaveText(waitingLabel(1));

  await tablet.setOffline(false);
  await expect(queueButton(kiosk)).toHaveCount(0, { timeout: 60_000 });
  const entries = await page.request.get(
    `/api/rest/v1/employee_time_entries?eq=employee_id.${person.id}&select=id,clock_out_time`,
  );
  expect(await entries.json()).toEqual([expect.objectContaining({ clock_out_time: null })]);
  const audit = await page.request.get(
    `/api/rest/v1/audit_logs?eq=action.CLOCK_IN&q=${encodeURIComponent(person.name)}&select=description`,
  );
  expect(((await audit.json()) as unknown[]).length).toBe(1);
  await tablet.close();
});
