import type { Kysely } from "kysely";

/**
 * The applicant pipeline (issue 13): an application's status (new, reviewing, interviewed,
 * hired, rejected) and notes, the staff record a hire created, and the address it came from
 * (the public form's limit of accepted applications per IP per hour counts these rows).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  const table = () => db.schema.alterTable("career_applications");
  await table()
    .addColumn("status", "text", (col) => col.notNull().defaultTo("new"))
    .execute();
  await table().addColumn("notes", "text").execute();
  await table().addColumn("staff_id", "text").execute();
  await table().addColumn("ip_address", "text").execute();
  await db.schema
    .createIndex("career_applications_ip")
    .on("career_applications")
    .columns(["ip_address", "applied_at"])
    .execute();
  await db.schema
    .createIndex("career_applications_career")
    .on("career_applications")
    .columns(["career_id", "status"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("career_applications_career").ifExists().execute();
  await db.schema.dropIndex("career_applications_ip").ifExists().execute();
  for (const column of ["ip_address", "staff_id", "notes", "status"]) {
    await db.schema.alterTable("career_applications").dropColumn(column).execute();
  }
}
