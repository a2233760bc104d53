import {
  type DisplayPrefs,
  formatDate,
  formatMoneyFor,
  REPORT_SUMMARY_FIELDS,
  REPORT_SUMMARY_FIGURES,
  type REPORT_TREND_FIELDS,
  REPORT_TREND_FIGURES,
  type TFinancialReport,
  type TReportTrendRow,
  toCents,
} from "@storeops/domain";
import { eventLoopTurns } from "../export/stream-helpers.ts";
import { PAGE, ROW, reportDocument } from "./pdf-page.ts";

/** Every position is fixed so the page count follows from the row count. */
const FOOTER_ROOM = 20;
const TABLE_TOP_FIRST = 250;
const LAST_ROW_BOTTOM = PAGE.height - PAGE.margin - FOOTER_ROOM;
/** Table lines (heading excluded) on the first page and on each following page. */
export const FIRST_PAGE_LINES = Math.floor((LAST_ROW_BOTTOM - TABLE_TOP_FIRST - ROW) / ROW);
export const NEXT_PAGE_LINES = Math.floor((LAST_ROW_BOTTOM - PAGE.margin - ROW) / ROW);

/** Pages of a report whose trend has `rows` rows (plus the totals line). */
export function reportPdfPages(rows: number): number {
  const lines = rows + 1;
  return 1 + Math.ceil(Math.max(0, lines - FIRST_PAGE_LINES) / NEXT_PAGE_LINES);
}

const label = (field: string) => field.replaceAll("_", " ").replace(/^./, (c) => c.toUpperCase());

function summaryText(
  field: (typeof REPORT_SUMMARY_FIELDS)[number],
  value: number,
  prefs: DisplayPrefs,
): string {
  const figure = REPORT_SUMMARY_FIGURES[field];
  if (figure === "percent") return `${value.toFixed(2)}%`;
  if (figure === "count") return value.toLocaleString("en-US");
  return formatMoneyFor(toCents(value), prefs);
}

const COLUMNS: Array<{ field: (typeof REPORT_TREND_FIELDS)[number]; width: number; right: boolean }> = [
  { field: "date", width: 70, right: false },
  { field: "store", width: 130, right: false },
  { field: "income", width: 72, right: true },
  { field: "purchases", width: 72, right: true },
  { field: "expenses", width: 72, right: true },
  { field: "net", width: 72, right: true },
  { field: "transactions", width: 44, right: true },
];

function trendCells(row: Omit<TReportTrendRow, "store_id">, prefs: DisplayPrefs): string[] {
  return COLUMNS.map(({ field }) => {
    const value = row[field as keyof typeof row];
    if (typeof value === "number" && REPORT_TREND_FIGURES[field] === "money")
      return formatMoneyFor(toCents(value), prefs);
    return field === "date" ? formatDate(String(value), prefs) : String(value);
  });
}

/**
 * The report as a paginated PDF: title, period, store, summary, the trend with totals, page numbers.
 * The page count is known from the row count, so each page gets its "Page n of N" as it is finished
 * and leaves memory then (a year of every store is some 450 pages; kept open until the end, they
 * took about 250 MB).
 */
export async function reportPdf(report: TFinancialReport, prefs: DisplayPrefs): Promise<Buffer> {
  const { doc, done, text } = reportDocument("Financial Report");
  const x0 = PAGE.margin;

  doc.font("Helvetica-Bold").fontSize(16).text("Financial Report", x0, PAGE.margin, { lineBreak: false });
  doc.font("Helvetica").fontSize(9).fillColor("#444");
  text(
    `Period: ${formatDate(report.from, prefs)} to ${formatDate(report.to, prefs)} (${report.type})`,
    x0,
    64,
    520,
  );
  text(`Store: ${report.store_label}`, x0, 78, 520);
  text(`Report ${report.id} · generated ${report.generated_at} by ${report.generated_by}`, x0, 92, 520);
  doc.fillColor("#000").font("Helvetica-Bold").fontSize(11);
  text("Summary", x0, 112, 200);
  doc.font("Helvetica").fontSize(8);
  REPORT_SUMMARY_FIELDS.forEach((field, index) => {
    const column = index < 8 ? 0 : 1;
    const y = 128 + (index % 8) * ROW;
    const x = x0 + column * 270;
    text(label(field), x, y, 140);
    text(summaryText(field, report.summary[field], prefs), x + 140, y, 110, true);
  });

  const pages = reportPdfPages(report.trend.length);
  let page = 1;
  const footer = () => {
    // The footer sits in the bottom margin: without this pdfkit would start a new page for it.
    doc.page.margins.bottom = 0;
    doc.font("Helvetica").fontSize(8).fillColor("#666");
    doc.text(`Page ${page} of ${pages}`, x0, PAGE.height - PAGE.margin - 8, {
      width: 532,
      align: "right",
      lineBreak: false,
    });
    doc.fillColor("#000");
  };

  let y = TABLE_TOP_FIRST;
  const line = (cells: string[], bold: boolean) => {
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(8);
    let x = x0;
    cells.forEach((cell, index) => {
      const column = COLUMNS[index];
      if (!column) return;
      text(cell, x + 2, y + 3, column.width - 4, column.right);
      x += column.width;
    });
    y += ROW;
  };
  const heading = () => {
    doc.rect(x0, y, 532, ROW).fill("#e9ecef").fillColor("#000");
    line(
      COLUMNS.map(({ field }) => label(field)),
      true,
    );
  };
  heading();
  const totals = report.trend.reduce(
    (sum, row) => ({
      income: sum.income + Math.round(row.income * 100),
      purchases: sum.purchases + Math.round(row.purchases * 100),
      expenses: sum.expenses + Math.round(row.expenses * 100),
      net: sum.net + Math.round(row.net * 100),
      transactions: sum.transactions + row.transactions,
    }),
    { income: 0, purchases: 0, expenses: 0, net: 0, transactions: 0 },
  );
  const totalRow = {
    date: "Total",
    store: "",
    income: totals.income / 100,
    purchases: totals.purchases / 100,
    expenses: totals.expenses / 100,
    net: totals.net / 100,
    transactions: totals.transactions,
  };
  const lines = [...report.trend.map((row) => ({ row, bold: false })), { row: totalRow, bold: true }];
  const turn = eventLoopTurns();
  for (const { row, bold } of lines) {
    await turn();
    if (y + ROW > LAST_ROW_BOTTOM) {
      footer();
      doc.addPage();
      page += 1;
      y = PAGE.margin;
      heading();
    }
    line(trendCells(row, prefs), bold);
  }
  if (report.trend.length === 0) {
    doc.font("Helvetica").fontSize(9);
    text("No data found matching your criteria", x0, y + 6, 400);
  }

  footer();
  doc.end();
  return done;
}
