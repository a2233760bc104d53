/**
 * How dates, times and money read for one person: the date format, time format, time zone and
 * currency of their General settings, falling back to the application's (docs/decisions.md,
 * Settings). One set of functions for the web's screens and the server's files.
 */
import { type Cents, formatMoney } from "../shared/money.ts";
import type { CURRENCIES, DATE_FORMATS, TIME_FORMATS } from "./options.ts";

export type DateFormat = (typeof DATE_FORMATS)[number];
export type TimeFormat = (typeof TIME_FORMATS)[number];
export type Currency = (typeof CURRENCIES)[number];

/** The display part of General settings; `timezone` as saved (EST…) or an IANA zone. */
export interface DisplayPrefs {
  date_format: DateFormat;
  time_format: TimeFormat;
  timezone: string;
  currency: Currency;
}

export const DEFAULT_DISPLAY_PREFS: DisplayPrefs = {
  date_format: "MM/DD/YYYY",
  time_format: "12h",
  timezone: "UTC",
  currency: "USD",
};

const DATE_FORMAT_SET = new Set<string>(["MM/DD/YYYY", "DD/MM/YYYY", "YYYY-MM-DD"]);
const TIME_FORMAT_SET = new Set<string>(["12h", "24h"]);
const CURRENCY_SET = new Set<string>(["USD", "EUR", "GBP", "CAD"]);

type Partial_ = Partial<Record<keyof DisplayPrefs, unknown>> | null | undefined;

/** The person's choices where they made a valid one, else the application's, else the defaults. */
export function displayPrefs(own: Partial_, application?: Partial_): DisplayPrefs {
  const pick = <K extends keyof DisplayPrefs>(key: K, valid: (value: string) => boolean): DisplayPrefs[K] => {
    for (const source of [own, application]) {
      const value = source?.[key];
      if (typeof value === "string" && valid(value)) return value as DisplayPrefs[K];
    }
    return DEFAULT_DISPLAY_PREFS[key];
  };
  return {
    date_format: pick("date_format", (v) => DATE_FORMAT_SET.has(v)),
    time_format: pick("time_format", (v) => TIME_FORMAT_SET.has(v)),
    timezone: pick("timezone", (v) => zoneOf(v) !== null),
    currency: pick("currency", (v) => CURRENCY_SET.has(v)),
  };
}

/** The settings' short zone names, on the clocks of the places they name (daylight saving included). */
const SHORT_ZONES: Record<string, string> = {
  UTC: "UTC",
  EST: "America/New_York",
  CST: "America/Chicago",
  MST: "America/Denver",
  PST: "America/Los_Angeles",
};

const zoneChecks = new Map<string, boolean>();

/** The IANA zone of a saved time zone ("PST" → "America/Los_Angeles"), or null when it is none. */
export function zoneOf(timezone: string): string | null {
  const short = SHORT_ZONES[timezone];
  if (short) return short;
  let known = zoneChecks.get(timezone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: timezone });
      known = timezone.includes("/");
    } catch {
      known = false;
    }
    zoneChecks.set(timezone, known);
  }
  return known ? timezone : null;
}

/** "11/19/2026", "19/11/2026" or "2026-11-19" from the year, month and day. */
function dateText(y: string, m: string, d: string, format: DateFormat): string {
  if (format === "DD/MM/YYYY") return `${d}/${m}/${y}`;
  if (format === "YYYY-MM-DD") return `${y}-${m}-${d}`;
  return `${m}/${d}/${y}`;
}

/** "8:35 PM" or "20:35" from hours (0–23) and minutes. */
function clockText(hours: number, minutes: number, format: TimeFormat): string {
  const mm = String(minutes).padStart(2, "0");
  if (format === "24h") return `${String(hours).padStart(2, "0")}:${mm}`;
  return `${hours % 12 === 0 ? 12 : hours % 12}:${mm} ${hours < 12 ? "AM" : "PM"}`;
}

interface Parts {
  y: string;
  m: string;
  d: string;
  hours: number;
  minutes: number;
  zoneName: string;
}

const partFormatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock parts of an instant in a zone (one formatter kept per zone). */
function partsIn(date: Date, zone: string): Parts {
  let formatter = partFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZoneName: "short",
    });
    partFormatters.set(zone, formatter);
  }
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(date)) parts[part.type] = part.value;
  return {
    y: parts.year ?? "",
    m: parts.month ?? "",
    d: parts.day ?? "",
    hours: Number(parts.hour) % 24,
    minutes: Number(parts.minute),
    zoneName: parts.timeZoneName ?? zone,
  };
}

const BUSINESS_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK_TIME = /^(\d{1,2}):(\d{2})(?::\d{2})?$/;

function instantOf(value: Date | string): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The zone a display uses: the one given (a store's), else the person's. */
const zoneFor = (prefs: DisplayPrefs, zone?: string | null) =>
  (zone && zoneOf(zone)) || zoneOf(prefs.timezone) || "UTC";

/**
 * A date in the person's format: a business date (YYYY-MM-DD) as the day it names, an instant as
 * its day in `zone` (else the person's time zone). Anything else comes back as given.
 */
export function formatDate(value: Date | string, prefs: DisplayPrefs, zone?: string | null): string {
  const business = typeof value === "string" ? BUSINESS_DATE.exec(value) : null;
  if (business) return dateText(business[1] ?? "", business[2] ?? "", business[3] ?? "", prefs.date_format);
  const date = instantOf(value);
  if (!date) return String(value);
  const p = partsIn(date, zoneFor(prefs, zone));
  return dateText(p.y, p.m, p.d, prefs.date_format);
}

/**
 * A time of day in the person's format: a wall-clock time ("20:35", a store's clock-in) as it
 * reads, an instant on the clock of `zone` (else the person's time zone).
 */
export function formatTime(value: Date | string, prefs: DisplayPrefs, zone?: string | null): string {
  const clock = typeof value === "string" ? CLOCK_TIME.exec(value) : null;
  if (clock) {
    const hours = Number(clock[1]);
    const minutes = Number(clock[2]);
    return hours < 24 && minutes < 60 ? clockText(hours, minutes, prefs.time_format) : (value as string);
  }
  const date = instantOf(value);
  if (!date) return String(value);
  const p = partsIn(date, zoneFor(prefs, zone));
  return clockText(p.hours, p.minutes, prefs.time_format);
}

/** "11/19/2026 8:35 PM" for an instant in `zone` (else the person's); `withZone` adds "PST". */
export function formatDateTime(
  value: Date | string,
  prefs: DisplayPrefs,
  zone?: string | null,
  options: { withZone?: boolean } = {},
): string {
  const date = instantOf(value);
  if (!date) return String(value);
  const p = partsIn(date, zoneFor(prefs, zone));
  const text = `${dateText(p.y, p.m, p.d, prefs.date_format)} ${clockText(p.hours, p.minutes, prefs.time_format)}`;
  return options.withZone ? `${text} ${p.zoneName}` : text;
}

/** Money from cents in the person's currency display ("$1,234.56", "€1,234.56"). */
export function formatMoneyFor(cents: Cents, prefs: DisplayPrefs, options: { whole?: boolean } = {}): string {
  return formatMoney(cents, prefs.currency, options);
}
