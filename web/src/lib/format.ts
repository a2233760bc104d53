import { formatMoney, formatMoneyWhole, toCents } from "@storeops/domain";

/** The API carries dollars; the domain formats cents. */
export function formatDollars(dollars: number): string {
  return formatMoney(toCents(dollars));
}

export function formatDollarsWhole(dollars: number): string {
  return formatMoneyWhole(toCents(dollars));
}

const dateFormat = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});
const dateTimeFormat = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** "Jan 18, 2025" from a YYYY-MM-DD business date, without shifting it through a time zone. */
export function formatBusinessDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const [, y, m, d] = match;
  return dateFormat.format(new Date(Date.UTC(Number(y), Number(m) - 1, Number(d), 12)));
}

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
