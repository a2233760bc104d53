export function toDate(instant: Date | string): Date {
  return instant instanceof Date ? instant : new Date(instant);
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"} ago`;

/** "Just now", "N minutes ago", "N hours ago", "N days ago" under 7 days, then "Jan 18, 2025". */
export function relativeTime(instant: Date | string, now: Date, timeZone = "UTC"): string {
  const then = toDate(instant);
  const seconds = Math.floor((now.getTime() - then.getTime()) / 1000);
  if (seconds < 60) return "Just now";
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return plural(minutes, "minute");
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return plural(hours, "hour");
  const days = Math.floor(hours / 24);
  if (days < 7) return plural(days, "day");
  return then.toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric", timeZone });
}
