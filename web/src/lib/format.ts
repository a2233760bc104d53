import { formatMoney, formatMoneyWhole, toCents } from "@storeops/domain";

export { formatBusinessDate } from "@storeops/domain";

/** The API carries dollars; the domain formats cents. */
export function formatDollars(dollars: number): string {
  return formatMoney(toCents(dollars));
}

export function formatDollarsWhole(dollars: number): string {
  return formatMoneyWhole(toCents(dollars));
}

const dateTimeFormat = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

export function formatInstant(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTimeFormat.format(date);
}

export function formatPercent(value: number): string {
  return `${value.toFixed(1)}%`;
}

const numberFormat = new Intl.NumberFormat("en-US");

export function formatCount(value: number): string {
  return numberFormat.format(value);
}

const clockFormat = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" });

/** "8:26 PM" from epoch milliseconds. */
export function formatClock(epochMs: number): string {
  return clockFormat.format(new Date(epochMs));
}

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? "";
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? "") : "";
  return `${first}${last}`.toUpperCase();
}
