import type { Access, NamedAction, Verb } from "./permissions.ts";
import type { Role } from "./roles.ts";

/** Who is asking: the signed-in user's role and id. */
export interface Caller {
  role: Role;
  userId: string;
  /**
   * The people whose approvals the caller holds for this record (a delegation holding on its
   * store's day, docs/decisions.md, Approvals); absent or empty: none.
   */
  delegatorsFor?: (record: RecordFacts) => readonly { userId: string; role: Role }[];
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
  store_id?: string | null;
  /** saved_views: the person who saved the view. */
  user_id?: string | null;
  /** cash-ups: who counted and submitted it (never its approver). */
  counted_by?: string | null;
  /** purchases, expenses, cash-ups: who the current approval step waits for, and who took a step (approvals/steps.ts). */
  approval_waiting?: string | null;
  approval_done?: string | null;
}

/** Why a write to one record is refused, before any column of the change is looked at. */
export type RowRefusal =
  | { reason: "not_own" }
  | { reason: "not_pending"; status: string }
  | { reason: "edit_window_closed" }
  | { reason: "entry_closed" }
  | { reason: "status_locked"; status: string };

/** A refusal as the API answers it: 403 for a missing right, 409 for a state conflict. */
export interface Refusal {
  kind: "forbidden" | "conflict";
  message: string;
}

export type RowVerb = "update" | "delete";

/**
 * A module's access rules beyond the matrix: `<module>/policy.ts` exports one, and
 * access/policies.ts maps the tables to them.
 */
export interface TablePolicy {
  /** Why a write is refused under the access levels this module defines (pending, 24 hours, clock). */
  rowRefusal?(access: Access, caller: Caller, record: RecordFacts, now: Date): RowRefusal | null;
  /** The message of a row refusal of this module. */
  refusal?(refusal: RowRefusal, verb: RowVerb): Refusal | undefined;
  /** Columns of an update that the access level may not change. */
  columnRefusal?(access: Access, changed: readonly string[]): Refusal | null;
  /** A delete refused whoever asks (an admin user, one's own account). */
  deleteRefusal?(caller: Caller, record: RecordFacts): Refusal | null;
  /** The spec's own words when a role lacks a verb on this table. */
  denied?(role: Role, verb: Verb): string | undefined;
  /** Whether a named action of the matrix applies to the record now; absent means always. */
  actionOpen?: Partial<Record<NamedAction, (record: RecordFacts, caller: Caller) => boolean>>;
}

/** Whether the caller created the record. */
export const isOwn = (caller: Caller, record: RecordFacts): boolean => record.created_by === caller.userId;

export const forbiddenBecause = (message: string): Refusal => ({ kind: "forbidden", message });
