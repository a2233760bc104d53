import { type Kysely, PostgresAdapter, sql } from "kysely";
import { rebuildAggregateIn } from "./rebuild.ts";
import {
  type Alias,
  aggregateStatements,
  type Dialect,
  LATER_COLUMNS,
  LATER_SOURCES,
  SOURCES,
  type Source,
} from "./statements.ts";
import { type AGGREGATE_TABLES, createAddedAggregateTables, tableExists } from "./tables.ts";

/** A source table the database has, with the watched columns it has (a later migration's may be missing). */
interface Present {
  source: Source;
  columns: readonly string[];
}

/** The sources whose tables exist: a later source's triggers wait for the migration that makes it. */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
async function presentSources(db: Kysely<any>): Promise<Present[]> {
  const present: Present[] = [];
  for (const source of Object.keys(SOURCES) as Source[]) {
    if (LATER_SOURCES[source] && !(await tableExists(db, source))) continue;
    const missing: string[] = [];
    for (const column of LATER_COLUMNS[source] ?? []) {
      if (!(await tableExists(db, `${source}.${column}`))) missing.push(column);
    }
    present.push({ source, columns: SOURCES[source].filter((column) => !missing.includes(column)) });
  }
  return present;
}

function body({ source, columns }: Present, aliases: Alias[], dialect: Dialect): string {
  return aliases
    .flatMap((alias) => aggregateStatements(source, alias, dialect, columns))
    .map((statement) => `${statement};`)
    .join("\n");
}

/** SQLite: an AFTER trigger per source table and event; each runs inside the writing statement's transaction. */
function sqliteTriggers(present: Present): string[] {
  const { source } = present;
  const columns = present.columns.join(", ");
  return [
    `CREATE TRIGGER ${source}_aggregates_insert AFTER INSERT ON ${source} BEGIN\n${body(present, ["NEW"], "sqlite")}\nEND`,
    `CREATE TRIGGER ${source}_aggregates_delete AFTER DELETE ON ${source} BEGIN\n${body(present, ["OLD"], "sqlite")}\nEND`,
    `CREATE TRIGGER ${source}_aggregates_update AFTER UPDATE OF ${columns} ON ${source} BEGIN\n${body(present, ["OLD", "NEW"], "sqlite")}\nEND`,
  ];
}

/** PostgreSQL: one plpgsql function per source table, fired for each row in the writing transaction. */
function postgresTriggers(present: Present): string[] {
  const { source } = present;
  const columns = present.columns.join(", ");
  return [
    `CREATE OR REPLACE FUNCTION ${source}_aggregates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
${body(present, ["OLD"], "postgres")}
  END IF;
  IF TG_OP <> 'DELETE' THEN
${body(present, ["NEW"], "postgres")}
  END IF;
  RETURN NULL;
END $$`,
    `CREATE TRIGGER ${source}_aggregates AFTER INSERT OR DELETE OR UPDATE OF ${columns} ON ${source}
      FOR EACH ROW EXECUTE FUNCTION ${source}_aggregates()`,
  ];
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
export async function createAggregateTriggers(db: Kysely<any>, dialect: Dialect): Promise<void> {
  for (const present of await presentSources(db)) {
    const statements = dialect === "sqlite" ? sqliteTriggers(present) : postgresTriggers(present);
    for (const statement of statements) await sql.raw(statement).execute(db);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see createAggregateTriggers
export async function dropAggregateTriggers(db: Kysely<any>, dialect: Dialect): Promise<void> {
  for (const { source } of await presentSources(db)) {
    if (dialect === "sqlite") {
      for (const event of ["insert", "delete", "update"]) {
        await sql.raw(`DROP TRIGGER IF EXISTS ${source}_aggregates_${event}`).execute(db);
      }
    } else {
      await sql.raw(`DROP TRIGGER IF EXISTS ${source}_aggregates ON ${source}`).execute(db);
      await sql.raw(`DROP FUNCTION IF EXISTS ${source}_aggregates()`).execute(db);
    }
  }
}

/**
 * For a migration that adds an aggregate to migration 005's statements: make the added tables a
 * database made before them lacks, re-create every source's triggers from the statements as they
 * are now, and fill `table` from the rows.
 */
export async function addAggregate(
  // biome-ignore lint/suspicious/noExplicitAny: see createAggregateTriggers
  db: Kysely<any>,
  table: (typeof AGGREGATE_TABLES)[number],
): Promise<void> {
  const dialect = db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
  await createAddedAggregateTables(db);
  await dropAggregateTriggers(db, dialect);
  await createAggregateTriggers(db, dialect);
  await rebuildAggregateIn(db, table);
}
