/**
 * The kiosk's own calls (issue #30): what the tablet shows and the punches it sends, by the
 * device's token and the person's PIN (kiosk.service.ts registers devices and keeps PINs).
 */
import {
  alreadyClockedIn,
  entryOverlaps,
  hoursWorked,
  isLocked,
  KIOSK_LOCK,
  type KioskAction,
  MSG,
  overlappingEntry,
  shiftRunsAt,
  type TKioskHome,
  type TKioskPunchResult,
} from "@storeops/domain";
import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { type AuditContext, writeAudit } from "../../audit/audit.ts";
import type { DB } from "../../db/database.ts";
import { storeNow, storeZone } from "../../db/store-time.ts";
import { AppError, conflict, unauthorized } from "../../errors.ts";
import { newId, nowIso } from "../../ids.ts";
import { refuseClosedPeriod } from "../payroll/pay-period-lock.ts";
import { shiftOfToday, shiftsOfToday } from "../schedules/today-shifts.ts";
import { lockEmployee } from "../staff/staff.repository.ts";
import { beginBreak, finishBreak } from "../time-entries/break-actions.ts";
import { breakHoursAtClockOut } from "../time-entries/breaks.repository.ts";
import { lateNote, punchMoment, refuseBeforeLastPunch } from "../time-entries/late-punch.ts";
import { closeOpenEntry, entriesNear, insertTimeEntry } from "../time-entries/time-entries.repository.ts";
import { countWrongPin, deviceByToken, deviceUsed, kioskRoster, staffByPin } from "./kiosk.repository.ts";
import { pinDigest, tokenHash } from "./kiosk.service.ts";

const DEVICES = "kiosk_devices";

/** The device token of a request: `X-Kiosk-Token`, or `Authorization: Bearer …`. */
export function deviceTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers["x-kiosk-token"];
  if (typeof header === "string" && header.trim()) return header.trim();
  const authorization = request.headers.authorization;
  if (authorization?.toLowerCase().startsWith("bearer ")) return authorization.slice(7).trim() || undefined;
  return undefined;
}

/** The kiosk of a token, or 401; a locked one is 423 until its lock ends. */
async function kioskOf(db: Kysely<DB>, token: string | undefined) {
  const device = token ? await deviceByToken(db, tokenHash(token)) : undefined;
  if (!device) throw unauthorized(MSG.kioskNotRegistered);
  return device;
}

const locked = () => new AppError(423, "locked", MSG.kioskLocked);

/**
 * What the kiosk screen shows: its store, the store's time, and the store's people, each with their
 * published shift of today and whether they are due (scheduled now, not clocked in).
 */
export async function kioskHome(db: Kysely<DB>, token: string | undefined): Promise<TKioskHome> {
  const device = await kioskOf(db, token);
  const now = await storeNow(db, device.store_id);
  const [roster, today] = await Promise.all([
    kioskRoster(db, device.store_id),
    shiftsOfToday(db, [device.store_id]),
  ]);
  return {
    device_name: device.name,
    store_id: device.store_id,
    store_name: device.store_name,
    date: now.date,
    local_time: now.time,
    timezone: await storeZone(db, device.store_id),
    locked_until: isLocked(device.locked_until, new Date()) ? device.locked_until : null,
    people: roster.map((row) => {
      const shift = today.ofPerson(row.id);
      const status = shift?.attendance.status;
      return {
        employee_id: row.id,
        name: row.name,
        position: row.position,
        state: row.entry_id == null ? "out" : row.break_id == null ? "in" : "on_break",
        has_pin: row.pin_hash != null,
        shift: shift ? shiftOfToday(shift.row) : null,
        // Scheduled now: the shift runs and no clock-in was made for it.
        due:
          row.entry_id == null &&
          shift !== undefined &&
          (status === "due" || status === "no_show") &&
          shiftRunsAt(shift.row, shift.now),
      };
    }),
  };
}

/** The audit context of a kiosk's request: the person punching, from the device. */
function kioskAudit(
  request: FastifyRequest,
  person: { user_id: string | null; name: string } | null,
): AuditContext {
  return {
    userId: person?.user_id ?? null,
    userName: person?.name ?? null,
    ip: request.ip,
    userAgent: String(request.headers["user-agent"] ?? ""),
  };
}

const ACTION_MESSAGE: Record<KioskAction, string> = {
  clock_in: MSG.punchClockedIn,
  clock_out: MSG.punchClockedOut,
  break_start: MSG.punchBreakStarted,
  break_end: MSG.punchBreakEnded,
};

/**
 * A punch at the kiosk: the PIN names the person (a tapped name must be theirs), then the action
 * runs at the store's time now, under the same rules as a clock-in, a break and a clock-out
 * anywhere else. A wrong PIN is counted and audited (its own transaction, kept whatever follows);
 * the fifth in a row locks the device.
 */
export async function punch(
  db: Kysely<DB>,
  request: FastifyRequest,
  input: { pin: string; action: KioskAction; employee_id?: string; occurred_at?: string },
): Promise<TKioskPunchResult> {
  const device = await kioskOf(db, deviceTokenOf(request));
  // A punch made while the kiosk was offline counts when it was made (late-punch.ts).
  const moment = punchMoment(input.occurred_at);
  if (isLocked(device.locked_until, new Date())) throw locked();
  const person = await staffByPin(db, device.store_id, pinDigest(db, device.store_id, input.pin));
  if (!person || (input.employee_id !== undefined && input.employee_id !== person.id)) {
    const until = new Date(Date.now() + KIOSK_LOCK.minutes * 60_000).toISOString();
    const nowLocked = await db.transaction().execute(async (trx) => {
      const lockedNow = await countWrongPin(trx, device.id, KIOSK_LOCK.attempts, until);
      await writeAudit(trx, kioskAudit(request, null), {
        action: "KIOSK_PIN_FAILED",
        targetTable: DEVICES,
        targetId: device.id,
        description: `Wrong PIN at kiosk ${device.name} of ${device.store_name}${lockedNow ? `: kiosk locked for ${KIOSK_LOCK.minutes} minutes` : ""}`,
        changes: {},
      });
      return lockedNow;
    });
    throw nowLocked ? locked() : new AppError(403, "wrong_pin", MSG.wrongPin);
  }
  return db.transaction().execute(async (trx) => {
    await deviceUsed(trx, device.id);
    await lockEmployee(trx, person.id);
    const now = await storeNow(trx, device.store_id, moment.at);
    const audit = kioskAudit(request, person);
    const late = await lateNote(trx, device.store_id, moment);
    const at = `at kiosk ${device.name}${late.text}`;
    const open = await trx
      .selectFrom("employee_time_entries")
      .select(["id", "store_id", "clock_in_time", "work_date", "break_hours"])
      .where("employee_id", "=", person.id)
      .where("clock_out_time", "is", null)
      .executeTakeFirst();
    // A punch writes a time entry: none in a closed pay period, as anywhere else (pay-period-lock.ts).
    if (open) await refuseClosedPeriod(trx, open.store_id, open.work_date);
    else if (input.action === "clock_in") await refuseClosedPeriod(trx, device.store_id, now.date);
    const log = (
      action: "CLOCK_IN" | "CLOCK_OUT" | "BREAK_START" | "BREAK_END",
      entryId: string,
      description: string,
      changes: Record<string, unknown>,
    ) =>
      writeAudit(trx, audit, {
        action,
        targetTable: "employee_time_entries",
        targetId: entryId,
        description,
        changes,
      });

    if (input.action === "clock_in") {
      if (open) throw conflict(alreadyClockedIn(`${open.work_date} ${open.clock_in_time}`));
      const times = { work_date: now.date, clock_in_time: now.time, clock_out_time: null };
      const other = overlappingEntry(times, await entriesNear(trx, person.id, now.date));
      if (other) throw conflict(entryOverlaps(other));
      const id = newId();
      const stamp = nowIso();
      const stored = await insertTimeEntry(trx, {
        id,
        created_at: stamp,
        updated_at: stamp,
        store_id: device.store_id,
        employee_id: person.id,
        ...times,
        total_hours: null,
        break_hours: 0,
        status: "active",
        notes: `Kiosk: ${device.name}`,
        created_by: person.user_id,
      });
      if (!stored) throw conflict(alreadyClockedIn());
      await log("CLOCK_IN", id, `Clocked in ${person.name} on ${now.date} at ${now.time} ${at}`, {
        clock_in_time: now.time,
        work_date: now.date,
        kiosk: device.name,
        ...late.changes,
      });
    } else {
      if (!open) throw conflict(MSG.notClockedIn);
      if (input.occurred_at !== undefined) await refuseBeforeLastPunch(trx, open, now);
      const act = {
        trx,
        audit,
        entry: open,
        name: person.name,
        now,
        createdBy: person.user_id,
        where: { text: at, changes: { kiosk: device.name, ...late.changes } },
      };
      if (input.action === "break_start") await beginBreak(act, false);
      else if (input.action === "break_end") await finishBreak(act);
      else {
        const breakHours = (await breakHoursAtClockOut(trx, open, now.time)) ?? Number(open.break_hours ?? 0);
        const totalHours = hoursWorked(open.clock_in_time, now.time, breakHours);
        const closed = await closeOpenEntry(trx, open.id, {
          clock_out_time: now.time,
          break_hours: breakHours,
          total_hours: totalHours,
          status: "recorded",
          updated_at: nowIso(),
        });
        if (!closed) throw conflict(MSG.entryAlreadyClosed);
        await log("CLOCK_OUT", open.id, `Clocked out ${person.name} on ${now.date} at ${now.time} ${at}`, {
          clock_out_time: { before: null, after: now.time },
          total_hours: { before: null, after: totalHours },
          kiosk: device.name,
          ...late.changes,
        });
      }
    }
    return {
      employee_id: person.id,
      employee_name: person.name,
      action: input.action,
      work_date: now.date,
      time: now.time,
      message: ACTION_MESSAGE[input.action],
    };
  });
}
