import type { Kysely } from "kysely";
import { addIndex, notNull, storeRef, withBase } from "../columns.ts";

/** Users, industries, stores, vendors and staff. */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
export async function createOrganization(db: Kysely<any>): Promise<void> {
  await withBase(db.schema.createTable("users"))
    .addColumn("name", "text", notNull)
    .addColumn("email", "text", (col) => col.notNull().unique())
    .addColumn("phone", "text")
    .addColumn("role", "text", notNull)
    .addColumn("department", "text")
    .addColumn("job_title", "text")
    .addColumn("location", "text")
    .addColumn("bio", "text")
    .addColumn("notes", "text")
    .addColumn("timezone", "text", (col) => col.notNull().defaultTo("UTC"))
    .addColumn("profile_image_url", "text")
    .addColumn("assigned_stores", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("managed_stores", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("status", "text", (col) => col.notNull().defaultTo("active"))
    .addColumn("password_hash", "text", notNull)
    .addColumn("must_change_password", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("totp_secret", "text")
    .addColumn("totp_enabled", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("last_login_at", "text")
    .execute();

  await withBase(db.schema.createTable("industries"))
    .addColumn("name", "text", (col) => col.notNull().unique())
    .addColumn("code", "text", (col) => col.notNull().unique())
    .addColumn("description", "text")
    .addColumn("status", "text", (col) => col.notNull().defaultTo("active"))
    .execute();

  await withBase(db.schema.createTable("stores"))
    .addColumn("name", "text", notNull)
    .addColumn("code", "text", (col) => col.notNull().unique())
    .addColumn("industry_id", "text", (col) => col.references("industries.id").onDelete("set null"))
    .addColumn("address", "text")
    .addColumn("city", "text")
    .addColumn("state", "text")
    .addColumn("postal_code", "text")
    .addColumn("country", "text", (col) => col.notNull().defaultTo("United States"))
    .addColumn("phone", "text")
    .addColumn("email", "text")
    .addColumn("manager_id", "text", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("status", "text", (col) => col.notNull().defaultTo("active"))
    .addColumn("timezone", "text", (col) => col.notNull().defaultTo("UTC"))
    .addColumn("monthly_target", "bigint", (col) => col.notNull().defaultTo(0))
    .addColumn("opening_hours", "text")
    .addColumn("established", "text")
    .addColumn("settings", "text")
    .execute();
  await addIndex(db, "stores_industry", "stores", ["industry_id"]);

  await withBase(db.schema.createTable("vendors"))
    .addColumn("name", "text", notNull)
    .addColumn("code", "text", (col) => col.notNull().unique())
    .addColumn("contact_person", "text")
    .addColumn("email", "text")
    .addColumn("phone", "text")
    .addColumn("address", "text")
    .addColumn("tax_id", "text")
    .addColumn("payment_terms", "text", (col) => col.notNull().defaultTo("30 days"))
    .addColumn("notes", "text")
    .addColumn("status", "text", (col) => col.notNull().defaultTo("active"))
    .addColumn("category", "text", (col) => col.notNull().defaultTo("General"))
    .execute();
  await addIndex(db, "vendors_name", "vendors", ["name"]);

  await storeRef(withBase(db.schema.createTable("staff")))
    .addColumn("name", "text", notNull)
    .addColumn("email", "text", notNull)
    .addColumn("phone", "text")
    .addColumn("position", "text")
    .addColumn("department", "text")
    .addColumn("employment_type", "text", (col) => col.notNull().defaultTo("full-time"))
    .addColumn("hire_date", "text")
    .addColumn("salary_type", "text", (col) => col.notNull().defaultTo("hourly"))
    .addColumn("hourly_rate", "bigint")
    .addColumn("hours_per_week", "double precision")
    .addColumn("monthly_salary", "bigint")
    .addColumn("status", "text", (col) => col.notNull().defaultTo("active"))
    .addColumn("emergency_contact", "text")
    .addColumn("address", "text")
    .addColumn("skills", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("performance", "text")
    .addColumn("notes", "text")
    .addColumn("leave_type", "text")
    .addColumn("leave_start_date", "text")
    .addColumn("leave_end_date", "text")
    .addColumn("leave_reason", "text")
    .addColumn("leave_approved_by", "text")
    .addColumn("leave_approved_at", "text")
    .execute();
  await addIndex(db, "staff_store", "staff", ["store_id", "name"]);
  await addIndex(db, "staff_email", "staff", ["email", "store_id"]);
}
