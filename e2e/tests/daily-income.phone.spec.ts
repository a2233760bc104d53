import { expect as baseExpect, test } from "@playwright/test";
import { addDays, serverToday, switchTo, TINY_PNG, unique } from "./purchases.helpers.ts";
import { DEMO_EMAILS } from "./support.ts";

// The machine the suite runs on may be busy: first paints get more time than the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });

// At 390×844: staff record the day's takings with a photographed receipt, see the live total,
// are warned about the same day's other record, and cannot edit a two-day-old record.

const TOO_OLD = "Cannot edit records older than 24 hours. Only administrators can modify historical records.";

test("staff record daily income with a receipt on a phone", async ({ page }) => {
  test.setTimeout(240_000);
  const note = unique("E2E-TAKINGS");
  await switchTo(page, DEMO_EMAILS.staff);
  const user = (await (await page.request.get("/api/auth/v1/user")).json()) as {
    id: string;
    current_store: { name: string };
  };
  const today = await serverToday(page);

  await test.step("the form: fixed store, defaults, blank = 0, live total, camera", async () => {
    await page.goto("/daily-income");
    await expect(page.getByTestId("daily-income-cards")).toBeVisible();
    await expect(page.getByTestId("daily-income-store-filter")).toHaveCount(0);
    await page.getByTestId("new-daily-income").click();
    const dialog = page.getByRole("dialog", { name: "New Daily Income Record" });
    await expect(dialog.getByTestId("field-store-fixed")).toHaveValue(user.current_store.name);
    await expect(dialog.getByTestId("field-date")).toHaveValue(today);
    await expect(dialog.getByTestId("field-work-start")).toHaveValue("09:00");
    await expect(dialog.getByTestId("field-work-end")).toHaveValue("18:00");
    await dialog.getByTestId("field-cash").fill("100.10");
    await dialog.getByTestId("field-card").fill("200.25");
    await expect(dialog.getByTestId("live-total")).toHaveText("$300.35");
    await dialog.getByTestId("field-notes").fill(note);
    await expect(dialog.getByTestId("camera-input")).toHaveAttribute("capture", "environment");
    await dialog.getByTestId("file-dropzone").locator('input[type="file"]').setInputFiles(TINY_PNG);
    await expect(dialog.getByTestId("selected-files")).toContainText("receipt.png");
    await dialog.getByTestId("daily-income-save").click();
    await expect(page.getByText("Daily income record saved successfully!")).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  await test.step("the record: total, tiles and the receipt", async () => {
    await page.goto(`/daily-income?q=${encodeURIComponent(note)}`);
    await expect(page.getByTestId("daily-income-card")).toHaveCount(1);
    await expect(page.getByTestId("daily-income-card")).toContainText("$300.35");
    await page.getByTestId("daily-income-card").click();
    const details = page.getByRole("dialog", { name: "Daily Income Details" });
    await expect(details.getByTestId("details-amount")).toHaveText("$300.35");
    await expect(details).toContainText("09:00 – 18:00");
    await expect(details.getByRole("img", { name: "receipt.png" })).toBeVisible();
    await expect(details.getByTestId("edit-button")).toHaveText("Edit Record");
    await page.keyboard.press("Escape");
  });

  await test.step("a second record for the same day shows the first before saving", async () => {
    await page.getByTestId("new-daily-income").click();
    const dialog = page.getByRole("dialog", { name: "New Daily Income Record" });
    const warning = dialog.getByTestId("same-day-warning");
    await expect(warning).toBeVisible();
    await expect(warning).toContainText("$300.35");
    await page.keyboard.press("Escape");
  });

  await test.step("a two-day-old record cannot be edited, with the spec's message", async () => {
    const old = await page.request.get(
      `/api/rest/v1/daily_income?select=id,date&eq=created_by.${user.id}&lte=date.${addDays(today, -2)}&order=date.desc&limit=1`,
    );
    const [record] = (await old.json()) as Array<{ id: string }>;
    expect(record, "the demo data has an older record by this staff member").toBeTruthy();
    await page.goto(`/daily-income?id=${record?.id}`);
    const details = page.getByRole("dialog", { name: "Daily Income Details" });
    await expect(details.getByTestId("edit-window-closed")).toHaveText(TOO_OLD);
    await expect(details.getByTestId("edit-button")).toHaveCount(0);
    const patch = await page.request.patch(`/api/rest/v1/daily_income?eq=id.${record?.id}`, {
      data: { notes: "changed" },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(patch.status()).toBe(403);
    expect(((await patch.json()) as { message: string }).message).toBe(TOO_OLD);
  });
});
