import type { Kysely } from "kysely";
import type { DB } from "../db/database.ts";

/** The audit chain's head as a backup's manifest records it. */
export interface AuditHead {
  seq: number;
  hash: string;
  id: string | null;
  keyed_from: number | null;
}

/** The head row of the chain, read in the caller's transaction or snapshot. */
export async function readAuditHead(db: Kysely<DB>): Promise<AuditHead | null> {
  const row = await db
    .selectFrom("audit_chain")
    .select(["seq", "hash", "last_id", "keyed_from_seq"])
    .where("id", "=", 1)
    .executeTakeFirst();
  if (!row) return null;
  const keyedFrom = row.keyed_from_seq === null ? null : Number(row.keyed_from_seq);
  return { seq: Number(row.seq), hash: row.hash, id: row.last_id, keyed_from: keyedFrom };
}

/** A restored database must carry the backup's audit head (a manifest without one checks nothing). */
export function compareAuditHeads(expected: AuditHead | null, actual: AuditHead | null): string[] {
  if (!expected || JSON.stringify(expected) === JSON.stringify(actual)) return [];
  return [`audit chain: head #${expected.seq} expected, ${actual ? `#${actual.seq}` : "none"} found`];
}
