import type { AuditAction } from "@storeops/domain";
import type { Kysely } from "kysely";
import { readAppSettings } from "../auth/settings-store.ts";
import type { DB } from "../db/database.ts";
import { newId, nowIso } from "../ids.ts";
import { entryHash, inTransaction, lockChainHead, moveChainHead } from "./chain.ts";

export type { AuditAction } from "@storeops/domain";

/** Who did it and from where; every write carries one. */
export interface AuditContext {
  userId: string | null;
  userName: string | null;
  ip: string;
  userAgent: string;
}

export interface AuditEvent {
  action: AuditAction;
  targetTable?: string;
  targetId?: string;
  description: string;
  changes?: Record<string, unknown>;
}

/**
 * Settings → System "Audit logging" off stops recording activity: sign-ins, sign-outs and exports.
 * Changes to records and settings, refused sign-ins and security events are always recorded.
 */
export const ACTIVITY_ACTIONS: ReadonlySet<AuditAction> = new Set<AuditAction>(["LOGIN", "LOGOUT", "EXPORT"]);

/**
 * Writes one audit entry; call it with the transaction of the change it records (without one it
 * opens its own). The entry is appended to the hash chain: the head is read and locked, the entry
 * stored with its position and hash, the head moved — one small read and one small write more.
 */
export async function writeAudit(db: Kysely<DB>, context: AuditContext, event: AuditEvent): Promise<void> {
  if (ACTIVITY_ACTIONS.has(event.action) && !(await readAppSettings(db)).system.audit_logging) return;
  await inTransaction(db, async (trx) => {
    const head = await lockChainHead(trx);
    // Stamped under the lock, so the chain's order is also the order of `created_at`.
    const now = nowIso();
    const entry = {
      seq: head.seq + 1,
      id: newId(),
      created_at: now,
      updated_at: now,
      user_id: context.userId,
      user_name: context.userName,
      action: event.action,
      target_table: event.targetTable ?? null,
      target_id: event.targetId ?? null,
      description: event.description,
      changes: event.changes ? JSON.stringify(event.changes) : null,
      ip_address: context.ip,
      user_agent: context.userAgent,
    };
    const hash = entryHash(head.hash, entry);
    await trx
      .insertInto("audit_logs")
      .values({ ...entry, prev_hash: head.hash, hash })
      .execute();
    await moveChainHead(trx, { seq: entry.seq, hash, last_id: entry.id });
  });
}

/** The before/after of the fields whose values differ. */
export function diffChanges(before: Record<string, unknown>, after: Record<string, unknown>) {
  const changed: Record<string, { before: unknown; after: unknown }> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      changed[key] = { before: before[key], after: after[key] };
  }
  return changed;
}
