import { expect, test } from "@playwright/test";
import { openImport, vendorsWorkbook } from "./imports.helpers.ts";
import { switchTo } from "./purchases.helpers.ts";
import { DEMO_EMAILS } from "./support.ts";

// Imports at 390×844: the dialog takes the screen, each column is a card with its field, and the
// flow runs to the refused rows file.
test("an admin imports a vendors workbook on a phone", async ({ page }, info) => {
  test.slow();
  const tag = `Ph${info.retry}${Date.now().toString(36)}`;
  await switchTo(page, DEMO_EMAILS.admin);
  await page.goto("/vendors");
  await openImport(page, { name: "vendors.xlsx", buffer: await vendorsWorkbook(40, [3, 20, 39], tag) });
  await expect(page.getByTestId("import-problem")).toHaveCount(3);

  // Nothing wider than the phone: the column cards and the Import button fit.
  const mapping = await page.getByTestId("import-mapping").boundingBox();
  expect((mapping?.x ?? 0) + (mapping?.width ?? 0)).toBeLessThanOrEqual(390);
  const start = page.getByTestId("import-start");
  await start.scrollIntoViewIfNeeded();
  const box = await start.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);

  await start.click();
  await expect(page.getByTestId("import-counts")).toHaveText("37 imported, 3 refused.", { timeout: 60_000 });
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByTestId("import-download-refused").click(),
  ]);
  const body = Buffer.concat(await (await download.createReadStream()).toArray()).toString("utf8");
  expect(body.trim().split(/\r?\n/)).toHaveLength(4);
});
