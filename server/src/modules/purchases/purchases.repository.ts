import { DUPLICATE_LIMIT } from "@storeops/domain";
import type { Kysely } from "kysely";
import type { Condition } from "../../access/store-scope.ts";
import { cardOf, counted, statusIn, type TransactionTotals } from "../../aggregates/transaction-totals.ts";
import type { DB } from "../../db/database.ts";
import type { DraftFacts } from "../transactions/duplicate-draft.ts";

/**
 * The vendor a purchase's vendor name matches, ignoring case: its name, or else one of its
 * aliases (docs/decisions.md, Purchases Vendors and Duplicate bills).
 */
export async function vendorIdByName(db: Kysely<DB>, vendor: unknown): Promise<string | null> {
  if (typeof vendor !== "string") return null;
  const key = vendor.trim().toLowerCase();
  const row = await db
    .selectFrom("vendors")
    .select("id")
    .where((eb) => eb(eb.fn("lower", ["name"]), "=", key))
    .executeTakeFirst();
  if (row) return row.id;
  const alias = await db
    .selectFrom("vendor_aliases")
    .select("vendor_id")
    .where("name_key", "=", key)
    .executeTakeFirst();
  return alias?.vendor_id ?? null;
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

const CANDIDATE_COLUMNS = [
  "purchases.id",
  "purchases.store_id",
  "stores.name as store_name",
  "purchases.invoice_no",
  "purchases.vendor",
  "purchases.amount",
  "purchases.purchase_date",
  "purchases.status",
  "purchases.created_at",
] as const;

/** The purchases within `scope` (leaving one out), with the store's name, newest first. */
function candidates(db: Kysely<DB>, scope: Condition | undefined, excludeId: string | undefined) {
  let query = db
    .selectFrom("purchases")
    .leftJoin("stores", "stores.id", "purchases.store_id")
    .select(CANDIDATE_COLUMNS)
    .orderBy("purchases.purchase_date", "desc")
    .orderBy("purchases.created_at", "desc")
    .limit(DUPLICATE_LIMIT);
  if (scope) query = query.where(scope);
  if (excludeId) query = query.where("purchases.id", "!=", excludeId);
  return query;
}

/**
 * The same bill typed again (docs/decisions.md, Duplicate bills): the invoice key (its index, then
 * the dates), the amount within its range when the draft has one, and the vendor by id or by any
 * of its names.
 */
export async function purchasesByInvoice(
  db: Kysely<DB>,
  facts: DraftFacts,
  draft: { invoiceKey: string; vendorIds: readonly string[]; vendorNames: readonly string[] },
) {
  let query = candidates(db, facts.scope, facts.excludeId)
    .where("purchases.invoice_key", "=", draft.invoiceKey)
    .where("purchases.purchase_date", ">=", facts.dates.from)
    .where("purchases.purchase_date", "<=", facts.dates.to)
    .where((eb) =>
      eb.or([
        ...(draft.vendorIds.length > 0 ? [eb("purchases.vendor_id", "in", draft.vendorIds)] : []),
        eb(eb.fn("lower", ["purchases.vendor"]), "in", draft.vendorNames),
      ]),
    );
  if (facts.amount)
    query = query
      .where("purchases.amount", ">=", facts.amount.min)
      .where("purchases.amount", "<=", facts.amount.max);
  return query.execute();
}

/** The purchases holding one of the draft's files. */
export async function purchasesByFile(db: Kysely<DB>, facts: DraftFacts) {
  if (facts.fileOwners.length === 0) return [];
  return candidates(db, facts.scope, facts.excludeId).where("purchases.id", "in", facts.fileOwners).execute();
}

/**
 * The vendors a typed vendor name stands for (its name or an alias, ignoring case; and the
 * vendor chosen, if any) and every name they go by, in lower case.
 */
export async function vendorNamesOf(db: Kysely<DB>, name: string, vendorId: string | undefined) {
  const key = name.trim().toLowerCase();
  const [byName, byAlias] = await Promise.all([
    db
      .selectFrom("vendors")
      .select("id")
      .where((eb) => eb(eb.fn("lower", ["name"]), "=", key))
      .execute(),
    db.selectFrom("vendor_aliases").select("vendor_id as id").where("name_key", "=", key).execute(),
  ]);
  const ids = [...new Set([...byName, ...byAlias].map((row) => row.id).concat(vendorId ? [vendorId] : []))];
  if (ids.length === 0) return { ids, names: [key] };
  const [vendors, aliases] = await Promise.all([
    db.selectFrom("vendors").select("name").where("id", "in", ids).execute(),
    db.selectFrom("vendor_aliases").select("name_key").where("vendor_id", "in", ids).execute(),
  ]);
  const names = [
    key,
    ...vendors.map((row) => row.name.trim().toLowerCase()),
    ...aliases.map((row) => row.name_key),
  ];
  return { ids, names: [...new Set(names)] };
}
