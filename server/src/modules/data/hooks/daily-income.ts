import { dailyIncomeTotal } from "@storeops/domain";
import type { Row } from "../../../db/database.ts";
import { guardAttachments } from "../../files/attachments.ts";
import type { TableHooks } from "./types.ts";

const cents = (row: Row, key: string) => Number(row[key] ?? 0);

/** total_income is always computed by the server from cash + card + other. */
export const dailyIncomeHooks: TableHooks = {
  async beforeCreate(ctx, values) {
    values.date ??= await ctx.today(values.store_id);
    values.attachments = guardAttachments("daily_income", "[]", values.attachments ?? "[]", ctx.newAttachments);
    values.total_income = dailyIncomeTotal(cents(values, "income_cash"), cents(values, "income_card"), cents(values, "income_other"));
  },
  beforeUpdate(ctx, before, patch) {
    if (patch.attachments !== undefined) {
      patch.attachments = guardAttachments("daily_income", before.attachments, patch.attachments, ctx.newAttachments);
    }
    const merged = { ...before, ...patch };
    patch.total_income = dailyIncomeTotal(cents(merged, "income_cash"), cents(merged, "income_card"), cents(merged, "income_other"));
  },
};
