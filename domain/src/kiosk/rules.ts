/**
 * The kiosk clock (issue #30): a registered tablet of one store, where staff clock in and out and
 * take breaks with a PIN of 4 to 6 digits. Five wrong PINs in a row lock the device for 15 minutes.
 */
export const KIOSK_ACTIONS = ["clock_in", "break_start", "break_end", "clock_out"] as const;
export type KioskAction = (typeof KIOSK_ACTIONS)[number];

export const KIOSK_LOCK = { attempts: 5, minutes: 15 } as const;

export const PIN_PATTERN = /^\d{4,6}$/;

/** The actions open to someone at the kiosk: clocked out → clock in; on shift → break or out. */
export function kioskActionsFor(state: "out" | "in" | "on_break"): KioskAction[] {
  if (state === "out") return ["clock_in"];
  if (state === "on_break") return ["break_end", "clock_out"];
  return ["break_start", "clock_out"];
}

/** Whether a device locked until `lockedUntil` (ISO instant, or none) is still locked at `now`. */
export function isLocked(lockedUntil: string | null | undefined, now: Date): boolean {
  return lockedUntil != null && Date.parse(lockedUntil) > now.getTime();
}
