/** How dates read on screen and in exports: one formatter, shared by the web's columns and the server's files. */
const dateFormat = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});

/** "Jan 18, 2025" from a YYYY-MM-DD business date, without shifting it through a time zone. */
export function formatBusinessDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const [, y, m, d] = match;
  return dateFormat.format(new Date(Date.UTC(Number(y), Number(m) - 1, Number(d), 12)));
}
