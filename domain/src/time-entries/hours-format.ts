/** Hours read one way on every screen and in every file: "8.25 h", and "8 h 15 min" in details. */

function roundedHours(hours: number | null | undefined): number {
  return Math.round((Number(hours ?? 0) + Number.EPSILON) * 100) / 100;
}

/** Decimal hours with exactly two decimals, no unit or grouping: "8.00", "8.10", "1234.50" (files' Hours cells). */
export function hoursFixed(hours: number | null | undefined): string {
  return roundedHours(hours).toFixed(2);
}

/** Decimal hours as "8.25 h", always two decimals: "8.00 h", "8.10 h", "1,234.50 h". */
export function formatHours(hours: number | null | undefined): string {
  const text = roundedHours(hours).toLocaleString("en-US", {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${text} h`;
}

/** Decimal hours as "8 h 15 min" (whole minutes; "0 min" for nothing, "45 min" under an hour). */
export function formatHoursMinutes(hours: number | null | undefined): string {
  const minutes = Math.round(Number(hours ?? 0) * 60);
  const whole = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (whole === 0) return `${rest} min`;
  return rest === 0 ? `${whole.toLocaleString("en-US")} h` : `${whole.toLocaleString("en-US")} h ${rest} min`;
}
