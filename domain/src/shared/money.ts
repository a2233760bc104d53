/** Money is integer cents everywhere in computation; dollars only at the API and display edges. */
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

export function hasAtMostTwoDecimals(value: number): boolean {
  return Number.isFinite(value) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
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
