/**
 * Duplicate bills (docs/decisions.md, Duplicate bills): when a purchase or expense being typed
 * looks like one already recorded. The server's queries and the tests read these rules.
 */
const DAY_MS = 86_400_000;
const addDays = (value: string, days: number) =>
  new Date(Date.parse(`${value}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** A candidate is at most this many days before or after the draft (inclusive). */
export const DUPLICATE_DAYS = 30;

/** At most this many candidates are listed, newest first. */
export const DUPLICATE_LIMIT = 10;

/** Why a record is a candidate: the same bill typed again, or the same file attached again. */
export const DUPLICATE_REASONS = ["invoice", "file"] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

/** The separators an invoice number may be written with: "AUD-001", "AUD 001", "aud/1" are one. */
const SEPARATORS = /[\s\-./_\\#,:]/g;

/**
 * An invoice number as it is compared: in lower case, each run of digits without its leading
 * zeros, the separators removed. "AUD-001", "aud 1" and "AUD001" are all "aud1";
 * "INV-2024-001" and "inv 2024 1" are both "inv20241".
 */
export function invoiceKey(invoice: string): string {
  return invoice
    .toLowerCase()
    .replace(/(?<!\d)0+(?=\d)/g, "")
    .replace(SEPARATORS, "");
}

/** An expense description as it is compared: the invoice number's rule ("Milk - 2 crates" = "milk 2 crates"). */
export function descriptionKey(description: string): string {
  return invoiceKey(description);
}

/**
 * The amounts in cents within 1 % of the draft's, inclusive: |a − b| ≤ 1 % of b, in whole
 * cents with no float (1 % of 10 050 cents is 100.5, so 9 950 to 10 150).
 */
export function amountRange(draftCents: number): { min: number; max: number } {
  const slack = Math.floor(draftCents / 100);
  return { min: draftCents - slack, max: draftCents + slack };
}

/** The dates within DUPLICATE_DAYS of the draft's, either side, inclusive. */
export function dateRange(draftDate: string): { from: string; to: string } {
  return { from: addDays(draftDate, -DUPLICATE_DAYS), to: addDays(draftDate, DUPLICATE_DAYS) };
}

/** A SHA-256 in hex, as the browser or the upload computed it. */
export const SHA256_PATTERN = /^[0-9a-f]{64}$/;
