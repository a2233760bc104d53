import { type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * The days of each block of search documents (issue #29): per dated table and block of
 * `KEY_BLOCK` consecutive `search_docs` keys, the first and last date of its rows. A search within
 * a date range then reads only the matches in the blocks whose days meet the range (SQLite: rowid
 * ranges of the FTS5 table; PostgreSQL: key ranges beside the pg_trgm GIN index) instead of every
 * match of the table, filtering the period afterwards. Documents are written as rows are entered,
 * roughly in date order, so a period's documents fill a run of blocks; a back-dated entry only
 * adds its block.
 *
 * A block's days only ever widen (a deleted row leaves them; a re-dated row adds its new day to
 * its block), so every document of a day lies in a block that names it: the match stays exact,
 * the rows' own date filter deciding. `rebuildDayKeys` recomputes them with the search index.
 */

/** The tables whose lists filter by a date, and that date. */
export const DATED = { purchases: "purchase_date", expenses: "expense_date" } as const;
export type DatedTable = keyof typeof DATED;

const TABLES = Object.keys(DATED) as DatedTable[];

// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** How many consecutive document keys a block holds. */
export const KEY_BLOCK = 4096;

/** The upsert that widens the days of `key`'s block to `day`, both SQL expressions. */
const widen = (table: string, day: string, key: string, pg: boolean) =>
  `insert into search_key_days (tbl, block, first_day, last_day)
   select '${table}', (${key}) / ${KEY_BLOCK}, ${day}, ${day} where ${day} is not null and (${key}) is not null
   on conflict (tbl, block) do update set
     first_day = ${pg ? "least" : "min"}(search_key_days.first_day, excluded.first_day),
     last_day = ${pg ? "greatest" : "max"}(search_key_days.last_day, excluded.last_day);`;

/**
 * The triggers that keep a table's blocks (its documents' keys by the days of `column`): a new
 * document widens its block to its row's day, a re-dated row its document's block. Migration 045
 * adds the audit log's this way.
 */
export function dayKeysTriggers(table: string, column: string, pg: boolean): string[] {
  const dayOfDoc = `(select t.${column} from ${table} t where t.id = new.row_id)`;
  const keyOfRow = `(select d.key from search_docs d where d.tbl = '${table}' and d.row_id = new.id)`;
  if (!pg) {
    return [
      `create trigger ${table}_day_keys_doc after insert on search_docs when new.tbl = '${table}' begin
       ${widen(table, dayOfDoc, "new.key", false)} end`,
      `create trigger ${table}_day_keys_date after update of ${column} on ${table} begin
       ${widen(table, `new.${column}`, keyOfRow, false)} end`,
    ];
  }
  return [
    `create function ${table}_day_keys_doc() returns trigger language plpgsql as $$
     begin ${widen(table, dayOfDoc, "new.key", true)} return new; end $$`,
    `create trigger ${table}_day_keys_doc after insert on search_docs for each row
     when (new.tbl = '${table}') execute function ${table}_day_keys_doc()`,
    `create function ${table}_day_keys_date() returns trigger language plpgsql as $$
     begin ${widen(table, `new.${column}`, keyOfRow, true)} return new; end $$`,
    `create trigger ${table}_day_keys_date after update of ${column} on ${table} for each row
     execute function ${table}_day_keys_date()`,
  ];
}

/** A table's blocks computed from its documents (after its blocks were deleted). */
export function dayKeysFill(table: string, column: string): string[] {
  return [
    `insert into search_key_days (tbl, block, first_day, last_day)
        select '${table}', d.key / ${KEY_BLOCK}, min(t.${column}), max(t.${column})
        from search_docs d join ${table} t on t.id = d.row_id
        where d.tbl = '${table}' and t.${column} is not null group by d.key / ${KEY_BLOCK}`,
  ];
}

const sqliteTriggers = () => TABLES.flatMap((table) => dayKeysTriggers(table, DATED[table], false));
const postgresTriggers = () => TABLES.flatMap((table) => dayKeysTriggers(table, DATED[table], true));

/** Recomputes every block's days from the documents (after the search index is rebuilt). */
export function rebuildDayKeys(): string[] {
  return ["delete from search_key_days", ...TABLES.flatMap((table) => dayKeysFill(table, DATED[table]))];
}

// biome-ignore lint/suspicious/noExplicitAny: see isPostgres
async function run(db: Kysely<any>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see isPostgres
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await run(db, [
    `create table search_key_days (tbl text not null, block bigint not null, first_day text not null,
       last_day text not null, primary key (tbl, block))`,
    ...rebuildDayKeys(),
    ...(pg ? postgresTriggers() : sqliteTriggers()),
  ]);
}

// biome-ignore lint/suspicious/noExplicitAny: see isPostgres
export async function down(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  for (const table of TABLES) {
    if (pg) {
      await run(db, [
        `drop trigger if exists ${table}_day_keys_doc on search_docs`,
        `drop trigger if exists ${table}_day_keys_date on ${table}`,
        `drop function if exists ${table}_day_keys_doc()`,
        `drop function if exists ${table}_day_keys_date()`,
      ]);
    } else {
      await run(db, [
        `drop trigger if exists ${table}_day_keys_doc`,
        `drop trigger if exists ${table}_day_keys_date`,
      ]);
    }
  }
  await run(db, ["drop table if exists search_key_days"]);
}
