import { invoiceKey } from "@storeops/domain";
import type { Row } from "../db/database.ts";
import { purchaseCategoryFor } from "./categories.ts";
import { approverFor, logEvent, payerFor, recorderFor, type SeedContext } from "./context.ts";
import { centsBetween, rngFor, uuidFromKey } from "./random.ts";
import { PURCHASE_MIX, pickStatus } from "./status.ts";
import { addDays, dateRange, daysBetween, instantAt, minDate, weekday } from "./time.ts";
import { termDays } from "./vendors.ts";

/** Vendor purchases of every store over the twelve months, in every status. */
const REJECTIONS = [
  "Duplicate invoice",
  "Amount does not match the purchase order",
  "Missing itemized invoice",
  "Not an approved vendor for this store",
  "Pricing disputed with vendor",
];

export function purchaseRows(ctx: SeedContext): Row[] {
  const rows: Row[] = [];
  let invoice = 10234;
  ctx.stores.forEach((store, storeIndex) => {
    const { def, profile } = store;
    const vendors = ctx.vendors.filter((v) => v.def.status === "active" && v.def.kinds.includes(def.kind));
    let checkNo = 1001 + storeIndex * 1000;
    for (const date of dateRange(ctx.start, ctx.lastDay)) {
      const rng = rngFor(`purchases:${def.code}:${date}`);
      if (weekday(date) === 0 || !rng.chance(profile.purchasesPerWeek / 6 / 1.15)) continue;
      const count = rng.chance(0.15) ? 2 : 1;
      for (let n = 1; n <= count; n++) {
        const vendor = rng.pick(vendors);
        invoice += rng.int(3, 41);
        const id = uuidFromKey(`purchase:${def.code}:${date}:${n}`);
        const invoiceNo = `INV-${invoice}`;
        const dueDate = addDays(date, termDays(vendor.def.terms));
        const paymentType =
          vendor.def.terms === "COD"
            ? rng.weighted([
                ["cash", 3],
                ["card", 2],
              ] as const)
            : rng.weighted([
                ["check", 3],
                ["card", 3],
                ["other", 2],
                ["cash", 1],
              ] as const);
        const age = daysBetween(date, ctx.today);
        const lag = rng.int(1, 3);
        const status = pickStatus(rng, PURCHASE_MIX, age, lag, daysBetween(date, ctx.lastDay));
        const creator = recorderFor(ctx, store, date, rng);
        const createdAt = instantAt(date, rng.int(8 * 60, 15 * 60), def.timezone);
        const decisionDate = addDays(date, lag);
        const decider = status === "pending" ? null : approverFor(ctx, store, rng);
        const decidedAt = decider ? instantAt(decisionDate, rng.int(9 * 60, 12 * 60), def.timezone) : null;
        let paidAt: string | null = null;
        if (status === "paid") {
          let payDate = addDays(dueDate, -rng.int(0, 4));
          if (payDate > ctx.lastDay)
            payDate = addDays(decisionDate, rng.int(0, daysBetween(decisionDate, ctx.lastDay)));
          if (payDate < decisionDate) payDate = decisionDate;
          paidAt = instantAt(minDate(payDate, ctx.lastDay), rng.int(13 * 60, 17 * 60), def.timezone);
        }
        const rejectionReason = status === "rejected" ? rng.pick(REJECTIONS) : null;
        const approved = status === "approved" || status === "paid";
        rows.push({
          id,
          created_at: createdAt,
          updated_at: paidAt ?? decidedAt ?? createdAt,
          store_id: store.id,
          invoice_no: invoiceNo,
          invoice_key: invoiceKey(invoiceNo),
          vendor: vendor.def.name,
          vendor_id: vendor.id,
          category: purchaseCategoryFor(def.industry, vendor.def.category),
          description: rng.pick(vendor.def.items),
          amount: centsBetween(rng, vendor.def.amount[0], vendor.def.amount[1]),
          payment_type: paymentType,
          due_date: dueDate,
          check_no: paymentType === "check" ? String(checkNo++) : null,
          check_due_date: paymentType === "check" ? dueDate : null,
          purchase_date: date,
          status,
          notes: rng.chance(0.08)
            ? rng.pick(["Delivered to back entrance", "Partial shipment; balance next week"])
            : null,
          rejection_reason: rejectionReason,
          attachments: "[]",
          approved_by: approved ? (decider?.id ?? null) : null,
          approved_at: approved ? decidedAt : null,
          paid_at: paidAt,
          created_by: creator.id,
        });
        const target = { table: "purchases", targetId: id } as const;
        const after = {
          invoice_no: invoiceNo,
          vendor: vendor.def.name,
          purchase_date: date,
          status: "pending",
        };
        const what = `purchase ${invoiceNo} from ${vendor.def.name}`;
        logEvent(ctx, {
          ...target,
          at: createdAt,
          userId: creator.id,
          action: "CREATE",
          description: `Created ${what}`,
          changes: { after },
        });
        if (decider && decidedAt) {
          const verb = status === "rejected" ? "Rejected" : "Approved";
          const next =
            status === "rejected" ? { status, rejection_reason: rejectionReason } : { status: "approved" };
          logEvent(ctx, {
            ...target,
            at: decidedAt,
            userId: decider.id,
            action: "UPDATE",
            description: `${verb} ${what}`,
            changes: { before: { status: "pending" }, after: next },
          });
        }
        if (paidAt) {
          const payer = payerFor(ctx, store);
          logEvent(ctx, {
            ...target,
            at: paidAt,
            userId: payer.id,
            action: "UPDATE",
            description: `Recorded payment for ${what}`,
            changes: { before: { status: "approved" }, after: { status: "paid" } },
          });
        }
      }
    }
  });
  return rows;
}
