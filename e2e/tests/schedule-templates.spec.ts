import { expect as baseExpect, test } from "@playwright/test";
import { addDays } from "./purchases.helpers.ts";
import { apiAs, employeeId, storeWeek } from "./schedules.helpers.ts";
import { DEMO_EMAILS, signInAs, text } from "./support.ts";

const expect = baseExpect.configure({ timeout: 30_000 });

// Issue #33 item 1, templates per weekday: a manager writes Wednesday's usual shift in the
// templates editor, applies the templates to a future week (taken from the store's own date) and
// finds the draft on Wednesday, drags its end two hours later; then removes the template line
// again, so the store's templates are as before.
test("a manager edits a weekday's template, applies it to a week and drags the shift's end", async ({
  page,
  baseURL,
}, info) => {
  test.setTimeout(180_000);
  const api = await apiAs(baseURL, DEMO_EMAILS.manager);
  const { storeId, week } = await storeWeek(api, "DT-CAFE", 6 + info.retry);
  const sam = await employeeId(api, storeId, week, "Sam Taylor");
  await api.dispose();
  const wednesday = addDays(week, 2);

  await signInAs(page, DEMO_EMAILS.manager);
  await page.goto(`/schedules?store=${storeId}&week=${week}`);
  await expect(page.getByTestId("week-grid")).toBeVisible();

  await page.getByTestId("week-templates-edit").click();
  const editor = page.getByTestId("templates-editor");
  await expect(editor).toBeVisible();
  await editor.getByTestId("templates-day-3").click();
  await expect(editor.getByTestId("templates-day-3")).toHaveAttribute("aria-selected", "true");
  const before = await editor.getByTestId("template-line").count();
  await editor.getByTestId("templates-add").click();
  const line = editor.getByTestId("template-line").last();
  await line.getByTestId("template-employee").click();
  await page.getByRole("option", { name: "Sam Taylor" }).click();
  await line.getByTestId("template-start").fill("06:00");
  await line.getByTestId("template-end").fill("10:00");
  await editor.getByTestId("templates-save").click();
  await expect(page.getByText("Templates for Wednesday saved.")).toBeVisible();
  await expect(editor.getByTestId("templates-day-3")).toContainText(`(${before + 1})`);
  await page.keyboard.press("Escape");
  await expect(editor).toBeHidden();

  await page.getByTestId("week-templates").click();
  const chip = page.getByTestId(`cell-${sam}-${wednesday}`).getByTestId("shift-chip");
  await expect(chip.filter({ hasText: "06:00–10:00" })).toHaveCount(1);
  await expect(chip.filter({ hasText: "06:00–10:00" })).toContainText(text("schedules.draft"));

  // Its right edge dragged 64 pixels (8 steps of 15 minutes): the shift ends two hours later.
  const edge = chip.filter({ hasText: "06:00–10:00" }).getByTestId("shift-resize");
  // Other tests add people to the store: the row may be below the fold.
  await edge.scrollIntoViewIfNeeded();
  const box = await edge.boundingBox();
  if (!box) throw new Error("the chip's edge is not on screen");
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 32, box.y + box.height / 2, { steps: 4 });
  await page.mouse.move(box.x + box.width / 2 + 64, box.y + box.height / 2, { steps: 4 });
  await page.mouse.up();
  await expect(chip.filter({ hasText: "06:00–12:00" })).toHaveCount(1);
  await expect(page.getByTestId("shift-form")).toBeHidden();
  await page.reload();
  await expect(chip.filter({ hasText: "06:00–12:00" })).toHaveCount(1);

  // The line removed again: Wednesday's templates are as they were.
  await page.getByTestId("week-templates-edit").click();
  await editor.getByTestId("templates-day-3").click();
  const lines = editor.getByTestId("template-line");
  await expect(lines).toHaveCount(before + 1);
  for (let index = 0; index <= before; index += 1) {
    const start = await lines.nth(index).getByTestId("template-start").inputValue();
    const end = await lines.nth(index).getByTestId("template-end").inputValue();
    if (start === "06:00" && end === "10:00") {
      await lines.nth(index).getByTestId("template-remove").click();
      break;
    }
  }
  await editor.getByTestId("templates-save").click();
  await expect(editor.getByTestId("templates-day-3")).toContainText(`(${before})`);
});
