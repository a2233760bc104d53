/** Reading money and dates out of a receipt's text lines (OCR output): plain code, no I/O. */

/** An amount with cents as printed: "$1,204.50", "30.08", "S30.08" (a misread $), "12,34" (decimal comma). */
const AMOUNT = /(?<![\d.,])[$S€£]?\s?(\d{1,3}(?:[,. ]\d{3})+|\d+)\s?([.,])\s?(\d{2})(?![\d%])/g;

/** Every amount with cents on a line, in dollars, left to right. */
export function amountsIn(line: string): number[] {
  const found: number[] = [];
  for (const match of line.matchAll(AMOUNT)) {
    const whole = (match[1] ?? "").replace(/[,. ]/g, "");
    const value = Number(`${whole}.${match[3]}`);
    if (Number.isFinite(value)) found.push(value);
  }
  return found;
}

const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
] as const;

function isoDate(year: number, month: number, day: number): string | null {
  const fullYear = year < 100 ? 2000 + year : year;
  if (fullYear < 2000 || fullYear > 2099 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(fullYear, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return `${fullYear}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** 1–12 for a month's name or its abbreviation ("Mar", "Sept"); 0 for any other word. */
function monthOf(word: string): number {
  const name = word.toLowerCase();
  return MONTHS.findIndex((month) => name.length >= 3 && month.startsWith(name)) + 1;
}

/**
 * The first date on a line, as YYYY-MM-DD: 2026-03-14, 03/14/2026 and 03/14/26 (month first, as
 * in the United States, unless the first number cannot be a month), 14.03.2026 (day first),
 * "Mar 14, 2026", "14 March 2026".
 */
export function dateIn(line: string): string | null {
  const iso = /\b(20\d{2})[-/.](\d{1,2})[-/.](\d{1,2})\b/.exec(line);
  if (iso) return isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dotted = /\b(\d{1,2})\.(\d{1,2})\.(20\d{2}|\d{2})\b/.exec(line);
  if (dotted) return isoDate(Number(dotted[3]), Number(dotted[2]), Number(dotted[1]));
  const slashed = /\b(\d{1,2})[/-](\d{1,2})[/-](20\d{2}|\d{2})\b/.exec(line);
  if (slashed) {
    const [first, second, year] = [Number(slashed[1]), Number(slashed[2]), Number(slashed[3])];
    return first > 12 ? isoDate(year, second, first) : isoDate(year, first, second);
  }
  const named = /\b([A-Za-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(20\d{2})\b/.exec(line);
  if (named && monthOf(named[1] ?? "") > 0)
    return isoDate(Number(named[3]), monthOf(named[1] ?? ""), Number(named[2]));
  const dayFirst = /\b(\d{1,2})\s+([A-Za-z]{3,9})\.?,?\s+(20\d{2})\b/.exec(line);
  if (dayFirst && monthOf(dayFirst[2] ?? "") > 0)
    return isoDate(Number(dayFirst[3]), monthOf(dayFirst[2] ?? ""), Number(dayFirst[1]));
  return null;
}
