import { isWithinMoneyRange, TABLES, type TableDef, type TableName, toCents } from "@storeops/domain";
import { type Expression, type RawBuilder, sql } from "kysely";
import { type Condition, inList } from "../access/store-scope.ts";
import type { ColumnContext } from "./column-context.ts";
import { columnExpression, columnOf } from "./columns.ts";
import type { Filter } from "./filter.ts";
import { likePattern, type ParsedQuery } from "./query.ts";
import { tableModule } from "./registry.ts";
import { daySearchCondition } from "./search-days.ts";
import { type IndexedTable, isIndexed, matchesIndex, matchesRowwise, matchingIds } from "./search-match.ts";

export type { Condition } from "../access/store-scope.ts";

function filterCondition(table: TableName, filter: Filter, context: ColumnContext): Condition {
  const stored = columnExpression(table, filter.column, context);
  // The unary plus keeps the same value and comparison, but no index can answer it.
  const column = context.unindexed?.includes(filter.column) ? sql`+${stored}` : stored;
  const { value } = filter;
  switch (filter.op) {
    case "eq":
      return value === null ? sql<boolean>`${column} is null` : sql<boolean>`${column} = ${value}`;
    case "neq":
      return value === null ? sql<boolean>`${column} is not null` : sql<boolean>`${column} <> ${value}`;
    case "gt":
      return sql<boolean>`${column} > ${value}`;
    case "gte":
      return sql<boolean>`${column} >= ${value}`;
    case "lt":
      return sql<boolean>`${column} < ${value}`;
    case "lte":
      return sql<boolean>`${column} <= ${value}`;
    case "like":
      return sql<boolean>`cast(${column} as text) like ${value}`;
    case "ilike":
      return sql<boolean>`lower(cast(${column} as text)) like lower(${value})`;
    case "in":
      return inList(column as RawBuilder<unknown>, Array.isArray(value) ? value : [value]);
    case "is":
      return sql<boolean>`${column} is null`;
  }
}

/** Money matches the amount typed ("120.50"), not the digits of its cents; no amount, no condition. */
function amountCondition(expression: Expression<unknown>, text: string): Condition[] {
  const amount = Number(text.replace(/[$,\s]/g, ""));
  return isWithinMoneyRange(amount) && text.trim() !== ""
    ? [sql<boolean>`${expression} = ${toCents(amount)}`]
    : [];
}

/**
 * PostgreSQL, a term that is also an amount ("101234", a cheque number) read through the index:
 * the rows whose document holds it and the rows of that amount, as one set of ids. Written
 * `id in (…) or amount = …`, the planner walked the list's date index testing every row for
 * either, the whole table when few rows match (expenses at 1M: 150–170 ms); as one set, the few
 * matches are read through the search and amount indexes, then sorted (0.2–1.5 ms). A common term
 * is read row by row instead (rest/read.service.ts), where the OR stops at the page.
 */
function matchesOrAmounts(
  table: IndexedTable,
  text: string,
  amounts: readonly Condition[],
  context: ColumnContext,
): Condition {
  const byAmount = amounts.map(
    (condition) => sql`select ${sql.ref(`${table}.id`)} from ${sql.table(table)} where ${condition}`,
  );
  const ids = matchingIds(context.dialect, table, text, context.keyRange);
  return sql<boolean>`${sql.ref(`${table}.id`)} in (${sql.join([ids, ...byAmount], sql` union all `)})`;
}

/**
 * `q`: a case-insensitive substring of any searchable field, or the amount typed. The tables that
 * grow with the business read the search index (rest/search-match.ts); the others, a few hundred
 * rows at most, compare field by field.
 */
function searchCondition(table: TableName, text: string, context: ColumnContext): Condition {
  const def: TableDef = TABLES[table];
  const money = def.searchable.filter((column) => columnOf(def, column)?.kind === "money");
  // A constant `or 1 = 0` would keep SQLite from reading the index, so absent amounts add nothing.
  const amounts = money.flatMap((column) => amountCondition(columnExpression(table, column, context), text));
  if (isIndexed(table)) {
    const guard = tableModule(table).searchableRows?.(table, context);
    if (context.dialect === "postgres" && !context.rowwiseSearch && !guard && amounts.length > 0)
      return matchesOrAmounts(table, text, amounts, context);
    const match = context.rowwiseSearch
      ? matchesRowwise(table, text)
      : matchesIndex(context.dialect, table, text, context.keyRange);
    const parts = [guard ? sql<boolean>`(${match} and ${guard})` : match, ...amounts];
    return sql<boolean>`(${sql.join(parts, sql` or `)})`;
  }
  // Read by day (time entries, daily income): the days and rows the text was found in.
  if (context.daySearch) {
    const found = daySearchCondition(table, context.daySearch);
    return amounts.length > 0 ? sql<boolean>`(${sql.join([found, ...amounts], sql` or `)})` : found;
  }
  const pattern = likePattern(text);
  const parts = def.searchable
    .filter((column) => !money.includes(column))
    .map((column) => {
      const expression = columnExpression(table, column, context);
      return sql<boolean>`lower(cast(${expression} as text)) like ${pattern} escape '\\'`;
    });
  return sql<boolean>`(${sql.join([...parts, ...amounts], sql` or `)})`;
}

/** Every condition of a request: access scope, filters and search, joined with AND. */
export function whereOf(
  table: TableName,
  query: Pick<ParsedQuery, "filters" | "q">,
  scope?: Condition,
  context: ColumnContext = {},
): Condition {
  const parts: Condition[] = [];
  if (scope) parts.push(scope);
  for (const filter of query.filters) parts.push(filterCondition(table, filter, context));
  if (query.q) parts.push(searchCondition(table, query.q, context));
  if (parts.length === 0) return sql<boolean>`1 = 1`;
  return sql<boolean>`${sql.join(parts, sql` and `)}`;
}
