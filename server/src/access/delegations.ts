import {
  type ApproverIdentity,
  type DelegationWindow,
  delegationHolds,
  mayTakeAction,
  type RecordFacts,
  type Role,
} from "@storeops/domain";
import type { Kysely } from "kysely";
import type { DB } from "../db/database.ts";
import { dateInZone, storeZones } from "../db/store-time.ts";
import type { Actor } from "./actor.ts";

/**
 * The approvals a caller holds for others (docs/decisions.md, Approvals: delegation), read once
 * per request and only for a role that approves: allowed_actions and the approve use case both
 * ask `delegatorsFor`, so the buttons and the refusals follow the same windows.
 */
interface Held {
  windows: DelegationWindow[];
  zones: Map<string, string>;
}
const held = new WeakMap<Actor, Held>();

const DAY_MS = 86_400_000;
const utcDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

/** A user's stored list of store ids (JSON text), or none when it cannot be read. */
export function storeList(value: string): string[] {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}

/** The delegations held by the caller that may hold today somewhere (any time zone), with their delegators. */
export async function loadDelegations(db: Kysely<DB>, actor: Actor): Promise<void> {
  if (held.has(actor)) return;
  if (
    !mayTakeAction(actor.user.role, "purchases", "approve") &&
    !mayTakeAction(actor.user.role, "expenses", "approve")
  ) {
    held.set(actor, { windows: [], zones: new Map() });
    return;
  }
  const rows = await db
    .selectFrom("approval_delegations as d")
    .innerJoin("users as u", "u.id", "d.delegator_id")
    .select(["d.starts_on", "d.ends_on", "u.id", "u.role", "u.assigned_stores", "u.managed_stores"])
    .where("d.delegate_id", "=", actor.user.id)
    .where("u.status", "=", "active")
    .where("d.ends_on", ">=", utcDay(-2))
    .where("d.starts_on", "<=", utcDay(2))
    .execute();
  const windows = rows.map((row) => ({
    starts_on: row.starts_on,
    ends_on: row.ends_on,
    delegator: {
      id: row.id,
      role: row.role as Role,
      assigned_stores: storeList(row.assigned_stores),
      managed_stores: storeList(row.managed_stores),
    },
  }));
  held.set(actor, { windows, zones: windows.length > 0 ? await storeZones(db) : new Map() });
}

/** The people whose approvals the caller holds for this record now (its store's day), or none. */
export function delegatorsFor(actor: Actor, now = new Date()) {
  const mine = held.get(actor);
  if (!mine || mine.windows.length === 0) return undefined;
  return (record: RecordFacts): ApproverIdentity[] => {
    const storeId = record.store_id ?? null;
    const today = dateInZone(now, (storeId && mine.zones.get(storeId)) || "UTC");
    return mine.windows
      .filter((window) => delegationHolds(window, storeId, today))
      .map((window) => ({ userId: window.delegator.id, role: window.delegator.role }));
  };
}
