import { sql } from "kysely";
import type { ComputedColumn } from "../../rest/column-context.ts";

/** The store's name, joined by the row's store_id (purchases, expenses, income, staff, time). */
export const storeNameColumn: ComputedColumn = (t) =>
  sql`(select s.name from stores s where s.id = ${sql.ref(`${t}.store_id`)})`;
