import { DEFAULT_USER_POLICY_SETTINGS } from "@storeops/domain";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Kysely } from "kysely";
import { type AuditContext, writeAudit } from "../../audit/audit.ts";
import { inTransaction, lockChainHead } from "../../audit/chain.ts";
import { signCheckpoint } from "../../audit/checkpoint.ts";
import type { DB } from "../../db/database.ts";
import { backgroundJob } from "../../plugins/readiness.ts";
import { readSetting } from "../settings/settings.repository.ts";

const DAY_MS = 24 * 3600_000;
const SYSTEM: AuditContext = { userId: null, userName: "System", ip: "", userAgent: "audit retention" };

export interface PruneResult {
  pruned: number;
  before: string;
}

/**
 * Removes the entries older than the audit retention (user policy settings, days) from the start of
 * the chain, and records it in the chain: one PRUNE entry naming the positions removed and the hash
 * the first kept entry continues from, signed with the audit key, which is where verification then
 * starts. Entries are removed
 * only up to the first one inside the retention period, so the kept chain has no hole.
 */
export async function pruneAuditLog(db: Kysely<DB>, now = Date.now()): Promise<PruneResult> {
  const policy = await readSetting(db, "user_policy", DEFAULT_USER_POLICY_SETTINGS);
  const before = new Date(now - policy.audit.retention_days * DAY_MS).toISOString();
  return inTransaction(db, async (trx) => {
    const head = await lockChainHead(trx);
    const kept = await trx
      .selectFrom("audit_logs")
      .select((eb) => eb.fn.min("seq").as("seq"))
      .where("created_at", ">=", before)
      .where("seq", "is not", null)
      .executeTakeFirst();
    const firstKept = kept?.seq == null ? head.seq + 1 : Number(kept.seq);
    const oldest = await trx
      .selectFrom("audit_logs")
      .select(["seq"])
      .where("seq", "is not", null)
      .orderBy("seq")
      .limit(1)
      .executeTakeFirst();
    if (!oldest || Number(oldest.seq) >= firstKept) return { pruned: 0, before };
    const continues =
      firstKept > head.seq
        ? head.hash
        : ((
            await trx
              .selectFrom("audit_logs")
              .select("prev_hash")
              .where("seq", "=", firstKept)
              .executeTakeFirstOrThrow()
          ).prev_hash ?? "");
    const removed = await trx.deleteFrom("audit_logs").where("seq", "<", firstKept).executeTakeFirst();
    const pruned = Number(removed.numDeletedRows);
    const checkpoint = signCheckpoint(head.key, {
      pruned_from_seq: Number(oldest.seq),
      pruned_to_seq: firstKept - 1,
      pruned_count: pruned,
      before,
      first_kept_seq: firstKept,
      continues_from_hash: continues,
    });
    await writeAudit(trx, SYSTEM, {
      action: "PRUNE",
      targetTable: "audit_logs",
      description: `Removed ${pruned.toLocaleString("en-US")} audit entries older than ${policy.audit.retention_days} days (entries #${checkpoint.pruned_from_seq}–#${checkpoint.pruned_to_seq})`,
      changes: { ...checkpoint },
    });
    return { pruned, before };
  });
}

/** Applies the retention at start-up and then every six hours. */
export const auditRetentionPlugin = fp(
  async (app: FastifyInstance) => {
    backgroundJob(app, 6 * 3600_000, async () => {
      await pruneAuditLog(app.db)
        .then(({ pruned }) => pruned > 0 && app.log.info({ pruned }, "pruned audit entries past retention"))
        .catch((error: unknown) => app.log.error({ err: error }, "audit retention failed"));
    });
  },
  { name: "audit-retention", dependencies: ["db", "readiness"] },
);
