import { storeCodeFromName, TABLES } from "@storeops/domain";
import { sql } from "kysely";
import { badRequest } from "../../errors.ts";
import type { TableModule, WriteContext } from "../../rest/table-module.ts";
import { userRole } from "./stores.repository.ts";

/** Spec 2 §5: a store's manager must be a user with role admin or store_manager. */
async function assertManager(ctx: WriteContext, managerId: unknown): Promise<void> {
  if (managerId === null || managerId === undefined) return;
  const role = await userRole(ctx.trx, String(managerId));
  if (role !== "admin" && role !== "store_manager") {
    const message = "The store manager must be a user with role admin or store_manager.";
    throw badRequest(message, { fields: { manager_id: [message] } });
  }
}

export const storesTable: TableModule = {
  table: "stores",
  definition: TABLES.stores,
  computed: {
    // The industry's name is derived by a join, never copied, so a rename cannot leave stale names.
    industry: (t) => sql`(select i.name from industries i where i.id = ${sql.ref(`${t}.industry_id`)})`,
    manager: (t) => sql`(select u.name from users u where u.id = ${sql.ref(`${t}.manager_id`)})`,
    staff_count: (t) => sql`(select count(*) from staff e where e.store_id = ${sql.ref(`${t}.id`)})`,
  },
  async prepareCreate(ctx, values) {
    if (!values.code) values.code = storeCodeFromName(String(values.name));
    await assertManager(ctx, values.manager_id);
    return undefined;
  },
  async prepareUpdate(ctx, _before, patch) {
    if (patch.code === "") patch.code = undefined;
    await assertManager(ctx, patch.manager_id);
  },
  describe: (row) => `store ${row.name ?? row.id}`,
};
