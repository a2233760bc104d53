import { invoiceKey } from "@storeops/domain";
import { type Kysely, sql } from "kysely";

/**
 * Duplicate bills (issue #32, item 2; docs/decisions.md, Duplicate bills). The check runs while
 * a bill is typed, so at 1M purchases it must be an index lookup on both databases:
 * - `purchases.invoice_key`: the invoice number as duplicates compare it (domain `invoiceKey`),
 *   kept by the server on every create and update, filled here for the rows before it; indexed
 *   with the purchase date (the key, then the ±30 days).
 * - expenses have no invoice number: an index of category, amount and date (the ±1 %, then the days).
 * - `attachments.sha256` and `temp_files.sha256`: each file's SHA-256, computed while the upload
 *   is received; indexed, so "the same file again" is a lookup. Files stored before this
 *   migration have none (the file store may be a bucket a migration cannot read): they match nothing.
 * - vendors' aliases: `vendors.aliases` is what the form edits and the details show (a JSON list,
 *   read and written by the generic front like any column); `vendor_aliases` is its index, one
 *   row per alias keyed by its lower-case name, so an alias belongs to one vendor (the
 *   primary key) and a typed vendor name finds its vendor by a lookup.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("purchases").addColumn("invoice_key", "text").execute();
  await fillInvoiceKeys(db);
  await db.schema
    .createIndex("purchases_invoice_key")
    .on("purchases")
    .columns(["invoice_key", "purchase_date"])
    .execute();
  await db.schema
    .createIndex("expenses_category_amount")
    .on("expenses")
    .columns(["category", "amount", "expense_date"])
    .execute();

  await db.schema.alterTable("temp_files").addColumn("sha256", "text").execute();
  await db.schema.alterTable("attachments").addColumn("sha256", "text").execute();
  await db.schema
    .createIndex("attachments_sha256")
    .on("attachments")
    .columns(["sha256", "owner_table"])
    .execute();

  await db.schema
    .alterTable("vendors")
    .addColumn("aliases", "text", (col) => col.notNull().defaultTo("[]"))
    .execute();
  await db.schema
    .createTable("vendor_aliases")
    .addColumn("name_key", "text", (col) => col.primaryKey())
    .addColumn("vendor_id", "text", (col) => col.notNull().references("vendors.id").onDelete("cascade"))
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("vendor_aliases_vendor").on("vendor_aliases").column("vendor_id").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("vendor_aliases").execute();
  await db.schema.alterTable("vendors").dropColumn("aliases").execute();
  await db.schema.dropIndex("attachments_sha256").execute();
  await db.schema.alterTable("attachments").dropColumn("sha256").execute();
  await db.schema.alterTable("temp_files").dropColumn("sha256").execute();
  await db.schema.dropIndex("expenses_category_amount").execute();
  await db.schema.dropIndex("purchases_invoice_key").execute();
  await db.schema.alterTable("purchases").dropColumn("invoice_key").execute();
}

/** Rows keyed per statement while the earlier purchases get their keys. */
const BATCH = 500;

/**
 * The keys of the purchases stored before the server kept them, computed by the domain's own
 * invoiceKey (SQL has no portable way to drop each run of digits' leading zeros): read in id
 * order, written a batch per statement.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
async function fillInvoiceKeys(db: Kysely<any>): Promise<void> {
  let after = "";
  for (;;) {
    const rows: { id: string; invoice_no: string }[] = await db
      .selectFrom("purchases")
      .select(["id", "invoice_no"])
      .where("id", ">", after)
      .orderBy("id")
      .limit(BATCH)
      .execute();
    const last = rows.at(-1);
    if (!last) return;
    const cases = sql.join(
      rows.map((row) => sql`when ${row.id} then ${invoiceKey(row.invoice_no)}`),
      sql` `,
    );
    await sql`update purchases set invoice_key = case id ${cases} end where id in (${sql.join(rows.map((row) => row.id))})`.execute(
      db,
    );
    after = last.id;
  }
}
