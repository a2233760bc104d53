import type { Row } from "../db/database.ts";
import type { StoreKind } from "./catalog.ts";
import { approverFor, logEvent, recorderFor, type SeedContext } from "./context.ts";
import { centsBetween, rngFor, uuidFromKey } from "./random.ts";
import { EXPENSE_MIX, pickStatus } from "./status.ts";
import { addDays, dateRange, daysBetween, instantAt } from "./time.ts";
import { EXPENSE_CATEGORIES, type ExpenseCategoryDef } from "./vendors.ts";

/** Store expenses: a monthly electricity bill plus everyday spending, in every status. */
const ELECTRICITY: Record<StoreKind, ExpenseCategoryDef> = {
  cafe: { name: "Utilities", amount: [650, 950], items: ["Electricity bill"], weight: 0 },
  retail: { name: "Utilities", amount: [900, 1500], items: ["Electricity bill"], weight: 0 },
  online: { name: "Utilities", amount: [1100, 1700], items: ["Electricity bill"], weight: 0 },
  realty: { name: "Utilities", amount: [350, 600], items: ["Electricity bill"], weight: 0 },
};

const REJECTIONS = [
  "Missing receipt",
  "Personal expense, not reimbursable",
  "Over the monthly budget for this category",
  "Duplicate submission",
];

export function expenseRows(ctx: SeedContext): Row[] {
  const rows: Row[] = [];
  ctx.stores.forEach((store, storeIndex) => {
    const { def, profile } = store;
    let checkNo = 5001 + storeIndex * 1000;
    for (const date of dateRange(ctx.start, ctx.lastDay)) {
      const rng = rngFor(`expenses:${def.code}:${date}`);
      const entries: ExpenseCategoryDef[] = [];
      if (date.endsWith("-06")) entries.push(ELECTRICITY[def.kind]);
      if (rng.chance(profile.expensesPerWeek / 7)) {
        entries.push(
          rng.weighted(EXPENSE_CATEGORIES.map((category) => [category, category.weight] as const)),
        );
      }
      entries.forEach((category, index) => {
        const id = uuidFromKey(`expense:${def.code}:${date}:${index + 1}`);
        const utilities = category.name === "Utilities";
        const paymentType = utilities
          ? rng.weighted([
              ["other", 3],
              ["check", 1],
            ] as const)
          : rng.weighted([
              ["card", 5],
              ["cash", 3],
              ["check", 1],
              ["other", 1],
            ] as const);
        const lag = rng.int(1, 3);
        const status = pickStatus(
          rng,
          EXPENSE_MIX,
          daysBetween(date, ctx.today),
          lag,
          daysBetween(date, ctx.lastDay),
        );
        const creator = utilities ? store.manager : recorderFor(ctx, store, date, rng);
        const createdAt = instantAt(date, rng.int(9 * 60, 17 * 60), def.timezone);
        const decider = status === "pending" ? null : approverFor(ctx, store, rng);
        const decidedAt = decider
          ? instantAt(addDays(date, lag), rng.int(9 * 60, 16 * 60), def.timezone)
          : null;
        const description = rng.pick(category.items);
        const rejectionReason = status === "rejected" ? rng.pick(REJECTIONS) : null;
        rows.push({
          id,
          created_at: createdAt,
          updated_at: decidedAt ?? createdAt,
          store_id: store.id,
          description,
          category: category.name,
          amount: centsBetween(rng, category.amount[0], category.amount[1]),
          payment_type: paymentType,
          check_no: paymentType === "check" ? String(checkNo++) : null,
          check_due_date: paymentType === "check" ? addDays(date, 14) : null,
          expense_date: date,
          status,
          notes: utilities
            ? "Autopay from operating account"
            : rng.chance(0.07)
              ? "Receipt kept at the store"
              : null,
          rejection_reason: rejectionReason,
          has_receipt: 0,
          attachments: "[]",
          approved_by: status === "approved" ? (decider?.id ?? null) : null,
          approved_at: status === "approved" ? decidedAt : null,
          created_by: creator.id,
        });
        const base = { table: "expenses", targetId: id } as const;
        logEvent(ctx, {
          ...base,
          at: createdAt,
          userId: creator.id,
          action: "CREATE",
          description: `Created expense: ${description} (${category.name})`,
          changes: { after: { description, category: category.name, expense_date: date, status: "pending" } },
        });
        if (decider && decidedAt) {
          logEvent(ctx, {
            ...base,
            at: decidedAt,
            userId: decider.id,
            action: "UPDATE",
            description: `${status === "rejected" ? "Rejected" : "Approved"} expense: ${description}`,
            changes: {
              before: { status: "pending" },
              after: rejectionReason ? { status, rejection_reason: rejectionReason } : { status },
            },
          });
        }
      });
    }
  });
  return rows;
}
