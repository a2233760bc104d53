/** Hours read one way on every screen and in every file: "8.25 h", and "8 h 15 min" in details. */

/** Decimal hours as "8.25 h" (two decimals at most, trailing zeros dropped: "8 h", "8.5 h"). */
export function formatHours(hours: number | null | undefined): string {
  const value = Math.round((Number(hours ?? 0) + Number.EPSILON) * 100) / 100;
  return `${value.toLocaleString("en-US", { maximumFractionDigits: 2 })} h`;
}

/** Decimal hours as "8 h 15 min" (whole minutes; "0 min" for nothing, "45 min" under an hour). */
export function formatHoursMinutes(hours: number | null | undefined): string {
  const minutes = Math.round(Number(hours ?? 0) * 60);
  const whole = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (whole === 0) return `${rest} min`;
  return rest === 0 ? `${whole.toLocaleString("en-US")} h` : `${whole.toLocaleString("en-US")} h ${rest} min`;
}
