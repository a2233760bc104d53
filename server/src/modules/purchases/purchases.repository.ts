import { toDollars } from "@storeops/domain";
import { type Kysely, type RawBuilder, sql } from "kysely";
import { cardOf, counted, statusIn, type TransactionTotals } from "../../aggregates/transaction-totals.ts";
import type { DB } from "../../db/database.ts";

/** The vendor a purchase's vendor name matches, ignoring case (docs/decisions.md, Purchases Vendors). */
export async function vendorIdByName(db: Kysely<DB>, vendor: unknown): Promise<string | null> {
  if (typeof vendor !== "string") return null;
  const row = await db
    .selectFrom("vendors")
    .select("id")
    .where((eb) => eb(eb.fn("lower", ["name"]), "=", vendor.trim().toLowerCase()))
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The four cards of Purchase Management from the totals (today = each store's today). */
export function purchaseCards({ allTime, today }: TransactionTotals) {
  return {
    today: cardOf(today, counted),
    pending_payments: cardOf(allTime, statusIn("approved")),
    open_checks: cardOf(
      allTime,
      (total) => total.payment_type === "check" && statusIn("pending", "approved")(total),
    ),
    total: cardOf(allTime, counted),
  };
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
