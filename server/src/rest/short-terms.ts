import { type RawBuilder, sql } from "kysely";
import type { Dialect } from "../db/database.ts";
import type { Indexed } from "../db/migrations/006_search_index.ts";
import { ftsTable } from "../db/migrations/016_search_index_split.ts";
import { vocabTable } from "../db/migrations/030_search_short_terms.ts";
import { type KeyRange, keyBound, keysPerRun, keyWithin } from "./search-range.ts";

/**
 * Printable ASCII only: there SQLite's LIKE (which folds ASCII letters only) answers what the FTS5
 * trigram index answers, so a document can be tested with `docContains` instead.
 */
export const isAsciiText = (text: string) => /^[\x20-\x7e]*$/.test(text);

/**
 * SQLite: whether `text` is a two-character term read through the FTS5 vocabulary (migration
 * 030). ASCII only, as the row-by-row test: there the trigrams' case folding is LIKE's.
 */
export const usesVocabulary = (dialect: Dialect | undefined, text: string) =>
  dialect === "sqlite" && text.length === 2 && isAsciiText(text);

/**
 * The keys of `table`'s documents that contain the two-character `text` (issue #29), a subquery
 * for `key in (…)`: the FTS5 matches of any trigram of the table's vocabulary that starts with the
 * text (one phrase each, joined by OR; none, an empty phrase that matches nothing), and the
 * documents that end with it. Each is an index read; no document is read to find them.
 */
export function shortTermKeys(table: Indexed, text: string, range?: KeyRange): RawBuilder<unknown> {
  const fts = ftsTable(table);
  const term = text.toLowerCase();
  // The vocabulary's terms from the text up to (not including) the text with its last character raised.
  const next = `${term.slice(0, 1)}${String.fromCharCode(term.charCodeAt(1) + 1)}`;
  const rowid = sql.raw(`${fts}.rowid`);
  const trigrams = sql`${sql.ref(fts)} match (
      select coalesce(group_concat('"' || replace(term, '"', '""') || '"', ' OR '), '""')
      from ${sql.table(vocabTable(table))} where term >= ${term} and term < ${next})`;
  const matches = range
    ? keysPerRun(
        range,
        ({ lo, hi }) => sql`select ${rowid} from ${sql.table(fts)} where ${trigrams}
        and ${rowid} between ${keyBound(lo)} and ${keyBound(hi)}`,
      )
    : sql`select ${rowid} from ${sql.table(fts)} where ${trigrams}`;
  const within = range ? sql`and ${keyWithin(sql.ref("d.key"), range, true)}` : sql``;
  return sql`(${matches} union all select d.key from search_docs d
      where d.tbl = ${table} and substr(d.body, -2) = ${term} ${within})`;
}
