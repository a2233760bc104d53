import type { Kysely } from "kysely";
import {
  type ActivityAction,
  type AuditContext,
  type AuditEvent,
  appendAuditEntry,
} from "../../audit/audit.ts";
import type { DB } from "../../db/database.ts";
import { readAppSettings } from "./settings-store.ts";

/** A sign-in or sign-out (recorded only while Settings → System "Audit logging" is on), or an export. */
export interface ActivityEvent extends AuditEvent {
  action: ActivityAction;
}

/** Writes an activity entry unless audit logging of activity is switched off; an export (data leaving the system) always. */
export async function writeActivity(db: Kysely<DB>, context: AuditContext, event: ActivityEvent) {
  if (event.action !== "EXPORT" && !(await readAppSettings(db)).system.audit_logging) return;
  await appendAuditEntry(db, context, event);
}
