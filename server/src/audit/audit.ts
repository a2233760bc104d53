import type { AuditAction } from "@storeops/domain";
import type { Kysely } from "kysely";
import type { DB } from "../db/database.ts";
import { newId, nowIso } from "../ids.ts";

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

/** Writes one audit entry; call it with the transaction of the change it records. */
export async function writeAudit(db: Kysely<DB>, context: AuditContext, event: AuditEvent): Promise<void> {
  const now = nowIso();
  await db
    .insertInto("audit_logs")
    .values({
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
    })
    .execute();
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
