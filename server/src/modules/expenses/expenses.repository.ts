import { type Kysely, type RawBuilder, sql } from "kysely";
import type { DB } from "../../db/database.ts";
import { storeTodaySql } from "../../rest/computed.ts";
import type { ColumnContext } from "../../rest/table-module.ts";
import { countedSql, statusIs, sumCards } from "../transactions/transactions.repository.ts";

/** The four cards of Expense Management over `where`, "today" per store time zone. */
export function expenseCards(db: Kysely<DB>, where: RawBuilder<boolean>, context: ColumnContext) {
  const counted = countedSql("expenses");
  const today = sql<boolean>`expenses.expense_date = ${storeTodaySql("expenses", context)}`;
  return sumCards(db, "expenses", where, {
    today: sql<boolean>`${today} and ${counted}`,
    pending: statusIs("expenses", "pending"),
    approved: statusIs("expenses", "approved"),
    total: counted,
  });
}
