import PDFDocument from "pdfkit";

/** Portrait Letter with the reports' margin and row height. */
export const PAGE = { width: 612, height: 792, margin: 40 };
export const ROW = 14;

/**
 * A report's PDF document, the Buffer it becomes once ended, and `text`: one line of a cell that
 * never wraps (an ellipsis instead), left or right aligned. `bufferPages` keeps every page open
 * until the end (a short pack numbers its pages last); the financial report numbers as it goes.
 */
export function reportDocument(title: string, bufferPages = false) {
  const doc = new PDFDocument({ size: "LETTER", margin: PAGE.margin, bufferPages, info: { Title: title } });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const text = (value: string, x: number, y: number, width: number, right = false) =>
    doc.text(value, x, y, {
      width,
      height: ROW,
      lineBreak: false,
      ellipsis: true,
      align: right ? "right" : "left",
    });
  return { doc, done, text };
}
