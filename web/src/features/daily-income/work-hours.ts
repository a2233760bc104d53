import { formatTimeOfDay } from "../../lib/format.ts";
import { shownLanguage } from "../../lib/language.ts";

/** "9:00 AM – 6:00 PM" (or "09:00 – 18:00", as the person chose), or "—" without times. */
export function workHours(record: { work_start_time: string | null; work_end_time: string | null }): string {
  const start = record.work_start_time ? formatTimeOfDay(record.work_start_time) : null;
  const end = record.work_end_time ? formatTimeOfDay(record.work_end_time) : null;
  if (!start && !end) return "—";
  return `${start ?? "—"} – ${end ?? "—"}`;
}

/** A business date in long form, in the language shown: "Monday, March 4, 2024", "lunes, 4 de marzo de 2024". */
export function longDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString(shownLanguage() === "es" ? "es" : "en-US", {
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}
