import type { TAuditVerdict } from "@storeops/domain";
import type { Kysely } from "kysely";
import type { DB } from "../db/database.ts";
import { type AnchorLine, readLastAnchor } from "./anchor.ts";
import { auditKeyIn } from "./audit-key.ts";
import { CHAINED_COLUMNS, entryHash, GENESIS_HASH, keyedStart } from "./chain.ts";
import { checkpointSigned, readCheckpoint } from "./checkpoint.ts";

export type ChainVerdict = TAuditVerdict;
type Break = NonNullable<ChainVerdict["reason"]>;

const BATCH = 10_000;

/**
 * Recomputes the chain from its first kept entry to the head: each entry must follow the previous
 * one (`seq` one more, `prev_hash` its hash) and hash to its stored `hash` — an HMAC with the
 * server's key from the signed keyed start on, plain SHA-256 before it (entries chained before the
 * key). The first kept entry starts the chain (genesis) or is the one the last retention
 * checkpoint (signed with the key) says it continues from; the last entry must be the head; no
 * entry may stand outside the chain. Given the anchor file, the head last recorded there must still
 * be in the chain with the same hash, and not past the head. Reads every entry once, a batch at a
 * time: linear in the log's size (see docs/known-issues.md for its cost). Entries appended while
 * it runs are left to the next verification.
 */
export async function verifyAuditChain(
  db: Kysely<DB>,
  options: { anchorFile?: string } = {},
): Promise<ChainVerdict> {
  const key = auditKeyIn(db);
  const anchor: AnchorLine | null = options.anchorFile ? readLastAnchor(options.anchorFile, key) : null;
  const broken = (checked: number, id: string | null, reason: Break): ChainVerdict => ({
    ok: false,
    checked,
    first_broken_id: id,
    reason,
    anchored_seq: anchor?.seq ?? null,
  });
  const outside = await db
    .selectFrom("audit_logs")
    .select("id")
    .where("seq", "is", null)
    .limit(1)
    .executeTakeFirst();
  if (outside) return broken(0, outside.id, "outside_chain");
  const head = await db.selectFrom("audit_chain").selectAll().executeTakeFirst();
  const headSeq = head ? Number(head.seq) : 0;
  if (head && head.key_id !== null && head.key_id !== key.id) return broken(0, null, "other_key");
  const keyedFrom = Number(head?.keyed_from_seq ?? 0);
  // No head row or its keyed start: never written under a key, and then nothing may be chained.
  if (!head || head.keyed_mac !== keyedStart(key, keyedFrom).keyed_mac) {
    if (headSeq > 0 || (await firstEntry(db))) return broken(0, null, "unsigned");
    return { ok: true, checked: 0, first_broken_id: null, reason: null, anchored_seq: null };
  }
  if (anchor && anchor.keyed_from !== keyedFrom) return broken(0, null, "anchor");
  const checkpoint = await readCheckpoint(db);
  if (checkpoint && checkpoint.seq >= keyedFrom && !checkpointSigned(key, checkpoint.changes))
    return broken(0, checkpoint.id, "edited");
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
      .where("seq", "<=", headSeq)
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
            : checkpoint && checkpoint.changes.first_kept_seq === seq
              ? checkpoint.changes.continues_from_hash
              : null;
        if (start === null) return broken(checked, row.id, "missing");
        previousHash = start;
      } else if (seq !== expectedSeq) return broken(checked, row.id, "missing");
      if (row.prev_hash !== previousHash) return broken(checked, row.id, "edited");
      if (entryHash(key, keyedFrom, previousHash, { ...row, seq }) !== row.hash)
        return broken(checked, row.id, "edited");
      if (anchor && anchor.seq === seq && anchor.hash !== row.hash) return broken(checked, row.id, "anchor");
      previousHash = row.hash;
      expectedSeq = seq + 1;
      lastId = row.id;
      checked += 1;
    }
  }
  // Entries removed from the end: the head remembers the last position and hash.
  if (headSeq !== (expectedSeq ?? 1) - 1 || (headSeq > 0 && head.hash !== previousHash))
    return broken(checked, head.last_id ?? lastId, "missing");
  // Removed from the end with the head moved back: the anchor outside remembers further.
  if (anchor && (anchor.seq > headSeq || (anchor.seq === headSeq && anchor.hash !== head.hash)))
    return broken(checked, anchor.id, "anchor");
  return { ok: true, checked, first_broken_id: null, reason: null, anchored_seq: anchor?.seq ?? null };
}

const firstEntry = (db: Kysely<DB>) => db.selectFrom("audit_logs").select("id").limit(1).executeTakeFirst();
