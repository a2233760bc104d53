/**
 * Reads the sample set (server/test/receipts: 10 receipts and invoices, each clean and
 * photographed, and a PDF invoice) and prints how often each field was read right; the budget
 * (docs/decisions.md, Documents): total and date right on at least 90 % of the samples.
 */
import { proposeDocumentFields, type ReadLine } from "@storeops/domain";
import PDFDocument from "pdfkit";
import { afterAll, describe, expect, it } from "vitest";
import { type SampleFile, sampleFiles } from "../../../test/receipts/photographed.ts";
import { printedLines, SAMPLES, type Sample } from "../../../test/receipts/samples.ts";
import { createDocumentReader } from "./document-reader.ts";

const VENDORS = [
  ...SAMPLES.map((sample, index) => ({ id: `v${index}`, name: sample.vendor })),
  { id: "x", name: "Acme Foods" },
];
const FIELDS = ["vendor", "date", "total", "tax", "invoice_no", "payment_type"] as const;
type Field = (typeof FIELDS)[number];

/** A three-page PDF invoice (only its first page is read), as a supplier's system would send it. */
async function pdfSample(sample: Sample): Promise<SampleFile> {
  const document = new PDFDocument({ size: "LETTER", margin: 60 });
  const chunks: Buffer[] = [];
  document.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => document.on("end", resolve));
  document.font("Helvetica").fontSize(13);
  for (const line of printedLines(sample)) {
    const [left, right] = line.split("|");
    const y = document.y;
    document.text(left || " ", 60, y);
    if (right) document.text(right, 60, y, { align: "right" });
  }
  for (const page of [2, 3]) document.addPage().text(`Terms and conditions, page ${page}`);
  document.end();
  await ended;
  return { name: `${sample.file}.pdf`, sample, bytes: Buffer.concat(chunks), mime: "application/pdf" };
}

function expected(sample: Sample, field: Field): unknown {
  const numbers: Record<Field, unknown> = {
    vendor: sample.vendor,
    date: sample.date,
    total: sample.total,
    tax: sample.tax ?? undefined,
    invoice_no: sample.invoiceNo
      ?.split(/[#:.]\s*|No\s+/)
      .at(-1)
      ?.trim(),
    payment_type: sample.payment ?? undefined,
  };
  return numbers[field];
}

const reader = createDocumentReader();
afterAll(() => reader.close());

// No database in it: it runs once, in the SQLite project (the PostgreSQL one would read the same pages again).
describe.skipIf(process.env.TEST_DB === "postgres")("reading the sample receipts and invoices", () => {
  it("reads total and date right on at least 90 % of them", { timeout: 240_000 }, async () => {
    const files = [...(await sampleFiles()), await pdfSample(SAMPLES[5] as Sample)];
    const right = Object.fromEntries(FIELDS.map((field) => [field, { right: 0, of: 0 }])) as Record<
      Field,
      { right: number; of: number }
    >;
    const times: number[] = [];
    const misses: string[] = [];
    // Two at a time, as the pool runs them on this machine: each time is one page's read.
    const results: { file: SampleFile; outcome: { ok: true; lines: ReadLine[] } | { ok: false } }[] = [];
    const queue = [...files];
    const lane = async () => {
      for (let file = queue.shift(); file; file = queue.shift()) {
        const started = Date.now();
        const outcome = await reader
          .read({ bytes: new Uint8Array(file.bytes), mime: file.mime })
          .catch((error: Error) => ({ ok: false as const, reason: error.constructor.name }));
        times.push(Date.now() - started);
        if (!outcome.ok)
          misses.push(`${file.name}: not read (${outcome.reason}) after ${Date.now() - started} ms`);
        results.push({ file, outcome });
      }
    };
    await Promise.all([lane(), lane()]);
    for (const { file, outcome } of results) {
      const fields = outcome.ok ? proposeDocumentFields(outcome.lines, VENDORS) : {};
      for (const field of FIELDS) {
        const want = expected(file.sample, field);
        if (want === undefined) continue;
        const got = fields[field]?.value;
        right[field].of++;
        if (got === want) right[field].right++;
        else
          misses.push(`${file.name} ${field}: read ${JSON.stringify(got)}, printed ${JSON.stringify(want)}`);
      }
    }
    const percent = (field: Field) => (100 * right[field].right) / Math.max(1, right[field].of);
    const table = FIELDS.map(
      (field) =>
        `  ${field.padEnd(13)} ${right[field].right}/${right[field].of}  ${percent(field).toFixed(0)} %`,
    );
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      [
        `OCR accuracy on ${files.length} samples (field: right/printed):`,
        ...table,
        `Time per page, two read at once: median ${sorted[Math.floor(sorted.length / 2)]} ms, max ${sorted.at(-1)} ms`,
        ...(misses.length > 0 ? ["Misread:", ...misses.map((miss) => `  ${miss}`)] : []),
      ].join("\n"),
    );
    expect(percent("total")).toBeGreaterThanOrEqual(90);
    expect(percent("date")).toBeGreaterThanOrEqual(90);
  });
});
