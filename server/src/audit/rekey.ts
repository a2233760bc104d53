import type { Kysely } from "kysely";
import type { DB } from "../db/database.ts";
import { type AuditKey, auditKeyIn } from "./audit-key.ts";
import { CHAINED_COLUMNS, inTransaction, keyedEntryHash, keyedStart, lockChainHead } from "./chain.ts";
import { type PruneCheckpoint, signCheckpoint } from "./checkpoint.ts";
import { verifyAuditChain } from "./verify.ts";

const BATCH = 1000;

/**
 * Re-signs the keyed part of the chain with `newKey` (rotating the audit key; every app process
 * stopped): the chain must first verify with the key the handle carries; then every keyed entry's
 * hash is recomputed with the new key from the same start (entries before the key keep their
 * plain hashes), retention checkpoints are signed again, and the head records the new key. One
 * transaction: a failure leaves the old key in force. Returns how many entries were re-signed.
 */
export async function rekeyAuditChain(db: Kysely<DB>, newKey: AuditKey): Promise<number> {
  const verdict = await verifyAuditChain(db);
  if (!verdict.ok)
    throw new Error(
      `The audit trail does not verify with the current key (${verdict.reason} at ${verdict.first_broken_id ?? "its head"}): it is not re-signed.`,
    );
  const oldKey = auditKeyIn(db);
  return inTransaction(db, async (trx) => {
    const head = await lockChainHead(trx);
    let previous: string | null = null;
    let count = 0;
    let cursor = head.keyedFrom - 1;
    for (;;) {
      const rows = await trx
        .selectFrom("audit_logs")
        .select([...CHAINED_COLUMNS, "prev_hash"])
        .where("seq", ">", cursor)
        .orderBy("seq")
        .limit(BATCH)
        .execute();
      if (rows.length === 0) break;
      for (const row of rows) {
        const seq = Number(row.seq);
        cursor = seq;
        // The first keyed entry still follows the last plain one (or the pruned part's end).
        const prev: string = previous ?? row.prev_hash ?? "";
        const changes = row.action === "PRUNE" ? resignedCheckpoint(newKey, row.changes) : row.changes;
        const hash = keyedEntryHash(newKey, prev, { ...row, seq, changes });
        await trx
          .updateTable("audit_logs")
          .set({ prev_hash: prev, hash, changes })
          .where("seq", "=", seq)
          .execute();
        previous = hash;
        count += 1;
      }
    }
    await trx
      .updateTable("audit_chain")
      .set({ ...keyedStart(newKey, head.keyedFrom), hash: previous ?? head.hash })
      .where("id", "=", 1)
      .where("key_id", "=", oldKey.id)
      .execute();
    return count;
  });
}

function resignedCheckpoint(key: AuditKey, changes: string | null): string | null {
  if (!changes) return changes;
  const { signature: _old, ...checkpoint } = JSON.parse(changes) as PruneCheckpoint;
  return JSON.stringify(signCheckpoint(key, checkpoint));
}
