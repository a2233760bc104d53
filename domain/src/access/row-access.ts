import { isWithin24Hours } from "../formulas.ts";
import type { Access } from "../permissions.ts";
import type { Role } from "../roles.ts";

/** Who is asking: the signed-in user's role and id. */
export interface Caller {
  role: Role;
  userId: string;
}

/** The facts of a record the row rules read; a table supplies the ones it has. */
export interface RecordFacts {
  id?: string | null;
  status?: string | null;
  created_by?: string | null;
  created_at?: string | null;
  clock_out_time?: string | null;
  /** users: the role of the user the row describes. */
  role?: string | null;
}

/** Why a write to one record is refused, before any column of the change is looked at. */
export type RowRefusal =
  | { reason: "not_own" }
  | { reason: "not_pending"; status: string }
  | { reason: "edit_window_closed" }
  | { reason: "entry_closed" };

const own = (caller: Caller, record: RecordFacts) => record.created_by === caller.userId;

/**
 * Why a caller whose access to the table is `access` may not update or delete this record now
 * (own rows, pending rows, the 24-hour window, open time entries), or null when it may.
 * Store scope is not checked here: a record outside the caller's stores is never found.
 */
export function rowRefusal(
  access: Access,
  caller: Caller,
  record: RecordFacts,
  now: Date,
): RowRefusal | null {
  switch (access) {
    case "own":
      return own(caller, record) ? null : { reason: "not_own" };
    case "own_pending":
      if (!own(caller, record)) return { reason: "not_own" };
      return record.status === "pending" ? null : { reason: "not_pending", status: String(record.status) };
    case "own_within_24h":
      if (!own(caller, record)) return { reason: "not_own" };
      return withinWindow(record) ? null : { reason: "edit_window_closed" };
    case "within_24h":
      return withinWindow(record) ? null : { reason: "edit_window_closed" };
    case "clock":
      return record.clock_out_time == null ? null : { reason: "entry_closed" };
    default:
      return null;
  }

  function withinWindow(facts: RecordFacts): boolean {
    return typeof facts.created_at === "string" && isWithin24Hours(facts.created_at, now);
  }
}
