import { type Access, accessFor, type FigurePeriod, mayTakeAction, type Role } from "@storeops/domain";
import type { Actor } from "../../access/actor.ts";
import { scopeKey } from "../../db/data-version.ts";
import { dashboardKind, LISTED_TABLES } from "./dashboard-lists.ts";

/**
 * Access levels under which what a caller reads, or the allowed_actions of a row, follow from who
 * the caller is, not only the role and stores: the row's creator (`created_by` = the caller), the
 * caller's own record or time entries.
 */
const PER_USER: ReadonlySet<Access> = new Set([
  "own",
  "own_pending",
  "own_within_24h",
  "self",
  "clock",
  "shared",
]);

/** Access levels under which allowed_actions change with the hour (the 24-hour window). */
export const TIME_BOUND: ReadonlySet<Access> = new Set(["within_24h", "own_within_24h"]);

const VERBS = ["read", "update", "delete"] as const;

/** The access levels the role has to the tables its dashboard lists. */
export function listedAccess(role: Role): Access[] {
  return LISTED_TABLES[dashboardKind(role)].flatMap((table) =>
    VERBS.flatMap((verb) => accessFor(role, table, verb) ?? []),
  );
}

/**
 * Whether the role's dashboard differs between two users of the same role and stores: true when a
 * list it shows is read, or its rows' allowed_actions are worked out, by a per-user rule. Today
 * that is staff (edit and delete of their own pending purchases and expenses), and every role that
 * approves a listed table: approve/reject follow the record's current step, who created it and the
 * approvals the user holds for others (docs/decisions.md, Approvals). Admin reads every audit entry unredacted.
 */
export function answerDependsOnUser(role: Role): boolean {
  let depends = DEPENDS_ON_USER.get(role);
  if (depends === undefined) {
    const approves = LISTED_TABLES[dashboardKind(role)].some(
      (table) => (table === "purchases" || table === "expenses") && mayTakeAction(role, table, "approve"),
    );
    depends = approves || listedAccess(role).some((access) => PER_USER.has(access));
    DEPENDS_ON_USER.set(role, depends);
  }
  return depends;
}

/** answerDependsOnUser by role, worked out once: the matrix does not change while the process runs. */
const DEPENDS_ON_USER = new Map<Role, boolean>();

/**
 * What a kept dashboard follows from, besides the data version: the role, the stores reached, the
 * current store, the day, the period of its figures, and the user where the answer depends on the user. One entry per user
 * there, rather than allowed_actions worked out per request, keeps every answer serialized and
 * compressed once (plugins/prepared-answer.ts), at the cost of one build per such user and version.
 */
export function dashboardKey(actor: Actor, today: string, period: FigurePeriod): string {
  const parts = [actor.user.role, scopeKey(actor.scope), actor.currentStoreId ?? "", today, period];
  if (answerDependsOnUser(actor.user.role)) parts.push(actor.user.id);
  return parts.join("|");
}
