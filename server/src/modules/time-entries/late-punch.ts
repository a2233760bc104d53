/**
 * Punches made offline and sent later (issue #30; docs/decisions.md, Time entries: late punches):
 * the kiosk's punches and a staff member's own clock-in may carry `occurred_at`, the instant the
 * punch was made. It is recorded when believable; otherwise the punch is refused with a message.
 */
import { lastPunchOf, MSG, punchInstant, storeMoment } from "@storeops/domain";
import type { Kysely } from "kysely";
import type { DB } from "../../db/database.ts";
import { storeNow } from "../../db/store-time.ts";
import { badRequest, conflict } from "../../errors.ts";
import { breaksOf } from "./breaks.repository.ts";

export interface PunchMoment {
  /** The instant the punch stands for. */
  at: Date;
  /** Sent a minute or more after it was made: the audit trail says so. */
  late: boolean;
}

/**
 * The instant of a punch: now, or the `occurred_at` of a punch made offline when it lies within
 * the last 12 hours (2 minutes ahead of the server's clock count as now); else 400 on the field.
 */
export function punchMoment(occurredAt: unknown, now = new Date()): PunchMoment {
  const result = punchInstant(typeof occurredAt === "string" ? occurredAt : undefined, now);
  if ("problem" in result) {
    const message = result.problem === "future" ? MSG.punchInFuture : MSG.punchTooOld;
    throw badRequest(message, { fields: { occurred_at: [message] } });
  }
  return result;
}

/**
 * A punch of an open entry (a break, a clock-out) may not come before the entry's last punch:
 * its clock-in or a break's start or end. 409 otherwise.
 */
export async function refuseBeforeLastPunch(
  trx: Kysely<DB>,
  entry: { id: string; work_date: string; clock_in_time: string },
  at: { date: string; time: string },
): Promise<void> {
  if (storeMoment(at.date, at.time) < lastPunchOf(entry, await breaksOf(trx, entry.id))) {
    throw conflict(MSG.punchBeforeLast);
  }
}

/**
 * What the audit trail adds to a punch sent late: the store's time it arrived at, in the
 * description and in the changes (with both instants). Nothing for a punch sent at once.
 */
export async function lateNote(
  trx: Kysely<DB>,
  storeId: unknown,
  moment: PunchMoment,
): Promise<{ text: string; changes: Record<string, unknown> }> {
  if (!moment.late) return { text: "", changes: {} };
  const received = new Date();
  const { time } = await storeNow(trx, storeId, received);
  return {
    text: ` (made offline, sent at ${time})`,
    changes: { sent_late: { occurred_at: moment.at.toISOString(), received_at: received.toISOString() } },
  };
}
