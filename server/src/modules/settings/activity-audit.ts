import type { Kysely } from "kysely";
import {
  type ActivityAction,
  type AuditContext,
  type AuditEvent,
  appendAuditEntry,
} from "../../audit/audit.ts";
import type { DB } from "../../db/database.ts";
import { readAppSettings } from "./settings-store.ts";

/** A sign-in, sign-out or export: recorded only while Settings → System "Audit logging" is on. */
export interface ActivityEvent extends AuditEvent {
  action: ActivityAction;
}

/** Writes an activity entry unless audit logging of activity is switched off. */
export async function writeActivity(db: Kysely<DB>, context: AuditContext, event: ActivityEvent) {
  if (!(await readAppSettings(db)).system.audit_logging) return;
  await appendAuditEntry(db, context, event);
}
