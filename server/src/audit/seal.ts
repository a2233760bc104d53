import { type Kysely, type SelectQueryBuilder, sql } from "kysely";
import type { DB } from "../db/database.ts";
import { entryHash, inTransaction, lockChainHead, moveChainHead } from "./chain.ts";

const SEAL_BATCH = 1000;

// biome-ignore lint/suspicious/noExplicitAny: serves migration 012's untyped database and the typed one
type EntryQuery<O> = SelectQueryBuilder<any, any, O>;

/** Where a walk in chaining order stands: the last entry read. */
interface Position {
  created_at: string;
  id: string;
}

/**
 * The next `limit` entries in the order unchained entries join the chain, `created_at` then `id`,
 * after `after` (migration 012 chained the existing trail in this order, sealing the backlog does).
 */
export function nextInChainOrder<O>(query: EntryQuery<O>, after: Position | null, limit: number) {
  const page = query.orderBy("created_at").orderBy("id").limit(limit);
  if (!after) return page;
  const { created_at, id } = after;
  return page.where((eb) =>
    eb.or([
      eb("created_at", ">", created_at),
      eb.and([eb("created_at", "=", created_at), eb("id", ">", id)]),
    ]),
  );
}

/**
 * Appends to the chain, in `created_at` then `id` order, every entry written without a place in it:
 * the demo or benchmark data inserted in bulk. Returns how many were sealed. Walks the
 * (created_at, id) index a batch at a time and stores each batch with one UPDATE … FROM a VALUES list.
 */
export async function sealAuditBacklog(db: Kysely<DB>): Promise<number> {
  return inTransaction(db, async (trx) => {
    const locked = await lockChainHead(trx);
    let head = { seq: locked.seq, hash: locked.hash, last_id: locked.last_id };
    let sealed = 0;
    let after: Position | null = null;
    for (;;) {
      const query = trx
        .selectFrom("audit_logs")
        .select(["id", "created_at", "updated_at", "user_id", "user_name", "action", "target_table"])
        .select(["target_id", "description", "changes", "ip_address", "user_agent"])
        .where("seq", "is", null);
      const rows = await nextInChainOrder(query, after, SEAL_BATCH).execute();
      if (rows.length === 0) break;
      const values = rows.map((row) => {
        const seq = head.seq + 1;
        const hash = entryHash(locked.key, locked.keyedFrom, head.hash, { ...row, seq });
        const value = sql`(${row.id}, ${seq}, ${head.hash}, ${hash})`;
        head = { seq, hash, last_id: row.id };
        return value;
      });
      await sql`with v(id, seq, prev_hash, hash) as (values ${sql.join(values)})
        update audit_logs set seq = cast(v.seq as integer), prev_hash = v.prev_hash, hash = v.hash
        from v where audit_logs.id = v.id`.execute(trx);
      sealed += rows.length;
      const last = rows[rows.length - 1] as (typeof rows)[number];
      after = { created_at: last.created_at, id: last.id };
    }
    if (sealed > 0) await moveChainHead(trx, head);
    return sealed;
  });
}
