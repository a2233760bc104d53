import { type Kysely, PostgresAdapter, sql } from "kysely";
import { rebuildAggregateIn } from "./rebuild.ts";
import { type Alias, aggregateStatements, type Dialect, SOURCES, type Source } from "./statements.ts";
import { type AGGREGATE_TABLES, createAddedAggregateTables } from "./tables.ts";

const sources = Object.keys(SOURCES) as Source[];

function body(source: Source, aliases: Alias[], dialect: Dialect): string {
  return aliases
    .flatMap((alias) => aggregateStatements(source, alias, dialect))
    .map((statement) => `${statement};`)
    .join("\n");
}

/** SQLite: an AFTER trigger per source table and event; each runs inside the writing statement's transaction. */
function sqliteTriggers(source: Source): string[] {
  const columns = SOURCES[source].join(", ");
  return [
    `CREATE TRIGGER ${source}_aggregates_insert AFTER INSERT ON ${source} BEGIN\n${body(source, ["NEW"], "sqlite")}\nEND`,
    `CREATE TRIGGER ${source}_aggregates_delete AFTER DELETE ON ${source} BEGIN\n${body(source, ["OLD"], "sqlite")}\nEND`,
    `CREATE TRIGGER ${source}_aggregates_update AFTER UPDATE OF ${columns} ON ${source} BEGIN\n${body(source, ["OLD", "NEW"], "sqlite")}\nEND`,
  ];
}

/** PostgreSQL: one plpgsql function per source table, fired for each row in the writing transaction. */
function postgresTriggers(source: Source): string[] {
  const columns = SOURCES[source].join(", ");
  return [
    `CREATE OR REPLACE FUNCTION ${source}_aggregates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
${body(source, ["OLD"], "postgres")}
  END IF;
  IF TG_OP <> 'DELETE' THEN
${body(source, ["NEW"], "postgres")}
  END IF;
  RETURN NULL;
END $$`,
    `CREATE TRIGGER ${source}_aggregates AFTER INSERT OR DELETE OR UPDATE OF ${columns} ON ${source}
      FOR EACH ROW EXECUTE FUNCTION ${source}_aggregates()`,
  ];
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
export async function createAggregateTriggers(db: Kysely<any>, dialect: Dialect): Promise<void> {
  for (const source of sources) {
    const statements = dialect === "sqlite" ? sqliteTriggers(source) : postgresTriggers(source);
    for (const statement of statements) await sql.raw(statement).execute(db);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see createAggregateTriggers
export async function dropAggregateTriggers(db: Kysely<any>, dialect: Dialect): Promise<void> {
  for (const source of sources) {
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
