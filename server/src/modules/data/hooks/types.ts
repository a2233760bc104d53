import type { TableName } from "@storeops/domain";
import type { Kysely } from "kysely";
import type { DB, Row } from "../../../db/database.ts";
import type { Actor } from "../../../plugins/auth.ts";

export interface WriteContext {
  trx: Kysely<DB>;
  actor: Actor;
  table: TableName;
  /** Today's date (YYYY-MM-DD) in the store's time zone, or the server's when no store is given. */
  today(storeId?: unknown): Promise<string>;
  /** Attachment names this write may add: files just moved from temporary storage. */
  newAttachments: ReadonlySet<string>;
  /** The store's current date and HH:MM time. */
  now(storeId?: unknown): Promise<{ date: string; time: string }>;
}

/**
 * Table rules that go beyond the permission matrix. Rows and values are in database terms
 * (cents, 0/1, JSON text); `input` is the validated request body in API terms.
 */
export interface TableHooks {
  beforeCreate?(ctx: WriteContext, values: Row, input: Record<string, unknown>): Promise<void> | void;
  beforeUpdate?(ctx: WriteContext, before: Row, patch: Row, input: Record<string, unknown>): Promise<void> | void;
  beforeDelete?(ctx: WriteContext, row: Row): Promise<void> | void;
  /** Extra fields for the response of a create, shown once (e.g. a one-time password). */
  createResponseExtras?(values: Row): Record<string, unknown>;
}
