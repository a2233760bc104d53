import { type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * Hours by store, employee and calendar month (issue 9): what labour cost reads instead of every
 * time entry of a long period. Kept by triggers in the transaction of every write, as the
 * aggregates of 005 are: each change recomputes its group from the entries through an index (a
 * float sum never drifts). An entry without a store counts under store_id ''.
 */
type Alias = "NEW" | "OLD";
type Dialect = "sqlite" | "postgres";

// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
function dialectOf(db: Kysely<any>): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}

const COLUMNS = "store_id, employee_id, work_date, total_hours";

/** The statements that recompute the group of row `r` (NEW or OLD). */
export function labourMonthStatements(r: Alias, dialect: Dialect): string[] {
  const month = `substr(${r}.work_date, 1, 7)`;
  const sameStore =
    dialect === "sqlite"
      ? `e.store_id IS ${r}.store_id`
      : `(e.store_id = ${r}.store_id OR (e.store_id IS NULL AND ${r}.store_id IS NULL))`;
  return [
    `DELETE FROM labour_employee_month_totals
      WHERE store_id = coalesce(${r}.store_id, '') AND employee_id = ${r}.employee_id AND month = ${month}`,
    `INSERT INTO labour_employee_month_totals (store_id, employee_id, month, entries, hours)
      SELECT coalesce(${r}.store_id, ''), ${r}.employee_id, ${month}, count(*), coalesce(sum(e.total_hours), 0)
      FROM employee_time_entries e
      WHERE e.employee_id = ${r}.employee_id AND ${sameStore}
        AND e.work_date >= ${month} || '-01' AND e.work_date <= ${month} || '-31'
      HAVING count(*) > 0`,
  ];
}

const body = (aliases: Alias[], dialect: Dialect) =>
  aliases
    .flatMap((alias) => labourMonthStatements(alias, dialect))
    .map((statement) => `${statement};`)
    .join("\n");

function triggers(dialect: Dialect): string[] {
  if (dialect === "sqlite") {
    return [
      `CREATE TRIGGER labour_months_insert AFTER INSERT ON employee_time_entries BEGIN\n${body(["NEW"], dialect)}\nEND`,
      `CREATE TRIGGER labour_months_delete AFTER DELETE ON employee_time_entries BEGIN\n${body(["OLD"], dialect)}\nEND`,
      `CREATE TRIGGER labour_months_update AFTER UPDATE OF ${COLUMNS} ON employee_time_entries BEGIN\n${body(["OLD", "NEW"], dialect)}\nEND`,
    ];
  }
  return [
    `CREATE OR REPLACE FUNCTION labour_months() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
${body(["OLD"], dialect)}
  END IF;
  IF TG_OP <> 'DELETE' THEN
${body(["NEW"], dialect)}
  END IF;
  RETURN NULL;
END $$`,
    `CREATE TRIGGER labour_months AFTER INSERT OR DELETE OR UPDATE OF ${COLUMNS} ON employee_time_entries
      FOR EACH ROW EXECUTE FUNCTION labour_months()`,
  ];
}

/** Recomputes the table from the entries (after a bulk load that bypassed the triggers, say). */
// biome-ignore lint/suspicious/noExplicitAny: see dialectOf()
export async function rebuildLabourMonths(db: Kysely<any>): Promise<void> {
  await sql`delete from labour_employee_month_totals`.execute(db);
  await sql`insert into labour_employee_month_totals (store_id, employee_id, month, entries, hours)
    select coalesce(store_id, ''), employee_id, substr(work_date, 1, 7), count(*), coalesce(sum(total_hours), 0)
    from employee_time_entries group by coalesce(store_id, ''), employee_id, substr(work_date, 1, 7)`.execute(
    db,
  );
  await sql`analyze labour_employee_month_totals`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see dialectOf()
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("labour_employee_month_totals")
    .addColumn("store_id", "text", (col) => col.notNull())
    .addColumn("employee_id", "text", (col) => col.notNull())
    .addColumn("month", "text", (col) => col.notNull())
    .addColumn("entries", "integer", (col) => col.notNull())
    .addColumn("hours", "double precision", (col) => col.notNull())
    .addPrimaryKeyConstraint("labour_employee_month_totals_pk", ["store_id", "employee_id", "month"])
    .execute();
  await db.schema
    .createIndex("labour_employee_month_totals_month")
    .on("labour_employee_month_totals")
    .columns(["month", "store_id", "employee_id", "hours"])
    .execute();
  for (const statement of triggers(dialectOf(db))) await sql.raw(statement).execute(db);
  await rebuildLabourMonths(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see dialectOf()
export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === "sqlite") {
    for (const event of ["insert", "delete", "update"])
      await sql.raw(`DROP TRIGGER IF EXISTS labour_months_${event}`).execute(db);
  } else {
    await sql.raw("DROP TRIGGER IF EXISTS labour_months ON employee_time_entries").execute(db);
    await sql.raw("DROP FUNCTION IF EXISTS labour_months()").execute(db);
  }
  await db.schema.dropTable("labour_employee_month_totals").ifExists().execute();
}
