/**
 * The time entries policy: staff ("clock" access) only clock out of their own open entry; an
 * entry already closed is a state conflict, like clocking in twice; anyone who may update an
 * entry may clock it out while it is open.
 */
import { forbiddenBecause, type TablePolicy } from "../access/row-access.ts";
import { TIME_ENTRY_MESSAGES } from "./messages.ts";

/** What a clock-out changes: the only columns "clock" access may write. */
const CLOCK_COLUMNS = ["clock_out_time", "notes", "break_hours", "status"];

export const TIME_ENTRY_POLICY = {
  rowRefusal(access, _caller, record) {
    if (access !== "clock") return null;
    return record.clock_out_time == null ? null : { reason: "entry_closed" };
  },
  refusal(refusal) {
    if (refusal.reason !== "entry_closed") return undefined;
    return { kind: "conflict", message: TIME_ENTRY_MESSAGES.entryAlreadyClosed };
  },
  columnRefusal(access, changed) {
    if (access === "clock" && changed.some((column) => !CLOCK_COLUMNS.includes(column)))
      return forbiddenBecause(TIME_ENTRY_MESSAGES.clockOutOwnOnly);
    return null;
  },
  actionOpen: { clock_out: (record) => record.clock_out_time == null },
} satisfies TablePolicy;
