import { expect, test } from "@playwright/test";
import { openImport, vendorsWorkbook } from "./imports.helpers.ts";
import { switchTo } from "./purchases.helpers.ts";
import { DEMO_EMAILS, text } from "./support.ts";

// Imports (issue #32, item 3; docs/decisions.md, Imports), at 1280×800: an admin imports a
// 1,000-row vendors workbook with 3 bad rows.
test("an admin imports 1,000 vendors from XLSX: 3 problems previewed, 997 imported, the refused rows downloaded", async ({
  page,
}, info) => {
  test.slow();
  const tag = `Xl${info.retry}${Date.now().toString(36)}`;
  const bad = [17, 500, 998];
  await switchTo(page, DEMO_EMAILS.admin);
  await page.goto("/vendors");
  const dialog = await openImport(page, {
    name: "vendors.xlsx",
    buffer: await vendorsWorkbook(1000, bad, tag),
  });

  // The columns are matched by their names; the preview names each bad row.
  const required = (field: string) => `${text(`imports.fields.${field}`)} (${text("imports.required")})`;
  await expect(page.getByTestId("import-column-0")).toHaveValue(required("name"));
  await expect(page.getByTestId("import-column-2")).toHaveValue(required("email"));
  await expect(page.getByTestId("import-summary")).toHaveText(
    text("imports.summary")
      .replace("{{rows}}", "1,000")
      .replace("{{valid}}", "997")
      .replace("{{refused}}", "3"),
  );
  const problems = page.getByTestId("import-problem");
  await expect(problems).toHaveCount(3);
  await expect(problems.nth(0)).toContainText(
    `${text("imports.row").replace("{{row}}", "18")} · ${text("imports.fields.email")}`,
  );
  await expect(problems.nth(1)).toContainText(
    `${text("imports.row").replace("{{row}}", "501")} · ${text("imports.fields.phone")}`,
  );
  await expect(problems.nth(2)).toContainText("Payment terms must be one of");

  await page.getByTestId("import-start").click();
  await expect(page.getByTestId("import-counts")).toHaveText("997 imported, 3 refused.", { timeout: 90_000 });

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByTestId("import-download-refused").click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^vendors-refused-rows-\d{4}-\d{2}-\d{2}\.csv$/);
  const refused = (await download.createReadStream()).toArray();
  const lines = Buffer.concat(await refused)
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toBe('"Vendor name","Contact","Email","Phone","Address","Terms","error"');
  expect(lines).toHaveLength(4);
  expect(lines[1]).toContain(`${tag} Vendor 17`);
  expect(lines[3]).toContain(`${tag} Vendor 998`);

  await page.getByTestId("import-close").click();
  await expect(dialog).toHaveCount(0);
  await page.getByTestId("list-search").fill(`${tag} Vendor 999`);
  await expect(page.getByText(`${tag} Vendor 999`).first()).toBeVisible();
});

test("a role that may not create a list's records sees no Import", async ({ page }) => {
  await switchTo(page, DEMO_EMAILS.accounting);
  await page.goto("/purchases");
  await expect(page.getByTestId("export-button")).toBeVisible();
  await expect(page.getByTestId("import-button")).toHaveCount(0);
});
