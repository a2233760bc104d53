import { toDollars } from "@storeops/domain";
import { type Kysely, sql } from "kysely";
import type { Actor } from "../../access/actor.ts";
import { requireAccess } from "../../access/permissions.ts";
import { storesSql } from "../../aggregates/stores.ts";
import type { DB } from "../../db/database.ts";

/**
 * Vendor Management's cards: vendors and active vendors, the caller's stores' counted purchases
 * from all vendors, and the vendor with the most (from vendor_store_totals, a few rows a vendor).
 */
export async function vendorSummary(db: Kysely<DB>, actor: Actor) {
  requireAccess(actor, "vendors", "read");
  const [counts, totals] = await Promise.all([
    db
      .selectFrom("vendors")
      .select([
        sql<number>`count(*)`.as("total"),
        sql<number>`sum(case when status = 'active' then 1 else 0 end)`.as("active"),
      ])
      .executeTakeFirst(),
    db
      .selectFrom("vendor_store_totals as v")
      .innerJoin("vendors", "vendors.id", "v.vendor_id")
      .select(["vendors.id", "vendors.name", sql<number>`sum(v.amount)`.as("amount")])
      .where(storesSql("v.store_id", actor.scope))
      .groupBy(["vendors.id", "vendors.name"])
      .orderBy(sql`sum(v.amount)`, "desc")
      .orderBy("vendors.name")
      .execute(),
  ]);
  const top = totals.find((row) => Number(row.amount) > 0);
  return {
    total: Number(counts?.total ?? 0),
    active: Number(counts?.active ?? 0),
    total_purchases: toDollars(totals.reduce((sum, row) => sum + Number(row.amount), 0)),
    top_vendor: top ? { id: top.id, name: top.name, total_purchases: toDollars(Number(top.amount)) } : null,
  };
}
