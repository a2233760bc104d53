import {
  type DisplayPrefs,
  formatDate,
  formatHours,
  formatMoneyFor,
  optionLabel,
  type TMonthEndPack,
  toCents,
} from "@storeops/domain";
import { PAGE, ROW, reportDocument } from "./pdf-page.ts";

const BOTTOM = PAGE.height - PAGE.margin - 20;
const WIDTH = PAGE.width - 2 * PAGE.margin;

type Cell = string;
interface Section {
  title: string;
  head: Cell[];
  rows: Cell[][];
}

const percent = (value: number | null) => (value === null ? "—" : `${value.toFixed(2)}%`);

/** The pack's sections as the screen shows them: the same figures, the same formats. */
function monthEndSections(pack: TMonthEndPack, prefs: DisplayPrefs): Section[] {
  const money = (dollars: number | null) =>
    dollars === null ? "—" : formatMoneyFor(toCents(dollars), prefs);
  const count = (value: number) => value.toLocaleString("en-US");
  const byCategory = (title: string, part: TMonthEndPack["expenses"], total: string): Section => ({
    title,
    head: ["Category", "Count", "Amount"],
    rows: [
      ...part.by_category.map((row) => [row.category, count(row.count), money(row.amount)]),
      [total, count(part.count), money(part.amount)],
    ],
  });
  const sections: Section[] = [
    {
      title: "Income by tender",
      head: ["Tender", "Amount"],
      rows: [
        ["Cash", money(pack.income.cash)],
        ["Card", money(pack.income.card)],
        ["Other", money(pack.income.other)],
        ["Total income", money(pack.income.total)],
      ],
    },
    {
      title: "Profit",
      head: ["Figure", "Amount", "Margin"],
      rows: [
        ["Net profit", money(pack.profit.net_profit), percent(pack.profit.margin)],
        ["Labour cost", money(pack.labour.cost), percent(pack.labour.percent)],
        ["Labour target", "", percent(pack.labour.target_percent)],
        [
          "Profit after labour",
          money(pack.profit.profit_after_labour),
          percent(pack.profit.profit_after_labour_margin),
        ],
      ],
    },
    {
      title: "Budget against actual",
      head: ["Line", "Budget", "Actual", "Variance"],
      rows: pack.budget.map((line) => [
        optionLabel(line.line),
        money(line.budget),
        money(line.actual),
        money(line.variance),
      ]),
    },
    {
      title: "Purchases by status",
      head: ["Status", "Count", "Amount"],
      rows: [
        ...pack.purchases.by_status.map((row) => [
          optionLabel(row.status),
          count(row.count),
          money(row.amount),
        ]),
        ["Total purchases", count(pack.purchases.count), money(pack.purchases.amount)],
      ],
    },
    byCategory("Purchases by category", pack.purchases, "Total purchases"),
    byCategory("Expenses by category", pack.expenses, "Total expenses"),
    {
      title: "Bills",
      head: ["Bills", "Count", "Amount"],
      rows: [
        ["Unpaid", count(pack.bills.unpaid.count), money(pack.bills.unpaid.amount)],
        ["Overdue", count(pack.bills.overdue.count), money(pack.bills.overdue.amount)],
      ],
    },
    {
      title: "Cash-up variances",
      head: ["Store", "Cash-ups", "Short", "Over", "Variance"],
      rows: [
        ...pack.cash_ups.by_store.map((row) => [
          row.store_name,
          count(row.counted),
          money(row.short),
          money(row.over),
          money(row.total_variance),
        ]),
        [
          "Total",
          count(pack.cash_ups.counted),
          money(pack.cash_ups.short),
          money(pack.cash_ups.over),
          money(pack.cash_ups.total_variance),
        ],
      ],
    },
    {
      title: "Top vendors",
      head: ["Vendor", "Count", "Amount"],
      rows: pack.top_vendors.map((row) => [row.vendor, count(row.count), money(row.amount)]),
    },
    {
      title: "Weeks: plan against actual",
      head: ["Week", "Scheduled hours", "Worked hours", "Scheduled cost", "Worked cost"],
      rows: pack.weeks.map((week) => [
        `${formatDate(week.week_start, prefs)} – ${formatDate(week.week_end, prefs)}`,
        formatHours(week.scheduled_hours),
        formatHours(week.worked_hours),
        money(week.scheduled_cost),
        money(week.worked_cost),
      ]),
    },
  ];
  if (pack.store_id === null)
    sections.push({
      title: "Stores",
      head: ["Store", "Income", "Net profit", "Labour %", "After labour"],
      rows: pack.stores.map((row) => [
        row.name,
        money(row.income),
        money(row.net_profit),
        percent(row.labour_percent),
        money(row.profit_after_labour),
      ]),
    });
  return sections;
}

/** The month-end pack as a PDF: its heading, then each section as a table, pages numbered. */
export async function monthEndPdf(pack: TMonthEndPack, prefs: DisplayPrefs): Promise<Buffer> {
  const { doc, done, text } = reportDocument("Month-end pack", true);
  const x0 = PAGE.margin;
  doc.font("Helvetica-Bold").fontSize(16).text("Month-end pack", x0, PAGE.margin, { lineBreak: false });
  doc.font("Helvetica").fontSize(9).fillColor("#444");
  text(`Month: ${formatDate(pack.from, prefs)} to ${formatDate(pack.to, prefs)}`, x0, 64, WIDTH);
  text(`Store: ${pack.store_label}`, x0, 78, WIDTH);
  text(`Generated ${pack.generated_at} by ${pack.generated_by}`, x0, 92, WIDTH);
  doc.fillColor("#000");
  let y = 116;
  let page = 1;
  const newPage = () => {
    doc.page.margins.bottom = 0;
    doc.addPage();
    page += 1;
    y = PAGE.margin;
  };
  for (const section of monthEndSections(pack, prefs)) {
    if (y + ROW * 3 > BOTTOM) newPage();
    doc.font("Helvetica-Bold").fontSize(11);
    text(section.title, x0, y, WIDTH);
    y += ROW + 4;
    const first = section.head.length > 3 ? 160 : 260;
    const rest = (WIDTH - first) / Math.max(1, section.head.length - 1);
    const line = (cells: Cell[], bold: boolean) => {
      if (y + ROW > BOTTOM) newPage();
      doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(8);
      cells.forEach((cell, index) => {
        const x = index === 0 ? x0 : x0 + first + (index - 1) * rest;
        text(cell, x + 2, y + 3, (index === 0 ? first : rest) - 4, index > 0);
      });
      y += ROW;
    };
    doc.rect(x0, y, WIDTH, ROW).fill("#e9ecef").fillColor("#000");
    line(section.head, true);
    if (section.rows.length === 0) line(["No data found matching your criteria"], false);
    for (const row of section.rows) line(row, false);
    y += 8;
  }
  const pages = page;
  for (let index = 0; index < pages; index += 1) {
    doc.switchToPage(index);
    doc.page.margins.bottom = 0;
    doc.font("Helvetica").fontSize(8).fillColor("#666");
    doc.text(`Page ${index + 1} of ${pages}`, x0, PAGE.height - PAGE.margin - 8, {
      width: WIDTH,
      align: "right",
      lineBreak: false,
    });
  }
  doc.end();
  return done;
}
