import {
  type DateFormat,
  DEFAULT_DISPLAY_PREFS,
  type DisplayPrefs,
  formatDate,
  formatDateTime,
  formatMoneyFor,
  formatTime,
  toCents,
} from "@storeops/domain";

/**
 * The signed-in person's display settings (their General settings, else the application's), set
 * by DisplayPrefsProvider before the screens render: every format below reads them, so one rule
 * holds on every screen.
 */
let current: DisplayPrefs = DEFAULT_DISPLAY_PREFS;

export function setDisplayPrefs(prefs: DisplayPrefs): void {
  current = prefs;
}

/** The person's date format ("DD/MM/YYYY"…): how a date field shows and reads what is typed. */
export function displayDateFormat(): DateFormat {
  return current.date_format;
}

/** The API carries dollars; the domain formats cents, in the person's currency display. */
export function formatDollars(dollars: number): string {
  return formatMoneyFor(toCents(dollars), current);
}

export function formatDollarsWhole(dollars: number): string {
  return formatMoneyFor(toCents(dollars), current, { whole: true });
}

/** A YYYY-MM-DD business date in the person's date format, on its own day. */
export function formatBusinessDate(value: string): string {
  return formatDate(value, current);
}

/** An instant's date and time in the person's formats, on their clock or on a store's (`zone`). */
export function formatInstant(value: string, zone?: string | null): string {
  return formatDateTime(value, current, zone);
}

/** A wall-clock time ("20:35", a store's clock-in) in the person's 12- or 24-hour format. */
export function formatTimeOfDay(value: string): string {
  return formatTime(value, current);
}

export function formatPercent(value: number): string {
  return `${value.toFixed(1)}%`;
}

const numberFormat = new Intl.NumberFormat("en-US");

export function formatCount(value: number): string {
  return numberFormat.format(value);
}

/** "8:26 PM" or "20:26" from epoch milliseconds, on the person's clock. */
export function formatClock(epochMs: number): string {
  return formatTime(new Date(epochMs), current);
}

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? "";
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? "") : "";
  return `${first}${last}`.toUpperCase();
}
