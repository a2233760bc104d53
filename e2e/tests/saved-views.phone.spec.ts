import { expect, test } from "@playwright/test";
import { switchTo } from "./purchases.helpers.ts";
import { DEMO_EMAILS, text } from "./support.ts";

// Saved views at 390×844: the Views button has a row of its own under Filter and Export, so a
// view's name shows; the menu and the save dialog fit the screen.
test("the Views menu and its save dialog fit a phone", async ({ page }) => {
  await switchTo(page, DEMO_EMAILS.staff2);
  await page.goto("/purchases?status=pending");
  const button = page.getByTestId("views-button");
  const toolbar = page.getByTestId("list-toolbar");
  await expect(button).toHaveText(text("savedViews.views"));
  const [buttonBox, toolbarBox, filterBox] = await Promise.all([
    button.boundingBox(),
    toolbar.boundingBox(),
    page.getByTestId("filter-toggle").boundingBox(),
  ]);
  expect(Math.round(buttonBox?.width ?? 0)).toBe(Math.round(toolbarBox?.width ?? -1));
  expect(buttonBox?.y ?? 0).toBeGreaterThan(filterBox?.y ?? 0);

  await button.click();
  await page.getByTestId("views-save").click();
  const dialog = page.getByTestId("save-view-modal").getByRole("dialog");
  await expect(page.getByTestId("field-view-name")).toBeVisible();
  const box = await page.getByTestId("save-view-submit").boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  // Nothing is saved by looking: cancel leaves no view behind.
  await page
    .getByRole("button", { name: text("common.cancel") })
    .first()
    .click();
  await expect(dialog).toHaveCount(0);
  const views = await (await page.request.get("/api/rest/v1/saved_views?eq=list.purchases")).json();
  expect(views.filter((view: { name: string }) => view.name === "")).toEqual([]);
});
