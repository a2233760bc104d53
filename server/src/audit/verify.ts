import type { Kysely } from "kysely";
import type { DB } from "../db/database.ts";
import { CHAINED_COLUMNS, entryHash, GENESIS_HASH } from "./chain.ts";

export interface ChainVerdict {
  ok: boolean;
  /** Entries whose hash was recomputed and matched, up to the first break. */
  checked: number;
  /** The entry where the chain breaks: edited, following a removed entry, or outside the chain. */
  first_broken_id: string | null;
}

const BATCH = 10_000;

/**
 * Recomputes the chain from its first kept entry to the head: each entry must follow the previous
 * one (`seq` one more, `prev_hash` its hash) and hash to its stored `hash`. The first kept entry
 * starts the chain (genesis) or is the one the last retention checkpoint says it continues from;
 * the last entry must be the head; no entry may stand outside the chain. Reads every entry once,
 * a batch at a time: linear in the log's size (see docs/known-issues.md for its cost).
 */
export async function verifyAuditChain(db: Kysely<DB>): Promise<ChainVerdict> {
  const broken = (checked: number, id: string | null): ChainVerdict => ({
    ok: false,
    checked,
    first_broken_id: id,
  });
  const outside = await db
    .selectFrom("audit_logs")
    .select("id")
    .where("seq", "is", null)
    .limit(1)
    .executeTakeFirst();
  if (outside) return broken(0, outside.id);
  const head = await db.selectFrom("audit_chain").select(["seq", "hash", "last_id"]).executeTakeFirst();
  const checkpoint = await readCheckpoint(db);
  let expectedSeq: number | null = null;
  let previousHash = "";
  let checked = 0;
  let lastId: string | null = null;
  let cursor = -1;
  for (;;) {
    const rows = await db
      .selectFrom("audit_logs")
      .select([...CHAINED_COLUMNS, "prev_hash", "hash"])
      .where("seq", ">", cursor)
      .orderBy("seq")
      .limit(BATCH)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      const seq: number = Number(row.seq);
      cursor = seq;
      if (expectedSeq === null) {
        // The first kept entry: the chain's start, or where the last pruning says it continues.
        const start =
          seq === 1
            ? GENESIS_HASH
            : checkpoint && checkpoint.first_kept_seq === seq
              ? checkpoint.continues_from_hash
              : null;
        if (start === null) return broken(checked, row.id);
        previousHash = start;
      } else if (seq !== expectedSeq) return broken(checked, row.id);
      if (row.prev_hash !== previousHash) return broken(checked, row.id);
      if (entryHash(previousHash, { ...row, seq }) !== row.hash) return broken(checked, row.id);
      previousHash = row.hash;
      expectedSeq = seq + 1;
      lastId = row.id;
      checked += 1;
    }
  }
  // Entries removed from the end: the head remembers the last position and hash.
  const headSeq = head ? Number(head.seq) : 0;
  if (headSeq !== (expectedSeq ?? 1) - 1 || (head && headSeq > 0 && head.hash !== previousHash))
    return broken(checked, head?.last_id ?? lastId);
  return { ok: true, checked, first_broken_id: null };
}

/** What a retention checkpoint entry (action PRUNE) records in its `changes`. */
export interface PruneCheckpoint {
  pruned_from_seq: number;
  pruned_to_seq: number;
  pruned_count: number;
  before: string;
  first_kept_seq: number;
  continues_from_hash: string;
}

/** The latest retention checkpoint still in the log, if any. */
export async function readCheckpoint(db: Kysely<DB>): Promise<PruneCheckpoint | null> {
  const row = await db
    .selectFrom("audit_logs")
    .select("changes")
    .where("action", "=", "PRUNE")
    .where("seq", "is not", null)
    .orderBy("seq", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!row?.changes) return null;
  try {
    return JSON.parse(row.changes) as PruneCheckpoint;
  } catch {
    return null;
  }
}
