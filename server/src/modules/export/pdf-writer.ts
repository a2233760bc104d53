import type { Readable } from "node:stream";
import { type DisplayPrefs, EXPORT_WORDS } from "@storeops/domain";
import PDFDocument from "pdfkit";
import { cellText, type ExportColumn } from "./export-columns.ts";
import { drained, eventLoopTurns } from "./stream-helpers.ts";

const MARGIN = 36;
const ROW_HEIGHT = 14;
const FONT_SIZE = 7;
/** Line breaks and other controls in a cell: drawn as spaces, so a cell stays on its own row. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/** Relative widths: text columns get more room than amounts and dates. */
function weights(columns: readonly ExportColumn[]): number[] {
  return columns.map((column) => (column.kind === "text" ? 2 : column.kind === "instant" ? 1.6 : 1));
}

/**
 * A paginated table (pdfkit, landscape Letter): a title, the column headings repeated on every
 * page, one line per row with long cells cut short, and page numbers. Pages are written to the
 * response as they fill, so the row count does not grow memory.
 */
export function pdfStream(
  title: string,
  subtitle: string,
  columns: readonly ExportColumn[],
  rows: AsyncIterable<Record<string, unknown>>,
  onError: (error: unknown) => void,
  prefs: DisplayPrefs,
  words: { page: (page: number) => string; noRecords: string } = EXPORT_WORDS.en,
): Readable {
  const doc = new PDFDocument({
    size: "LETTER",
    layout: "landscape",
    margin: MARGIN,
    info: { Title: title },
  });
  const width = doc.page.width - MARGIN * 2;
  const shares = weights(columns);
  const total = shares.reduce((sum, share) => sum + share, 0);
  const widths = shares.map((share) => (share / total) * width);
  let page = 1;
  let y = MARGIN;

  const line = (cells: string[], bold: boolean) => {
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(FONT_SIZE);
    let x = MARGIN;
    cells.forEach((cell, index) => {
      const cellWidth = widths[index] ?? 0;
      const right = columns[index]?.kind === "money" || columns[index]?.kind === "number";
      doc.text(cell.replace(CONTROLS, " "), x + 2, y + 3, {
        width: cellWidth - 4,
        height: ROW_HEIGHT,
        lineBreak: false,
        ellipsis: true,
        align: right ? "right" : "left",
      });
      x += cellWidth;
    });
    y += ROW_HEIGHT;
  };
  const header = () => {
    doc.rect(MARGIN, y, width, ROW_HEIGHT).fill("#e9ecef").fillColor("#000");
    line(
      columns.map((column) => column.heading),
      true,
    );
  };
  const footer = () => {
    doc.font("Helvetica").fontSize(FONT_SIZE).fillColor("#666");
    doc.text(words.page(page), MARGIN, doc.page.height - MARGIN + 8, {
      width,
      align: "right",
      lineBreak: false,
    });
    doc.fillColor("#000");
  };

  doc.font("Helvetica-Bold").fontSize(14).text(title, MARGIN, MARGIN);
  doc.font("Helvetica").fontSize(9).fillColor("#555").text(subtitle).fillColor("#000");
  y = doc.y + 8;
  header();
  (async () => {
    const turn = eventLoopTurns();
    let count = 0;
    for await (const row of rows) {
      // The client left (the response closed the document): stop reading and writing.
      if (doc.destroyed) break;
      await turn();
      if (y + ROW_HEIGHT > doc.page.height - MARGIN) {
        footer();
        doc.addPage();
        page += 1;
        y = MARGIN;
        header();
      }
      line(
        columns.map((column) => cellText(column, row[column.name], prefs)),
        false,
      );
      count += 1;
      if (count % 200 === 0) await drained(doc);
    }
    if (doc.destroyed) return;
    if (count === 0)
      doc
        .font("Helvetica")
        .fontSize(9)
        .text(words.noRecords, MARGIN, y + 6);
    footer();
    doc.end();
  })().catch((error: unknown) => {
    onError(error);
    doc.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return doc;
}
