import type { Kysely } from "kysely";
import type { DB } from "../db/database.ts";
import { type AuditKey, sign } from "./audit-key.ts";

/** What a retention checkpoint entry (action PRUNE) records in its `changes`. */
export interface PruneCheckpoint {
  pruned_from_seq: number;
  pruned_to_seq: number;
  pruned_count: number;
  before: string;
  first_kept_seq: number;
  continues_from_hash: string;
  /** HMAC with the audit key of the fields above (absent on checkpoints written before the key). */
  signature?: string;
}

const checkpointMac = (key: AuditKey, checkpoint: PruneCheckpoint) =>
  sign(
    key,
    "prune",
    ...[
      checkpoint.pruned_from_seq,
      checkpoint.pruned_to_seq,
      checkpoint.pruned_count,
      checkpoint.before,
      checkpoint.first_kept_seq,
      checkpoint.continues_from_hash,
    ].map(String),
  );

/** The checkpoint with its signature: only the key's holder can say where the kept chain starts. */
export function signCheckpoint(
  key: AuditKey,
  checkpoint: Omit<PruneCheckpoint, "signature">,
): PruneCheckpoint {
  return { ...checkpoint, signature: checkpointMac(key, checkpoint) };
}

export const checkpointSigned = (key: AuditKey, checkpoint: PruneCheckpoint) =>
  checkpoint.signature === checkpointMac(key, checkpoint);

/** The latest retention checkpoint still in the log, if any, with its entry's id and position. */
export async function readCheckpoint(
  db: Kysely<DB>,
): Promise<{ id: string; seq: number; changes: PruneCheckpoint } | null> {
  const row = await db
    .selectFrom("audit_logs")
    .select(["id", "seq", "changes"])
    .where("action", "=", "PRUNE")
    .where("seq", "is not", null)
    .orderBy("seq", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!row?.changes) return null;
  try {
    return { id: row.id, seq: Number(row.seq), changes: JSON.parse(row.changes) as PruneCheckpoint };
  } catch {
    return null;
  }
}
