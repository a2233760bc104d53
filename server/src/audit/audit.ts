import type { AuditAction } from "@storeops/domain";
import type { Kysely } from "kysely";
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
 * Activity: sign-ins and sign-outs are recorded only while Settings → System "Audit logging" is on;
 * exports and downloads always. Written through modules/settings `writeActivity`, never `writeAudit`.
 */
export type ActivityAction = "LOGIN" | "LOGOUT" | "EXPORT";

/** A change to records or settings, a refused sign-in or a security event: always recorded. */
export interface RecordEvent extends AuditEvent {
  action: Exclude<AuditAction, ActivityAction>;
}

/**
 * Writes one audit entry; call it with the transaction of the change it records (without one it
 * opens its own). The entry is appended to the hash chain: the head is read and locked, the entry
 * stored with its position and its hash (an HMAC with the audit key), the head moved — one small
 * read and one small write more.
 */
export function writeAudit(db: Kysely<DB>, context: AuditContext, event: RecordEvent): Promise<void> {
  return appendAuditEntry(db, context, event);
}

/** Appends any entry to the chain; activity comes here only through `writeActivity`. */
export async function appendAuditEntry(
  db: Kysely<DB>,
  context: AuditContext,
  event: AuditEvent,
): Promise<void> {
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
    const hash = entryHash(head.key, head.keyedFrom, head.hash, entry);
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
