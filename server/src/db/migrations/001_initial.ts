import type { Kysely } from "kysely";
import { createOrganization } from "./001/organization.ts";
import { createRecords } from "./001/records.ts";
import { createTimeAndPay } from "./001/time-and-pay.ts";
import { createTransactions } from "./001/transactions.ts";

// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await createOrganization(db);
  await createTransactions(db);
  await createTimeAndPay(db);
  await createRecords(db);
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
