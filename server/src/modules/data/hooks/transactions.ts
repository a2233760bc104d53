import { defaultPurchaseDescription, missingCheckFields, VALIDATION } from "@storeops/domain";
import type { Row } from "../../../db/database.ts";
import { badRequest } from "../../../errors.ts";
import { guardAttachments } from "../../files/attachments.ts";
import type { TableHooks, WriteContext } from "./types.ts";

/** A PATCH that leaves a check payment without its number or due date is refused like a create. */
function assertCheckFields(before: Row, patch: Row): void {
  const merged = { ...before, ...patch } as Parameters<typeof missingCheckFields>[0];
  const missing = missingCheckFields(merged);
  if (missing.length === 0) return;
  const fields = Object.fromEntries(
    missing.map((field) => [field, [field === "check_no" ? VALIDATION.checkNoRequired : VALIDATION.checkDueDateRequired]]),
  );
  throw badRequest(Object.values(fields)[0]?.[0] ?? "Check details are required", { fields });
}

async function vendorIdFor(ctx: WriteContext, vendor: unknown): Promise<string | null> {
  if (typeof vendor !== "string") return null;
  const row = await ctx.trx
    .selectFrom("vendors")
    .select("id")
    .where((eb) => eb(eb.fn("lower", ["name"]), "=", vendor.trim().toLowerCase()))
    .executeTakeFirst();
  return row ? String(row.id) : null;
}

function attachmentCount(value: unknown): number {
  if (typeof value !== "string") return 0;
  const parsed: unknown = JSON.parse(value);
  return Array.isArray(parsed) ? parsed.length : 0;
}

export const purchaseHooks: TableHooks = {
  async beforeCreate(ctx, values) {
    values.status = "pending";
    values.purchase_date ??= await ctx.today(values.store_id);
    if (!values.description) values.description = defaultPurchaseDescription(String(values.vendor));
    values.vendor_id ??= await vendorIdFor(ctx, values.vendor);
    values.attachments = guardAttachments("purchases", "[]", values.attachments ?? "[]", ctx.newAttachments);
  },
  async beforeUpdate(ctx, before, patch) {
    assertCheckFields(before, patch);
    if (patch.attachments !== undefined) {
      patch.attachments = guardAttachments("purchases", before.attachments, patch.attachments, ctx.newAttachments);
    }
    if (patch.vendor !== undefined && patch.vendor !== before.vendor && patch.vendor_id === undefined) {
      patch.vendor_id = await vendorIdFor(ctx, patch.vendor);
    }
  },
};

export const expenseHooks: TableHooks = {
  async beforeCreate(ctx, values) {
    values.status = "pending";
    values.expense_date ??= await ctx.today(values.store_id);
    values.attachments = guardAttachments("expenses", "[]", values.attachments ?? "[]", ctx.newAttachments);
    if (attachmentCount(values.attachments) > 0) values.has_receipt = 1;
  },
  beforeUpdate(ctx, before, patch) {
    assertCheckFields(before, patch);
    if (patch.attachments !== undefined) {
      patch.attachments = guardAttachments("expenses", before.attachments, patch.attachments, ctx.newAttachments);
      patch.has_receipt = attachmentCount(patch.attachments) > 0 ? 1 : 0;
    }
  },
};
