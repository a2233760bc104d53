import { type Kysely, sql } from "kysely";
import { withBase } from "./columns.ts";

/**
 * The kiosk clock (issue #30). A registered tablet of one store (`kiosk_devices`) is known by the
 * SHA-256 of its token, shown once; it counts wrong PINs in a row and is locked until a time after
 * five. Staff carry a kiosk PIN (`staff.pin_hash`): an HMAC of the store and the PIN under a key
 * outside the database, so a PIN names one person of its store (unique per store) and a copy of the
 * database alone does not give the PINs away.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await withBase(db.schema.createTable("kiosk_devices"))
    .addColumn("store_id", "text", (col) => col.notNull().references("stores.id").onDelete("cascade"))
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("token_hash", "text", (col) => col.notNull().unique())
    .addColumn("failed_pins", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("locked_until", "text")
    .addColumn("last_seen_at", "text")
    .addColumn("revoked_at", "text")
    .addColumn("created_by", "text")
    .execute();
  await db.schema
    .createIndex("kiosk_devices_store")
    .on("kiosk_devices")
    .columns(["store_id", "name"])
    .execute();
  await db.schema.alterTable("staff").addColumn("pin_hash", "text").execute();
  await db.schema
    .createIndex("staff_pin_per_store")
    .on("staff")
    .columns(["store_id", "pin_hash"])
    .unique()
    .where(sql.ref("pin_hash"), "is not", null)
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("staff_pin_per_store").ifExists().execute();
  await db.schema.alterTable("staff").dropColumn("pin_hash").execute();
  await db.schema.dropTable("kiosk_devices").ifExists().execute();
}
