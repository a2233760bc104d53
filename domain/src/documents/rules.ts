/**
 * What a receipt or invoice says, from its text lines as OCR read them: total, tax, date, invoice
 * number and payment type, each with a confidence from 0 to 1 (how sure the line's reading was,
 * times how sure the rule is that the line is the field). docs/decisions.md, Documents.
 */
import type { PaymentType } from "../shared/options.ts";
import { amountsIn, dateIn } from "./amounts.ts";

/** One line of the page as read, with the reader's confidence (0–100). */
export interface ReadLine {
  text: string;
  confidence: number;
}

export interface Proposed<T> {
  value: T;
  /** 0–1. */
  confidence: number;
}

/**
 * The amount a line ends with or, when the line has none and the next line is an amount alone
 * (a label and its amount read as two lines), the next line's.
 */
function lineAmount(lines: readonly ReadLine[], index: number): number | undefined {
  const own = amountsIn(lines[index]?.text ?? "").at(-1);
  if (own !== undefined) return own;
  const next = lines[index + 1]?.text ?? "";
  return /^[^A-Za-z]*$/.test(next) ? amountsIn(next).at(-1) : undefined;
}

const round = (value: number) => Math.round(value * 100) / 100;
const sureness = (line: ReadLine, rule: number) =>
  round(Math.min(1, Math.max(0, line.confidence / 100)) * rule);

/** Total labels, the surest first: what is owed beats a plain "Total". */
const TOTAL_LABELS: readonly [RegExp, number][] = [
  [/\b(amount|balance|total)\s+due\b/i, 0.98],
  [/\bgrand\s+total\b/i, 0.98],
  [/\btotal\s+(amount|payable|usd|eur)\b/i, 0.95],
  [/\b(?<!sub[\s-]?)total\b(?!\s*(tax|vat|gst|items?|qty|savings|discount))/i, 0.9],
  [/\b(amount\s+paid|to\s+pay|paid)\b/i, 0.7],
];

/** The document's total: the amount on its surest total line (the last of equals); else its largest amount, unsure. */
export function proposeTotal(lines: readonly ReadLine[]): Proposed<number> | null {
  let best: Proposed<number> | null = null;
  let bestRule = 0;
  for (const [index, line] of lines.entries()) {
    if (/\bsub[\s-]?total\b/i.test(line.text) && !/\bgrand\b/i.test(line.text)) continue;
    const rule = TOTAL_LABELS.find(([label]) => label.test(line.text))?.[1] ?? 0;
    const amount = lineAmount(lines, index);
    if (rule === 0 || amount === undefined || amount <= 0) continue;
    if (rule >= bestRule) {
      best = { value: amount, confidence: sureness(line, rule) };
      bestRule = rule;
    }
  }
  if (best) return best;
  const all = lines.flatMap((line) => amountsIn(line.text).map((value) => ({ value, line })));
  const largest = all.reduce<(typeof all)[number] | null>(
    (max, item) => (max && max.value >= item.value ? max : item),
    null,
  );
  return largest ? { value: largest.value, confidence: sureness(largest.line, 0.4) } : null;
}

/** The tax, when printed: the amount on a Tax/VAT/GST/HST line (not a tax id, not "before tax"). */
export function proposeTax(lines: readonly ReadLine[]): Proposed<number> | null {
  let found: Proposed<number> | null = null;
  for (const [index, line] of lines.entries()) {
    if (!/\b(sales\s+)?(tax|vat|gst|hst|pst|iva)\b/i.test(line.text)) continue;
    if (
      /\b(before|excl\w*|excluding|pre)[\s.-]*(tax|vat|gst)|\b(tax|vat|gst)\s*(id|no|number|#|reg)/i.test(
        line.text,
      )
    )
      continue;
    if (/\btotal\b/i.test(line.text) && !/\btotal\s+(tax|vat|gst)\b/i.test(line.text)) continue;
    const amount = lineAmount(lines, index);
    if (amount !== undefined) found = { value: amount, confidence: sureness(line, 0.9) };
  }
  return found;
}

/** The document's date: a line labelled as its date beats a bare date; a due or expiry date comes last. */
export function proposeDate(lines: readonly ReadLine[]): Proposed<string> | null {
  let best: Proposed<string> | null = null;
  let bestRule = 0;
  for (const line of lines) {
    const date = dateIn(line.text);
    if (!date) continue;
    const labelled = /\b(invoice|receipt|bill|order|issue|transaction|purchase)?\s*date\b/i.test(line.text);
    const later = /\b(due|expir\w*|valid|pay\s+by|exp)\b/i.test(line.text);
    const rule = later ? 0.4 : labelled ? 0.95 : 0.85;
    if (rule > bestRule) {
      best = { value: date, confidence: sureness(line, rule) };
      bestRule = rule;
    }
  }
  return best;
}

/** An invoice or receipt number: "Invoice # 1042", "Invoice No: A-77", "INV-20431", "Receipt #: 5521". */
export function proposeInvoiceNumber(lines: readonly ReadLine[]): Proposed<string> | null {
  const labelled =
    /\b(?:invoice|inv|receipt|bill|order|ref(?:erence)?)\.?\s*(?:no\.?|number|num|#|n°)?\s*[:#.]?\s*(?:no\.?|#)?\s*:?\s*([A-Z0-9][A-Z0-9\-/]{2,19})\b/i;
  for (const line of lines) {
    const bare = /\b(INV[-\s]?\d{2,}[A-Z0-9-]*)\b/i.exec(line.text);
    if (bare?.[1])
      return { value: bare[1].replace(/\s/g, "-").toUpperCase(), confidence: sureness(line, 0.95) };
    const match = labelled.exec(line.text);
    const value = match?.[1];
    if (value && /\d/.test(value) && !dateIn(value))
      return { value: value.toUpperCase(), confidence: sureness(line, 0.9) };
  }
  return null;
}

const PAYMENT_WORDS: readonly [RegExp, PaymentType][] = [
  [/\b(visa|master\s?card|mastercard|amex|american\s+express|discover|debit|credit\s+card|card)\b/i, "card"],
  [/\b(check|cheque|chk)\b/i, "check"],
  [/\b(cash|change\s+due)\b/i, "cash"],
];

/** How it was paid, from the words printed: a card's network, CASH, CHECK. */
export function proposePaymentType(lines: readonly ReadLine[]): Proposed<PaymentType> | null {
  for (const [words, type] of PAYMENT_WORDS) {
    const line = lines.find((candidate) => words.test(candidate.text));
    if (line) return { value: type, confidence: sureness(line, 0.85) };
  }
  return null;
}
