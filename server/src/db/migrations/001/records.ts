import type { Kysely } from "kysely";
import { addIndex, keyedBy, notNull, withBase } from "../columns.ts";

/** Careers, applications, the audit trail, saved reports, sessions, sign-in attempts, settings and temporary files. */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
export async function createRecords(db: Kysely<any>): Promise<void> {
  await withBase(db.schema.createTable("careers"))
    .addColumn("job_title", "text", notNull)
    .addColumn("department", "text")
    .addColumn("location", "text")
    .addColumn("employment_type", "text", (col) => col.notNull().defaultTo("full-time"))
    .addColumn("experience_level", "text", (col) => col.notNull().defaultTo("mid-level"))
    .addColumn("salary_min", "bigint")
    .addColumn("salary_max", "bigint")
    .addColumn("salary", "text")
    .addColumn("description", "text")
    .addColumn("requirements", "text")
    .addColumn("status", "text", (col) => col.notNull().defaultTo("open"))
    .addColumn("posted_date", "text")
    .addColumn("created_by", "text")
    .execute();

  await withBase(db.schema.createTable("career_applications"))
    .addColumn("career_id", "text", (col) => col.references("careers.id").onDelete("set null"))
    .addColumn("first_name", "text", notNull)
    .addColumn("last_name", "text", notNull)
    .addColumn("email", "text", notNull)
    .addColumn("phone", "text", notNull)
    .addColumn("position", "text")
    .addColumn("location", "text")
    .addColumn("cover_letter", "text")
    .addColumn("resume", "text")
    .addColumn("applied_at", "text", notNull)
    .execute();

  await withBase(db.schema.createTable("audit_logs"))
    .addColumn("user_id", "text")
    .addColumn("user_name", "text")
    .addColumn("action", "text", notNull)
    .addColumn("target_table", "text")
    .addColumn("target_id", "text")
    .addColumn("description", "text")
    .addColumn("changes", "text")
    .addColumn("ip_address", "text")
    .addColumn("user_agent", "text")
    .execute();
  await addIndex(db, "audit_created", "audit_logs", ["created_at"]);
  await addIndex(db, "audit_target", "audit_logs", ["target_table", "target_id"]);

  await withBase(db.schema.createTable("reports"))
    .addColumn("name", "text", notNull)
    .addColumn("type", "text", (col) => col.notNull().defaultTo("custom"))
    .addColumn("description", "text")
    .addColumn("status", "text", (col) => col.notNull().defaultTo("active"))
    .addColumn("config", "text")
    .addColumn("created_by", "text")
    .execute();

  await keyedBy(db.schema.createTable("sessions"), "id")
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (col) => col.notNull().unique())
    .addColumn("current_store_id", "text")
    .addColumn("remember", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("ip_address", "text")
    .addColumn("user_agent", "text")
    .addColumn("created_at", "text", notNull)
    .addColumn("last_seen_at", "text", notNull)
    .addColumn("expires_at", "text", notNull)
    .addColumn("revoked_at", "text")
    .execute();
  await addIndex(db, "sessions_user", "sessions", ["user_id"]);

  await keyedBy(db.schema.createTable("login_attempts"), "id")
    .addColumn("email", "text", notNull)
    .addColumn("ip_address", "text", notNull)
    .addColumn("created_at", "text", notNull)
    .execute();
  await addIndex(db, "login_attempts_email", "login_attempts", ["email", "created_at"]);
  await addIndex(db, "login_attempts_ip", "login_attempts", ["ip_address", "created_at"]);

  await keyedBy(db.schema.createTable("settings"), "key")
    .addColumn("value", "text", notNull)
    .addColumn("updated_at", "text", notNull)
    .addColumn("updated_by", "text")
    .execute();

  await keyedBy(db.schema.createTable("temp_files"), "name")
    .addColumn("original_name", "text", notNull)
    .addColumn("mime_type", "text", notNull)
    .addColumn("size", "integer", notNull)
    .addColumn("target_table", "text", notNull)
    .addColumn("uploaded_by", "text", notNull)
    .addColumn("created_at", "text", notNull)
    .execute();
}
