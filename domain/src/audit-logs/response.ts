/** The audit screen's own answers beside the generic `audit_logs` list. */
import { z } from "zod";

/** `GET /api/audit/summary`: the four cards over the entries the list shows. */
export const ZAuditSummary = z.object({
  total: z.number().int(),
  today: z.number().int(),
  active_users: z.number().int(),
  critical: z.number().int(),
});
export type TAuditSummary = z.infer<typeof ZAuditSummary>;

/**
 * Why verification failed: an entry `edited` (or its hash forged without the key), entries
 * `missing` (removed, or the head moved), an entry `outside_chain`, the keyed start `unsigned` (its
 * mark removed or moved), the chain signed with an `other_key` than the server's, or the database
 * behind the head recorded in the `anchor` outside it.
 */
export const AUDIT_CHAIN_BREAKS = [
  "edited",
  "missing",
  "outside_chain",
  "unsigned",
  "other_key",
  "anchor",
] as const;

/** `GET /api/audit/verify`. */
export const ZAuditVerdict = z.object({
  ok: z.boolean(),
  /** Entries whose hash was recomputed and matched, up to the first break. */
  checked: z.number().int(),
  /** The entry where the chain breaks, when one can be named. */
  first_broken_id: z.string().nullable(),
  reason: z.enum(AUDIT_CHAIN_BREAKS).nullable(),
  /** The position of the head last recorded outside the database (the anchor file), if any. */
  anchored_seq: z.number().int().nullable(),
});
export type TAuditVerdict = z.infer<typeof ZAuditVerdict>;
