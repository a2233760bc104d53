import { expect, test } from "@playwright/test";
import { openImport, vendorsWorkbook } from "../../e2e/tests/imports.helpers.ts";
import { DEMO_EMAILS, signInAs } from "../../e2e/tests/support.ts";
import { lookAt, OUT, shot, VIEWPORTS } from "./shots.ts";

// A screenshot generator, not a test (npm run screenshots -w e2e -- imports): the vendors list's
// Import beside Export, the import dialog with its columns and the preview's problems, and the
// result of the run with the refused rows to download.

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  for (const scheme of ["light", "dark"] as const) {
    test(`imports, ${device} ${scheme}`, async ({ page }) => {
      test.setTimeout(180_000);
      await lookAt(page, viewport, scheme);
      await signInAs(page, DEMO_EMAILS.admin);
      await page.goto("/vendors");
      await expect(page.getByTestId("import-button")).toBeVisible();
      await shot(page, `${device}-${scheme}-imports-list`, false);
      const tag = `Shot${device}${scheme}`;
      await openImport(page, { name: "vendors.xlsx", buffer: await vendorsWorkbook(60, [7, 30, 58], tag) });
      await shot(page, `${device}-${scheme}-imports-preview`, false);
      await page.getByTestId("import-start").scrollIntoViewIfNeeded();
      await shot(page, `${device}-${scheme}-imports-preview-end`, false);
      await page.getByTestId("import-start").click();
      await expect(page.getByTestId("import-counts")).toBeVisible({ timeout: 60_000 });
      await shot(page, `${device}-${scheme}-imports-result`, false);

      // A larger file, to see the progress bar while the rows are stored.
      await page.getByTestId("import-another").click();
      const lines = ["Vendor name,Contact,Email,Phone,Address"];
      for (let n = 0; n < 30_000; n++)
        lines.push(`${tag} Bulk ${n},C ${n},b${n}@bulk.example.com,555,${n} Bulk St`);
      await page
        .getByRole("dialog")
        .locator('input[type="file"]')
        .setInputFiles({ name: "bulk.csv", mimeType: "text/csv", buffer: Buffer.from(lines.join("\n")) });
      await page.getByTestId("import-start").click();
      await expect(page.getByTestId("import-progress")).toContainText(/of 30,?000|30000/, {
        timeout: 60_000,
      });
      await page.screenshot({ path: `${OUT}/${device}-${scheme}-imports-progress.png` });
      await expect(page.getByTestId("import-counts")).toBeVisible({ timeout: 120_000 });
    });
  }
}
