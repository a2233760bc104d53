/** "09:00 – 18:00", or "—" without times. */
export function workHours(record: { work_start_time: string | null; work_end_time: string | null }): string {
  const start = record.work_start_time?.slice(0, 5);
  const end = record.work_end_time?.slice(0, 5);
  if (!start && !end) return "—";
  return `${start ?? "—"} – ${end ?? "—"}`;
}

/** A business date in long form: "Monday, March 4, 2024". */
export function longDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString("en-US", {
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}
