import { createHash } from "node:crypto";
import { type Kysely, PostgresAdapter, sql } from "kysely";
import type { DB } from "../db/database.ts";

/** The `prev_hash` of the first entry of a chain that was never pruned. */
export const GENESIS_HASH = "0".repeat(64);

/** The fields of an entry the chain covers: every column but the chain's own. */
export interface ChainedContent {
  seq: number;
  id: string;
  created_at: string;
  updated_at: string;
  user_id: string | null;
  user_name: string | null;
  action: string;
  target_table: string | null;
  target_id: string | null;
  description: string | null;
  changes: string | null;
  ip_address: string | null;
  user_agent: string | null;
}

/** The columns `entryHash` reads, in the order it reads them. */
export const CHAINED_COLUMNS = [
  "seq",
  "id",
  "created_at",
  "updated_at",
  "user_id",
  "user_name",
  "action",
  "target_table",
  "target_id",
  "description",
  "changes",
  "ip_address",
  "user_agent",
] as const;

/** SHA-256 (hex) of the previous entry's hash and this entry's canonical content (a JSON array of its columns). */
export function entryHash(prevHash: string, entry: ChainedContent): string {
  const canonical = JSON.stringify(CHAINED_COLUMNS.map((column) => entry[column] ?? null));
  return createHash("sha256").update(prevHash).update("\n").update(canonical).digest("hex");
}

export interface ChainHead {
  seq: number;
  hash: string;
  last_id: string | null;
}

/**
 * The chain's head (last position and hash), locked until the transaction ends: on PostgreSQL the
 * one row `audit_chain` is read FOR UPDATE, so concurrent writers append one after the other; SQLite
 * runs one write transaction at a time already.
 */
export async function lockChainHead(trx: Kysely<DB>): Promise<ChainHead> {
  const query = trx.selectFrom("audit_chain").select(["seq", "hash", "last_id"]).where("id", "=", 1);
  const postgres = trx.getExecutor().adapter instanceof PostgresAdapter;
  const row = await (postgres ? query.forUpdate() : query).executeTakeFirst();
  if (row) return { seq: Number(row.seq), hash: row.hash, last_id: row.last_id };
  await trx.insertInto("audit_chain").values({ id: 1, seq: 0, hash: GENESIS_HASH, last_id: null }).execute();
  return lockChainHead(trx);
}

export async function moveChainHead(trx: Kysely<DB>, head: ChainHead): Promise<void> {
  await trx
    .updateTable("audit_chain")
    .set({ seq: head.seq, hash: head.hash, last_id: head.last_id })
    .where("id", "=", 1)
    .execute();
}

/** Runs `work` in a transaction: the given one, or a new one when `db` is not in a transaction. */
export function inTransaction<T>(db: Kysely<DB>, work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

const SEAL_BATCH = 1000;

/**
 * Appends to the chain, in `created_at` then `id` order, every entry written without a place in it:
 * the demo or benchmark data inserted in bulk. Returns how many were sealed. Walks the
 * (created_at, id) index a batch at a time and stores each batch with one UPDATE … FROM a VALUES list.
 */
export async function sealAuditBacklog(db: Kysely<DB>): Promise<number> {
  return inTransaction(db, async (trx) => {
    let head = await lockChainHead(trx);
    let sealed = 0;
    let after: { created_at: string; id: string } | null = null;
    for (;;) {
      let query = trx
        .selectFrom("audit_logs")
        .select(["id", "created_at", "updated_at", "user_id", "user_name", "action", "target_table"])
        .select(["target_id", "description", "changes", "ip_address", "user_agent"])
        .where("seq", "is", null)
        .orderBy("created_at")
        .orderBy("id")
        .limit(SEAL_BATCH);
      if (after) {
        const { created_at, id } = after;
        query = query.where((eb) =>
          eb.or([
            eb("created_at", ">", created_at),
            eb.and([eb("created_at", "=", created_at), eb("id", ">", id)]),
          ]),
        );
      }
      const rows = await query.execute();
      if (rows.length === 0) break;
      const values = rows.map((row) => {
        const seq = head.seq + 1;
        const hash = entryHash(head.hash, { ...row, seq });
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
