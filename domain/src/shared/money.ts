/** Money is integer cents everywhere in computation; dollars only at the API and display edges. */
import { MAX_MONEY_DOLLARS } from "./limits.ts";

export type Cents = number;

/** Dollars (at most two decimals) to integer cents, rounding half away from zero. */
export function toCents(dollars: number): Cents {
  const sign = dollars < 0 ? -1 : 1;
  // Epsilon absorbs binary representation error such as 1.005 being 1.00499999.
  return sign * Math.round(Math.abs(dollars) * 100 + 1e-7);
}

/** Integer cents to dollars for JSON. */
export function toDollars(cents: Cents): number {
  return cents / 100;
}

/**
 * Whether a dollar amount is whole cents as written: its shortest decimal form (what JSON
 * carried) has at most two decimals, so 12.345 or 0.1 + 0.2 are refused, never rounded. Within
 * the money range every amount of two decimals is one double exactly; past it (90071992547409.93
 * reads as …09.94) digits are already lost, which is why money fields also check the range.
 */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Number.isFinite(value) && /^-?\d+(\.\d{1,2})?$/.test(String(value));
}

/** Whether an amount lies within the one money range of every field: ±MAX_MONEY_DOLLARS. */
export function isWithinMoneyRange(value: number): boolean {
  return Math.abs(value) <= MAX_MONEY_DOLLARS;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(currency: string, whole: boolean): Intl.NumberFormat {
  const key = `${currency}:${whole}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency,
      ...(whole ? { maximumFractionDigits: 0, minimumFractionDigits: 0 } : {}),
    });
    moneyFormats.set(key, format);
  }
  return format;
}

/** "$1,234.56" from cents; another currency's symbol for a person who chose it ("€1,234.56"). */
export function formatMoney(cents: Cents, currency = "USD", options: { whole?: boolean } = {}): string {
  return options.whole
    ? moneyFormat(currency, true).format(Math.round(cents / 100))
    : moneyFormat(currency, false).format(cents / 100);
}
