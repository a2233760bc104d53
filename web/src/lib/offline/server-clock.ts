/**
 * The server's clock as this device last saw it: the difference between the `Date` of the API's
 * answers and the device's own clock. A punch made offline is stamped with the server's time
 * (`occurred_at`), not a device clock that may be minutes or hours off.
 */
const KEY = "storeops.server-clock-offset";
let offsetMs: number | null = null;

/** Notes the offset from an answer's Date header (whole seconds: a second off at most). */
export function noteServerDate(response: Response): void {
  const date = Date.parse(response.headers.get("date") ?? "");
  if (Number.isNaN(date)) return;
  const offset = date + 500 - Date.now();
  if (offsetMs !== null && Math.abs(offset - offsetMs) < 2_000) return;
  offsetMs = offset;
  try {
    localStorage.setItem(KEY, String(offset));
  } catch {
    // Storage can be blocked: the offset holds for this page.
  }
}

/** Now, by the server's clock as last seen (the device's own when it never was). */
export function serverNow(): Date {
  if (offsetMs === null) {
    try {
      offsetMs = Number(localStorage.getItem(KEY)) || 0;
    } catch {
      offsetMs = 0;
    }
  }
  return new Date(Date.now() + offsetMs);
}
