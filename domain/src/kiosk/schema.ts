/** The kiosk's requests and answers (docs/decisions.md, Kiosk). */
import { z } from "zod";
import { MSG } from "../messages.ts";
import { id, instant, oneOf, requiredText } from "../shared/fields.ts";
import { ZShiftOfToday } from "../time-entries/schema.ts";
import { KIOSK_ACTIONS, PIN_PATTERN } from "./rules.ts";

const pin = () => z.string({ error: MSG.pinFormat }).regex(PIN_PATTERN, { error: MSG.pinFormat });
const deviceName = () => requiredText("Name", 60);

export const ZKioskDeviceCreate = z.strictObject({ store_id: id(), name: deviceName() });
export const ZKioskDeviceRename = z.strictObject({ name: deviceName() });
export const ZKioskDevicesQuery = z.strictObject({ store_id: id().optional() });

export const ZKioskDevice = z.object({
  id: z.string(),
  store_id: z.string(),
  store_name: z.string().nullable(),
  name: z.string(),
  created_at: z.string(),
  last_seen_at: z.string().nullable(),
  locked_until: z.string().nullable(),
});
export type TKioskDevice = z.infer<typeof ZKioskDevice>;
/** A new device with its token, shown once. */
export const ZKioskDeviceCreated = ZKioskDevice.extend({ token: z.string() });
export type TKioskDeviceCreated = z.infer<typeof ZKioskDeviceCreated>;

/** PUT /api/kiosk/pin (one's own) and PUT /api/kiosk/staff/{id}/pin (admin, the store's manager). */
export const ZPinSet = z.strictObject({ pin: pin() });

/** POST /api/kiosk/punch with the device's token: the PIN names the person; employee_id (a tapped name) must match it. */
export const ZKioskPunch = z.strictObject({
  pin: pin(),
  // The buttons' words read either way round: start_break / end_break are break_start / break_end.
  action: z.preprocess(
    (value) => (value === "start_break" ? "break_start" : value === "end_break" ? "break_end" : value),
    oneOf("Action", KIOSK_ACTIONS),
  ),
  employee_id: id().optional(),
  /** When the punch was made, if the kiosk was offline then (docs/decisions.md, Time entries: late punches). */
  occurred_at: instant("Punch time").optional(),
});

export const ZKioskPunchResult = z.object({
  employee_id: z.string(),
  employee_name: z.string(),
  action: z.enum(KIOSK_ACTIONS),
  work_date: z.string(),
  time: z.string(),
  message: z.string(),
});
export type TKioskPunchResult = z.infer<typeof ZKioskPunchResult>;

/** GET /api/kiosk/device with the token: what the kiosk screen shows. */
export const ZKioskHome = z.object({
  device_name: z.string(),
  store_id: z.string(),
  store_name: z.string(),
  date: z.string(),
  local_time: z.string(),
  timezone: z.string(),
  locked_until: z.string().nullable(),
  people: z.array(
    z.object({
      employee_id: z.string(),
      name: z.string(),
      position: z.string().nullable(),
      state: z.enum(["out", "in", "on_break"]),
      has_pin: z.boolean(),
      shift: ZShiftOfToday.nullable().describe(
        "their published shift of today: the one running now, else the next, else the last; null: none",
      ),
      due: z.boolean().describe("scheduled now (their shift has started) and not clocked in for it"),
    }),
  ),
});
export type TKioskHome = z.infer<typeof ZKioskHome>;
