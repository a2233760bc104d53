import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, sql } from "kysely";

// Column conventions shared by both engines: ids and timestamps are text (ISO 8601 sorts as
// text), money is bigint cents, booleans are 0/1 integers, lists and objects are JSON text.
type Table = CreateTableBuilder<string, string>;
type Col = (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

const notNull: Col = (col) => col.notNull();

function withBase(table: Table): Table {
  return table
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("created_at", "text", notNull)
    .addColumn("updated_at", "text", notNull);
}

function storeRef(table: Table): Table {
  return table.addColumn("store_id", "text", (col) => col.references("stores.id").onDelete("restrict"));
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
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
  await db.schema.createIndex("stores_industry").on("stores").column("industry_id").execute();

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
  await db.schema.createIndex("vendors_name").on("vendors").column("name").execute();

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
  await db.schema.createIndex("staff_store").on("staff").columns(["store_id", "name"]).execute();
  await db.schema.createIndex("staff_email").on("staff").columns(["email", "store_id"]).execute();

  await storeRef(withBase(db.schema.createTable("purchases")))
    .addColumn("invoice_no", "text", notNull)
    .addColumn("vendor", "text", notNull)
    .addColumn("vendor_id", "text", (col) => col.references("vendors.id").onDelete("set null"))
    .addColumn("description", "text")
    .addColumn("amount", "bigint", notNull)
    .addColumn("payment_type", "text", (col) => col.notNull().defaultTo("cash"))
    .addColumn("due_date", "text")
    .addColumn("check_no", "text")
    .addColumn("check_due_date", "text")
    .addColumn("purchase_date", "text", notNull)
    .addColumn("status", "text", (col) => col.notNull().defaultTo("pending"))
    .addColumn("notes", "text")
    .addColumn("rejection_reason", "text")
    .addColumn("attachments", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("approved_by", "text")
    .addColumn("approved_at", "text")
    .addColumn("paid_at", "text")
    .addColumn("created_by", "text")
    .execute();
  await db.schema
    .createIndex("purchases_store_date")
    .on("purchases")
    .columns(["store_id", "purchase_date"])
    .execute();
  await db.schema
    .createIndex("purchases_store_status")
    .on("purchases")
    .columns(["store_id", "status"])
    .execute();
  await db.schema.createIndex("purchases_date").on("purchases").column("purchase_date").execute();
  await db.schema.createIndex("purchases_vendor").on("purchases").columns(["vendor", "invoice_no"]).execute();

  await storeRef(withBase(db.schema.createTable("expenses")))
    .addColumn("description", "text")
    .addColumn("category", "text", (col) => col.notNull().defaultTo("General"))
    .addColumn("amount", "bigint", notNull)
    .addColumn("payment_type", "text", (col) => col.notNull().defaultTo("cash"))
    .addColumn("check_no", "text")
    .addColumn("check_due_date", "text")
    .addColumn("expense_date", "text", notNull)
    .addColumn("status", "text", (col) => col.notNull().defaultTo("pending"))
    .addColumn("notes", "text")
    .addColumn("rejection_reason", "text")
    .addColumn("has_receipt", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("attachments", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("approved_by", "text")
    .addColumn("approved_at", "text")
    .addColumn("created_by", "text")
    .execute();
  await db.schema
    .createIndex("expenses_store_date")
    .on("expenses")
    .columns(["store_id", "expense_date"])
    .execute();
  await db.schema
    .createIndex("expenses_store_status")
    .on("expenses")
    .columns(["store_id", "status"])
    .execute();
  await db.schema.createIndex("expenses_date").on("expenses").column("expense_date").execute();

  await storeRef(withBase(db.schema.createTable("daily_income")))
    .addColumn("date", "text", notNull)
    .addColumn("work_start_time", "text")
    .addColumn("work_end_time", "text")
    .addColumn("income_cash", "bigint", (col) => col.notNull().defaultTo(0))
    .addColumn("income_card", "bigint", (col) => col.notNull().defaultTo(0))
    .addColumn("income_other", "bigint", (col) => col.notNull().defaultTo(0))
    .addColumn("total_income", "bigint", (col) => col.notNull().defaultTo(0))
    .addColumn("notes", "text")
    .addColumn("attachments", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("created_by", "text")
    .execute();
  await db.schema
    .createIndex("daily_income_store_date")
    .on("daily_income")
    .columns(["store_id", "date"])
    .execute();
  await db.schema.createIndex("daily_income_date").on("daily_income").column("date").execute();

  await storeRef(withBase(db.schema.createTable("employee_time_entries")))
    .addColumn("employee_id", "text", (col) => col.notNull().references("staff.id").onDelete("cascade"))
    .addColumn("work_date", "text", notNull)
    .addColumn("clock_in_time", "text", notNull)
    .addColumn("clock_out_time", "text")
    .addColumn("total_hours", "double precision")
    .addColumn("break_hours", "double precision", (col) => col.notNull().defaultTo(0))
    .addColumn("status", "text", (col) => col.notNull().defaultTo("active"))
    .addColumn("notes", "text")
    .addColumn("created_by", "text")
    .execute();
  await db.schema
    .createIndex("time_entries_store_date")
    .on("employee_time_entries")
    .columns(["store_id", "work_date"])
    .execute();
  await db.schema
    .createIndex("time_entries_employee_date")
    .on("employee_time_entries")
    .columns(["employee_id", "work_date"])
    .execute();
  // The database itself makes a second open clock-in for one employee impossible.
  await db.schema
    .createIndex("time_entries_one_open")
    .on("employee_time_entries")
    .column("employee_id")
    .unique()
    .where(sql.ref("clock_out_time"), "is", null)
    .execute();

  await storeRef(withBase(db.schema.createTable("employee_wages")))
    .addColumn("employee_id", "text", (col) => col.notNull().references("staff.id").onDelete("cascade"))
    .addColumn("payment_type", "text", (col) => col.notNull().defaultTo("hourly"))
    .addColumn("hourly_rate", "bigint")
    .addColumn("monthly_salary", "bigint")
    .addColumn("effective_from", "text", notNull)
    .addColumn("is_current", "integer", (col) => col.notNull().defaultTo(1))
    .addColumn("notes", "text")
    .addColumn("created_by", "text")
    .execute();
  await db.schema
    .createIndex("wages_employee")
    .on("employee_wages")
    .columns(["employee_id", "effective_from"])
    .execute();

  await storeRef(withBase(db.schema.createTable("employee_withdrawals")))
    .addColumn("employee_id", "text", (col) => col.notNull().references("staff.id").onDelete("cascade"))
    .addColumn("withdrawal_date", "text", notNull)
    .addColumn("amount", "bigint", notNull)
    .addColumn("payment_method", "text", (col) => col.notNull().defaultTo("cash"))
    .addColumn("check_number", "text")
    .addColumn("notes", "text")
    .addColumn("created_by", "text")
    .execute();
  await db.schema
    .createIndex("withdrawals_employee")
    .on("employee_withdrawals")
    .columns(["employee_id", "withdrawal_date"])
    .execute();

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
  await db.schema.createIndex("audit_created").on("audit_logs").column("created_at").execute();
  await db.schema
    .createIndex("audit_target")
    .on("audit_logs")
    .columns(["target_table", "target_id"])
    .execute();

  await withBase(db.schema.createTable("reports"))
    .addColumn("name", "text", notNull)
    .addColumn("type", "text", (col) => col.notNull().defaultTo("custom"))
    .addColumn("description", "text")
    .addColumn("status", "text", (col) => col.notNull().defaultTo("active"))
    .addColumn("config", "text")
    .addColumn("created_by", "text")
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (col) => col.primaryKey())
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
  await db.schema.createIndex("sessions_user").on("sessions").column("user_id").execute();

  await db.schema
    .createTable("login_attempts")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("email", "text", notNull)
    .addColumn("ip_address", "text", notNull)
    .addColumn("created_at", "text", notNull)
    .execute();
  await db.schema
    .createIndex("login_attempts_email")
    .on("login_attempts")
    .columns(["email", "created_at"])
    .execute();
  await db.schema
    .createIndex("login_attempts_ip")
    .on("login_attempts")
    .columns(["ip_address", "created_at"])
    .execute();

  await db.schema
    .createTable("settings")
    .addColumn("key", "text", (col) => col.primaryKey())
    .addColumn("value", "text", notNull)
    .addColumn("updated_at", "text", notNull)
    .addColumn("updated_by", "text")
    .execute();

  await db.schema
    .createTable("temp_files")
    .addColumn("name", "text", (col) => col.primaryKey())
    .addColumn("original_name", "text", notNull)
    .addColumn("mime_type", "text", notNull)
    .addColumn("size", "integer", notNull)
    .addColumn("target_table", "text", notNull)
    .addColumn("uploaded_by", "text", notNull)
    .addColumn("created_at", "text", notNull)
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  const tables = [
    "temp_files",
    "settings",
    "login_attempts",
    "sessions",
    "reports",
    "audit_logs",
    "career_applications",
    "careers",
    "employee_withdrawals",
    "employee_wages",
    "employee_time_entries",
    "daily_income",
    "expenses",
    "purchases",
    "staff",
    "vendors",
    "stores",
    "industries",
    "users",
  ];
  for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
}
