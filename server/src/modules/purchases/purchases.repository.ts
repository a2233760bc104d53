import { toDollars } from "@storeops/domain";
import { type Kysely, type RawBuilder, sql } from "kysely";
import type { DB } from "../../db/database.ts";
import { storeTodaySql } from "../../rest/computed.ts";
import type { ColumnContext } from "../../rest/table-module.ts";
import { countedSql, statusIs, sumCards } from "../transactions/transactions.repository.ts";

/** The vendor a purchase's vendor name matches, ignoring case (PRODUCT.md §8 Vendors). */
export async function vendorIdByName(db: Kysely<DB>, vendor: unknown): Promise<string | null> {
  if (typeof vendor !== "string") return null;
  const row = await db
    .selectFrom("vendors")
    .select("id")
    .where((eb) => eb(eb.fn("lower", ["name"]), "=", vendor.trim().toLowerCase()))
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The four cards of Purchase Management over `where`, "today" per store time zone. */
export function purchaseCards(db: Kysely<DB>, where: RawBuilder<boolean>, context: ColumnContext) {
  const counted = countedSql("purchases");
  const today = sql<boolean>`purchases.purchase_date = ${storeTodaySql("purchases", context)}`;
  return sumCards(db, "purchases", where, {
    today: sql<boolean>`${today} and ${counted}`,
    pending_payments: statusIs("purchases", "approved"),
    open_checks: sql<boolean>`purchases.payment_type = ${"check"} and ${statusIs("purchases", "pending", "approved")}`,
    total: counted,
  });
}

/** Purchases within `where` with this vendor and invoice number (ignoring case), newest first. */
export async function purchasesLike(
  db: Kysely<DB>,
  where: RawBuilder<boolean>,
  input: { vendor: string; invoice_no: string; exclude_id?: string },
) {
  let query = db
    .selectFrom("purchases")
    .select(["id", "invoice_no", "vendor", "amount", "purchase_date", "status"])
    .where(where)
    .where(sql<boolean>`lower(purchases.vendor) = ${input.vendor.trim().toLowerCase()}`)
    .where(sql<boolean>`lower(purchases.invoice_no) = ${input.invoice_no.trim().toLowerCase()}`)
    .orderBy("purchase_date", "desc")
    .limit(10);
  if (input.exclude_id) query = query.where("id", "!=", input.exclude_id);
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, amount: toDollars(row.amount) }));
}
