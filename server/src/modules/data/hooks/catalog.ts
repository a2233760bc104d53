import { industryCodeFromName, storeCodeFromName, vendorCode } from "@storeops/domain";
import { badRequest } from "../../../errors.ts";
import type { TableHooks, WriteContext } from "./types.ts";

/** Spec 2 §5: a store's manager must be a user with role admin or store_manager. */
async function assertManager(ctx: WriteContext, managerId: unknown): Promise<void> {
  if (managerId === null || managerId === undefined) return;
  const user = await ctx.trx.selectFrom("users").select("role").where("id", "=", String(managerId)).executeTakeFirst();
  if (!user || (user.role !== "admin" && user.role !== "store_manager")) {
    const message = "The store manager must be a user with role admin or store_manager.";
    throw badRequest(message, { fields: { manager_id: [message] } });
  }
}

export const storeHooks: TableHooks = {
  async beforeCreate(ctx, values) {
    if (!values.code) values.code = storeCodeFromName(String(values.name));
    await assertManager(ctx, values.manager_id);
  },
  async beforeUpdate(ctx, _before, patch) {
    if (patch.code === "") patch.code = undefined;
    await assertManager(ctx, patch.manager_id);
  },
};

export const industryHooks: TableHooks = {
  beforeCreate(_ctx, values) {
    if (!values.code) values.code = industryCodeFromName(String(values.name));
  },
};

export const vendorHooks: TableHooks = {
  beforeCreate(_ctx, values) {
    if (!values.code) values.code = vendorCode(new Date());
  },
};

export const careerHooks: TableHooks = {
  async beforeCreate(ctx, values) {
    values.posted_date ??= await ctx.today();
  },
};
