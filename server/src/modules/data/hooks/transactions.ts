import { canTransition, defaultPurchaseDescription, invalidTransition, missingCheckFields, VALIDATION } from "@storeops/domain";
import type { Row } from "../../../db/database.ts";
import { badRequest, forbidden } from "../../../errors.ts";
import { nowIso } from "../../../ids.ts";
import { guardAttachments } from "../../files/attachments.ts";
import type { TableHooks, WriteContext } from "./types.ts";

/** Approve, reject and pay: the only ways a purchase or expense changes status. */
function applyStatusChange(ctx: WriteContext, table: "purchases" | "expenses", before: Row, patch: Row): void {
  const from = String(before.status);
  const to = patch.status;
  if (to === undefined || to === from) return;
  if (typeof to !== "string" || !canTransition(table, from, to)) throw badRequest(invalidTransition(table, from, to as string));
  const role = ctx.actor.user.role;
  const now = nowIso();
  if (to === "approved") {
    patch.approved_by = ctx.actor.user.id;
    patch.approved_at = now;
  } else if (to === "rejected") {
    const reason = patch.rejection_reason ?? before.rejection_reason;
    if (typeof reason !== "string" || reason.trim() === "") {
      throw badRequest("A rejection reason is required", { fields: { rejection_reason: ["A rejection reason is required"] } });
    }
  } else if (to === "paid") {
    if (role !== "admin" && role !== "accounting") throw forbidden("Only admin or accounting can record a payment.");
    patch.paid_at = now;
  }
}

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
    applyStatusChange(ctx, "purchases", before, patch);
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
    applyStatusChange(ctx, "expenses", before, patch);
    assertCheckFields(before, patch);
    if (patch.attachments !== undefined) {
      patch.attachments = guardAttachments("expenses", before.attachments, patch.attachments, ctx.newAttachments);
      patch.has_receipt = attachmentCount(patch.attachments) > 0 ? 1 : 0;
    }
  },
};
