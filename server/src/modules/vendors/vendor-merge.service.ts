import { MSG } from "@storeops/domain";
import type { Actor } from "../../access/actor.ts";
import { requireAccess } from "../../access/permissions.ts";
import { badRequest, notFound } from "../../errors.ts";
import { presentRecords, type RestDeps } from "../../rest/read.service.ts";
import { deleteWithAudit, updateWithAudit } from "../../rest/record-writes.ts";
import { inTransaction } from "../../rest/write.service.ts";
import type { WriteContext } from "../../rest/write-context.ts";
import { aliasList, cleanAliases, saveAliases } from "./vendor-aliases.ts";
import { deleteAliases, movePurchases } from "./vendors.repository.ts";

/**
 * Merges a vendor into another (docs/decisions.md, Duplicate bills): its purchases move (their
 * vendor id and name), its name and aliases become the other's aliases, and it is deleted, with
 * an UPDATE entry on the vendor kept and a DELETE entry on the merged one. Admin only (who may
 * delete vendors). Answers the vendor kept.
 */
export async function mergeVendor(deps: RestDeps, actor: Actor, id: string, intoId: string) {
  requireAccess(actor, "vendors", "delete");
  if (id === intoId) throw badRequest(MSG.vendorMergeSelf, { fields: { into_id: [MSG.vendorMergeSelf] } });
  return inTransaction(deps, actor, "vendors", async (context) => {
    const ctx = context as WriteContext<"vendors">;
    const vendor = (vendorId: string) =>
      ctx.trx.selectFrom("vendors").selectAll().where("id", "=", vendorId).executeTakeFirst();
    const [from, into] = await Promise.all([vendor(id), vendor(intoId)]);
    if (!from || !into) throw notFound();
    const moved = await movePurchases(ctx.trx, from, into);
    const aliases = cleanAliases(
      [...aliasList(into.aliases), from.name, ...aliasList(from.aliases)],
      into.name,
    );
    // The merged vendor's names are freed first, then become the kept vendor's.
    await deleteAliases(ctx.trx, from.id);
    await deleteWithAudit(ctx, from, {
      description: `Deleted vendor ${from.name} (merged into ${into.name})`,
    });
    await saveAliases(ctx.trx, { id: into.id, name: into.name, nameChanged: false }, aliases);
    await updateWithAudit(
      ctx,
      into,
      { aliases: JSON.stringify(aliases) },
      {
        description: `Merged vendor ${from.name} into ${into.name}`,
        extra: { merged_vendor: { id: from.id, name: from.name }, purchases_moved: moved },
      },
    );
    const [record] = await presentRecords({ db: ctx.trx }, actor, "vendors", [into.id]);
    if (!record) throw notFound();
    return record;
  });
}
