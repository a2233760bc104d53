import { createHash, createHmac } from "node:crypto";
import { type Kysely, PostgresAdapter, type Selectable } from "kysely";
import type { DB } from "../db/database.ts";
import type { AuditChainTable, AuditLogsTable } from "../db/schema/system.ts";
import { type AuditKey, auditKeyIn, sign } from "./audit-key.ts";

/** The `prev_hash` of the first entry of a chain that was never pruned. */
export const GENESIS_HASH = "0".repeat(64);

/**
 * The columns an entry's hash covers, in the order it reads them: every column but the chain's own.
 * Fixed for good: entries already chained are checked against this list, so a new column of
 * `audit_logs` is not added here.
 */
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

/** The fields of an entry the chain covers. */
export type ChainedContent = { seq: number } & Pick<
  Selectable<AuditLogsTable>,
  Exclude<(typeof CHAINED_COLUMNS)[number], "seq">
>;

/** An entry's canonical content: a JSON array of its chained columns. */
function canonical(entry: ChainedContent): string {
  return JSON.stringify(CHAINED_COLUMNS.map((column) => entry[column] ?? null));
}

/**
 * SHA-256 (hex) of the previous hash and the entry's canonical content: how entries were chained
 * before the chain had a key (migration 012). Anyone can recompute it, so it proves nothing against
 * an edit made in the database; verification still checks the entries chained this way.
 */
export function unkeyedEntryHash(prevHash: string, entry: ChainedContent): string {
  return createHash("sha256").update(prevHash).update("\n").update(canonical(entry)).digest("hex");
}

/** HMAC-SHA-256 (hex), with the audit key, of the previous hash and the entry's canonical content. */
export function keyedEntryHash(key: AuditKey, prevHash: string, entry: ChainedContent): string {
  return createHmac("sha256", key.secret)
    .update(prevHash)
    .update("\n")
    .update(canonical(entry))
    .digest("hex");
}

/** What the head row says about where keyed chaining begins, and with which key. */
export type KeyedStart = Pick<AuditChainTable, "key_id" | "keyed_from_seq" | "keyed_mac">;

/** The signed start of keyed chaining: entries from `fromSeq` on are hashed with the key. */
export function keyedStart(key: AuditKey, fromSeq: number): KeyedStart {
  return { key_id: key.id, keyed_from_seq: fromSeq, keyed_mac: sign(key, "keyed-from", String(fromSeq)) };
}

/** The hash an entry at `seq` must carry: keyed from the signed start on, plain SHA-256 before it. */
export function entryHash(key: AuditKey, keyedFrom: number, prevHash: string, entry: ChainedContent): string {
  return entry.seq >= keyedFrom ? keyedEntryHash(key, prevHash, entry) : unkeyedEntryHash(prevHash, entry);
}

export interface ChainHead {
  seq: number;
  hash: string;
  last_id: string | null;
}

/** The head as every append sees it: its position and hash, and the key's signed start. */
export interface LockedHead extends ChainHead {
  key: AuditKey;
  keyedFrom: number;
}

/** A process whose audit key is not the one the database's chain is signed with. */
export class AuditKeyMismatchError extends Error {
  constructor(processKey: string, chainKey: string) {
    super(
      `This process's audit key (id ${processKey}) is not the key the audit trail is signed with (id ${chainKey}): give every process the same AUDIT_KEY, or the same DATA_DIR and its audit.key (README, Security and operations).`,
    );
  }
}

/**
 * The chain's head (last position and hash), locked until the transaction ends: on PostgreSQL the
 * one row `audit_chain` is read FOR UPDATE, so concurrent writers append one after the other; SQLite
 * runs one write transaction at a time already. The first append under a key marks, signed, that
 * keyed chaining begins with the next entry (entries before it stay plain SHA-256); an append with
 * another key than the chain's is refused.
 */
export async function lockChainHead(trx: Kysely<DB>): Promise<LockedHead> {
  const key = auditKeyIn(trx);
  const query = trx.selectFrom("audit_chain").selectAll().where("id", "=", 1);
  const postgres = trx.getExecutor().adapter instanceof PostgresAdapter;
  const row = await (postgres ? query.forUpdate() : query).executeTakeFirst();
  if (!row) {
    await trx
      .insertInto("audit_chain")
      .values({ id: 1, seq: 0, hash: GENESIS_HASH, last_id: null, ...keyedStart(key, 1) })
      .execute();
    return lockChainHead(trx);
  }
  const head = { seq: Number(row.seq), hash: row.hash, last_id: row.last_id, key };
  if (row.key_id === null || row.keyed_from_seq === null) {
    const start = keyedStart(key, head.seq + 1);
    await trx.updateTable("audit_chain").set(start).where("id", "=", 1).execute();
    return { ...head, keyedFrom: head.seq + 1 };
  }
  if (row.key_id !== key.id) throw new AuditKeyMismatchError(key.id, row.key_id);
  return { ...head, keyedFrom: Number(row.keyed_from_seq) };
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

/**
 * Binds the database's chain to this process's key at start-up: marks where keyed chaining begins
 * on a database chained before keys, and fails (AuditKeyMismatchError) when the chain is signed
 * with another key, so a process with the wrong key never starts.
 */
export async function bindAuditKey(db: Kysely<DB>): Promise<void> {
  await inTransaction(db, (trx) => lockChainHead(trx));
}
