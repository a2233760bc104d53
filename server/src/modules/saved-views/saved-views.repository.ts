import { type Kysely, sql } from "kysely";
import type { DB } from "../../db/database.ts";

/** How many views the person keeps, over every list. */
export async function countViewsOf(db: Kysely<DB>, userId: string): Promise<number> {
  const row = await db
    .selectFrom("saved_views")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Whether the person already has another view of this name on the list, ignoring case. */
export async function viewNameTaken(
  db: Kysely<DB>,
  view: { user_id: string; list: string; name: string; id?: string },
): Promise<boolean> {
  let query = db
    .selectFrom("saved_views")
    .select("id")
    .where("user_id", "=", view.user_id)
    .where("list", "=", view.list)
    .where(sql<boolean>`lower(name) = lower(${view.name})`);
  if (view.id) query = query.where("id", "<>", view.id);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Makes the view the person's default of its list, in place of any other. */
export async function setDefaultView(db: Kysely<DB>, userId: string, list: string, viewId: string) {
  await db.deleteFrom("saved_view_defaults").where("user_id", "=", userId).where("list", "=", list).execute();
  await db.insertInto("saved_view_defaults").values({ user_id: userId, list, view_id: viewId }).execute();
}

/** The person no longer opens the list with this view. */
export async function clearDefaultView(db: Kysely<DB>, userId: string, viewId: string) {
  await db
    .deleteFrom("saved_view_defaults")
    .where("user_id", "=", userId)
    .where("view_id", "=", viewId)
    .execute();
}

/** Others' defaults of the view (it stopped being shared with them), or everyone's (it is deleted). */
export async function forgetDefaultsOf(db: Kysely<DB>, viewId: string, exceptUserId?: string) {
  let query = db.deleteFrom("saved_view_defaults").where("view_id", "=", viewId);
  if (exceptUserId) query = query.where("user_id", "<>", exceptUserId);
  await query.execute();
}

/** Whether the view is the reader's default, as a 0/1 column of a read. */
export function isDefaultSql(table: string, userId: string | undefined) {
  if (!userId) return sql`0`;
  return sql`(case when exists (select 1 from saved_view_defaults d where d.view_id = ${sql.ref(
    `${table}.id`,
  )} and d.user_id = ${userId}) then 1 else 0 end)`;
}
