/**
 * The sample receipts and invoices of the reading tests: what each one prints, so the test knows
 * the right answer. make-receipts.ts draws them into this folder as PNG; photographed.ts makes
 * their skewed, noisy photo-like variants at test time.
 */
export interface Sample {
  file: string;
  layout: "receipt" | "invoice";
  vendor: string;
  /** The date as printed, and as YYYY-MM-DD. */
  printedDate: string;
  date: string;
  invoiceNo: string | null;
  items: [string, number][];
  taxLabel: string | null;
  tax: number | null;
  totalLabel: string;
  total: number;
  payment: "cash" | "card" | "check" | null;
  paymentLine: string | null;
}

function sample(
  file: string,
  layout: Sample["layout"],
  vendor: string,
  [printedDate, date]: [string, string],
  invoiceNo: string | null,
  items: [string, number][],
  [taxLabel, rate]: [string | null, number],
  totalLabel: string,
  [payment, paymentLine]: [Sample["payment"], string | null],
): Sample {
  const subtotal = items.reduce((sum, [, amount]) => sum + Math.round(amount * 100), 0);
  const tax = taxLabel ? Math.round(subtotal * rate) : 0;
  return {
    file,
    layout,
    vendor,
    printedDate,
    date,
    invoiceNo,
    items,
    taxLabel,
    tax: taxLabel ? tax / 100 : null,
    totalLabel,
    total: (subtotal + tax) / 100,
    payment,
    paymentLine,
  };
}

export const SAMPLES: Sample[] = [
  sample(
    "r01-dairy",
    "receipt",
    "Cascade Dairy Co.",
    ["03/14/2026", "2026-03-14"],
    "INV-20431",
    [
      ["Whole milk 4L x3", 18.75],
      ["Heavy cream 1L x2", 9.1],
    ],
    ["Tax 8%", 0.08],
    "TOTAL",
    ["card", "VISA ****4821"],
  ),
  sample(
    "r02-bakery",
    "receipt",
    "Golden Crust Bakery",
    ["Mar 2, 2026", "2026-03-02"],
    null,
    [
      ["Croissants x12", 21.0],
      ["Muffins x6", 13.5],
      ["Bagels x6", 8.4],
    ],
    [null, 0],
    "Total",
    ["cash", "CASH 50.00"],
  ),
  sample(
    "r03-coffee",
    "receipt",
    "Pacific Coffee Roasters",
    ["2026-02-17", "2026-02-17"],
    "Receipt # 55210",
    [
      ["Espresso blend 5lb", 64.0],
      ["Decaf 2lb", 28.5],
    ],
    ["Sales Tax", 0.1],
    "Amount due",
    ["card", "Mastercard 5512"],
  ),
  sample(
    "r04-cleaning",
    "receipt",
    "Clearwater Cleaning Supplies",
    ["01/09/26", "2026-01-09"],
    null,
    [
      ["Sanitizer 4 gal", 35.96],
      ["Paper towels", 22.4],
      ["Mop heads", 15.0],
    ],
    ["Tax 7.5%", 0.075],
    "TOTAL",
    ["cash", "CASH"],
  ),
  sample(
    "r05-office",
    "receipt",
    "OfficeWorks Business Supply",
    ["14/04/2026", "2026-04-14"],
    "INV-88310",
    [
      ["Receipt rolls x10", 24.9],
      ["Toner", 89.99],
    ],
    ["GST", 0.05],
    "Grand Total",
    ["card", "DEBIT CARD"],
  ),
  sample(
    "i06-print",
    "invoice",
    "Metro Print & Signage",
    ["April 21, 2026", "2026-04-21"],
    "Invoice No: MP-4471",
    [
      ["Menu boards", 420.0],
      ["Window graphics", 315.5],
    ],
    ["Sales Tax 8.875%", 0.08875],
    "Amount due",
    ["check", "Payment: Check"],
  ),
  sample(
    "i07-packaging",
    "invoice",
    "Northstar Packaging & Shipping Supplies",
    ["2026-05-06", "2026-05-06"],
    "Invoice # NP-10293",
    [
      ["To-go cups 16oz", 186.0],
      ["Lids and sleeves", 94.25],
      ["Shipping boxes", 132.8],
    ],
    ["Tax", 0.0725],
    "Total due",
    [null, null],
  ),
  sample(
    "i08-tea",
    "invoice",
    "Evergreen Tea Importers",
    ["06.03.2026", "2026-03-06"],
    "INV-5520",
    [
      ["Loose-leaf assortment", 248.0],
      ["Chai concentrate", 131.4],
    ],
    [null, 0],
    "Balance due",
    ["check", "Paid by check #1042"],
  ),
  sample(
    "i09-equipment",
    "invoice",
    "BrewTech Equipment Services",
    ["Jan 30, 2026", "2026-01-30"],
    "Invoice # BT-3307",
    [
      ["Espresso machine service", 385.0],
      ["Grinder burrs", 142.6],
    ],
    ["VAT 20%", 0.2],
    "TOTAL",
    ["card", "Card: VISA"],
  ),
  sample(
    "i10-maintenance",
    "invoice",
    "Keystone Property Maintenance",
    ["02/27/2026", "2026-02-27"],
    "Invoice No. KP-0912",
    [
      ["HVAC service call", 260.0],
      ["Filters", 48.75],
      ["Labor 2h", 170.0],
    ],
    ["Tax", 0.065],
    "Amount due",
    [null, null],
  ),
];

/** The printed text of a sample, line by line, as drawn (make-receipts.ts) and as the PDF sample (pdfkit). */
export function printedLines(sample: Sample): string[] {
  const money = (value: number) => `$${value.toFixed(2)}`;
  const subtotal = sample.items.reduce((sum, [, amount]) => sum + amount, 0);
  const number = sample.invoiceNo
    ? [sample.invoiceNo.includes(" ") ? sample.invoiceNo : `Invoice # ${sample.invoiceNo}`]
    : [];
  return [
    sample.vendor.toUpperCase(),
    "1200 Commerce Way, Seattle WA",
    sample.layout === "invoice" ? "INVOICE" : "Thank you for your order",
    `Date: ${sample.printedDate}`,
    ...number,
    "",
    ...sample.items.map(([name, amount]) => `${name}|${money(amount)}`),
    "",
    `Subtotal|${money(subtotal)}`,
    ...(sample.taxLabel && sample.tax !== null ? [`${sample.taxLabel}|${money(sample.tax)}`] : []),
    `${sample.totalLabel}|${money(sample.total)}`,
    ...(sample.paymentLine ? ["", sample.paymentLine] : []),
  ];
}
