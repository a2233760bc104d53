import { expect as baseExpect, test } from "@playwright/test";
import { addDays, serverToday, switchTo, tinyPng, unique } from "./purchases.helpers.ts";
import { DEMO_EMAILS, shownDate } from "./support.ts";

// The machine the suite runs on may be busy: first paints get more time than the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });

// At 390×844: staff record the day's takings with a photographed receipt, see the live total,
// are warned about the same day's other record, and cannot edit or delete a two-day-old record.

const TOO_OLD = "Cannot edit records older than 24 hours. Only administrators can modify historical records.";
const TOO_OLD_DELETE =
  "Cannot delete records older than 24 hours. Only administrators can modify historical records.";

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
    await expect(dialog.getByTestId("field-date")).toHaveValue(shownDate(today));
    await expect(dialog.getByTestId("field-work-start")).toHaveValue("09:00");
    await expect(dialog.getByTestId("field-work-end")).toHaveValue("18:00");
    await dialog.getByTestId("field-cash").fill("100.10");
    await dialog.getByTestId("field-card").fill("200.25");
    await expect(dialog.getByTestId("live-total")).toHaveText("$300.35");
    await dialog.getByTestId("field-notes").fill(note);
    await expect(dialog.getByTestId("camera-input")).toHaveAttribute("capture", "environment");
    await dialog.getByTestId("file-dropzone").locator('input[type="file"]').setInputFiles(tinyPng());
    await expect(dialog.getByTestId("selected-files")).toContainText("receipt.png");
    await dialog.getByTestId("daily-income-save").click();
    await expect(page.getByText("Daily income record saved successfully!")).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  await test.step("the record: total, tiles and the receipt", async () => {
    await page.goto(`/daily-income?q=${encodeURIComponent(note)}`);
    await expect(page.getByTestId("daily-income-card")).toHaveCount(1);
    await expect(page.getByTestId("daily-income-card")).toContainText("$300.35");
    await expect(page.getByTestId("daily-income-card")).toContainText(user.current_store.name);
    // The card opens the details itself; its own buttons are Edit and Delete, Delete apart at the left.
    const actions = page.getByTestId("daily-income-card-actions");
    await expect(actions.getByTestId("daily-income-view")).toHaveCount(0);
    await expect(actions.getByTestId("daily-income-edit")).toBeVisible();
    await expect(actions.getByTestId("daily-income-delete")).toBeVisible();
    await page.getByTestId("daily-income-card").click();
    const details = page.getByRole("dialog", { name: "Daily Income Details" });
    await expect(details.getByTestId("details-amount")).toHaveText("$300.35");
    await expect(details).toContainText("9:00 AM – 6:00 PM");
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

    // Its card (the only one listed for ?id=) opens its details and spends no row on buttons.
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("daily-income-card")).toHaveCount(1);
    await expect(page.getByTestId("daily-income-card-actions")).toHaveCount(0);
  });

  await test.step("a late save or delete shows the spec's error with the server's message", async () => {
    // A list loaded while the record was still fresh offers Edit and Delete; the server refuses both.
    const old = await page.request.get(
      `/api/rest/v1/daily_income?select=id&eq=created_by.${user.id}&lte=date.${addDays(today, -2)}&order=date.desc&limit=1`,
    );
    const [record] = (await old.json()) as Array<{ id: string }>;
    const list = (url: URL) => url.pathname === "/api/rest/v1/daily_income";
    await page.route(list, async (route) => {
      if (route.request().method() !== "GET") return route.fallback();
      const response = await route.fetch();
      const rows = (await response.json()) as Array<{ id: string; allowed_actions?: string[] }>;
      const json = rows.map((row) =>
        row.id === record?.id ? { ...row, allowed_actions: ["edit", "delete"] } : row,
      );
      await route.fulfill({ response, json });
    });
    await page.goto(`/daily-income?id=${record?.id}`);
    await expect(page.getByRole("dialog", { name: "Daily Income Details" })).toBeVisible();
    await page.keyboard.press("Escape");
    const actions = page.getByTestId("daily-income-card-actions");

    await actions.getByTestId("daily-income-edit").click();
    const form = page.getByRole("dialog", { name: "Edit Daily Income Record" });
    await form.getByTestId("field-notes").fill(unique("LATE"));
    await form.getByTestId("daily-income-save").click();
    await expect(page.getByText(`Error saving record: ${TOO_OLD}`)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(form).toBeHidden();

    await actions.getByTestId("daily-income-delete").click();
    const confirm = page.getByRole("dialog", { name: "Delete Daily Income Record" });
    await expect(confirm).toContainText("Are you sure you want to delete this daily income record?");
    await confirm.getByTestId("confirm-button").click();
    await expect(page.getByText(`Error deleting record: ${TOO_OLD_DELETE}`)).toBeVisible();
    await page.unroute(list);
  });
});
