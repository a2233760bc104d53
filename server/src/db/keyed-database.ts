import { loadAuditKey, withAuditKey } from "../audit/audit-key.ts";
import { type Database, openDatabase } from "./database.ts";

/**
 * The app's database carrying the key its audit chain is signed with (AUDIT_KEY, or
 * DATA_DIR/audit.key): what the server, the commands and the benchmark's generator open.
 */
export function openKeyedDatabase(
  config: Parameters<typeof openDatabase>[0] & Parameters<typeof loadAuditKey>[0],
): Database {
  return withAuditKey(openDatabase(config), loadAuditKey(config));
}
