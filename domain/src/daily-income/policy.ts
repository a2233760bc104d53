/**
 * The daily income policy: store managers change their stores' records, staff their own, only
 * within 24 hours of creation; admins any time (docs/decisions.md).
 */
import { forbiddenBecause, isOwn, type RecordFacts, type TablePolicy } from "../access/row-access.ts";
import { DAILY_INCOME_MESSAGES } from "./messages.ts";
import { isWithin24Hours } from "./rules.ts";

const withinWindow = (record: RecordFacts, now: Date) =>
  typeof record.created_at === "string" && isWithin24Hours(record.created_at, now);

export const DAILY_INCOME_POLICY = {
  rowRefusal(access, caller, record, now) {
    if (access === "own_within_24h" && !isOwn(caller, record)) return { reason: "not_own" };
    if (access !== "within_24h" && access !== "own_within_24h") return null;
    return withinWindow(record, now) ? null : { reason: "edit_window_closed" };
  },
  refusal(refusal, verb) {
    if (refusal.reason !== "edit_window_closed") return undefined;
    return forbiddenBecause(
      verb === "update"
        ? DAILY_INCOME_MESSAGES.dailyIncomeEditTooOld
        : DAILY_INCOME_MESSAGES.dailyIncomeDeleteTooOld,
    );
  },
} satisfies TablePolicy;
