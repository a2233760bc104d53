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

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const usdWhole = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});

/** "$1,234.56" from cents. */
export function formatMoney(cents: Cents): string {
  return usd.format(cents / 100);
}

/** "$1,235" from cents: summary cards that round to whole dollars. */
export function formatMoneyWhole(cents: Cents): string {
  return usdWhole.format(Math.round(cents / 100));
}
