import { expect, type Page } from "@playwright/test";
import ExcelJS from "exceljs";

/** A workbook of vendors: `rows` good ones, with `bad` of them (spread through the file) each wrong in one field. */
export async function vendorsWorkbook(rows: number, bad: number[], tag: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Vendors");
  sheet.addRow(["Vendor name", "Contact", "Email", "Phone", "Address", "Terms"]);
  for (let n = 1; n <= rows; n++) {
    const row = [
      `${tag} Vendor ${n}`,
      `Contact ${n}`,
      `v${n}@${tag.toLowerCase()}.example.com`,
      "555-0100",
      `${n} Main St`,
      "Net 30",
    ];
    const wrong = bad.indexOf(n);
    if (wrong === 0) row[2] = "not-an-email";
    if (wrong === 1) row[3] = "";
    if (wrong === 2) row[5] = "Whenever";
    sheet.addRow(row);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Opens the list's Import dialog and chooses the file; waits for its preview. */
export async function openImport(page: Page, file: { name: string; buffer: Buffer }) {
  await page.getByTestId("import-button").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await dialog.locator('input[type="file"]').setInputFiles({
    name: file.name,
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: file.buffer,
  });
  await expect(page.getByTestId("import-summary")).toBeVisible({ timeout: 60_000 });
  return dialog;
}
