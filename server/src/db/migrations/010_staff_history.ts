import type { Kysely } from "kysely";

/**
 * Issue #11: a staff member's leave periods (one row per Mark On Leave, closed by Return from
 * Leave) and performance reviews (a rating with a note), kept for the profile's history. Both
 * go with the staff record (cascade).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("staff_leaves")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addColumn("staff_id", "text", (col) => col.notNull().references("staff.id").onDelete("cascade"))
    .addColumn("leave_type", "text", (col) => col.notNull())
    .addColumn("start_date", "text", (col) => col.notNull())
    .addColumn("end_date", "text", (col) => col.notNull())
    .addColumn("reason", "text")
    .addColumn("approved_by", "text")
    .addColumn("returned_at", "text")
    .execute();
  await db.schema
    .createIndex("staff_leaves_staff")
    .on("staff_leaves")
    .columns(["staff_id", "start_date"])
    .execute();

  await db.schema
    .createTable("staff_reviews")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addColumn("staff_id", "text", (col) => col.notNull().references("staff.id").onDelete("cascade"))
    .addColumn("performance", "text", (col) => col.notNull())
    .addColumn("note", "text")
    .addColumn("reviewer_id", "text")
    .addColumn("reviewer_name", "text")
    .execute();
  await db.schema
    .createIndex("staff_reviews_staff")
    .on("staff_reviews")
    .columns(["staff_id", "created_at"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("staff_reviews").execute();
  await db.schema.dropTable("staff_leaves").execute();
}
