import {
  type ApprovalTable,
  cashUpRejectedBody,
  cashUpVarianceBody,
  expenseRejectedBody,
  expenseWaitingBody,
  MSG,
  payrollReadyBody,
  purchaseRejectedBody,
  purchaseWaitingBody,
  type Role,
  type TransactionTable,
} from "@storeops/domain";
import type { Kysely } from "kysely";
import type { DB } from "../../db/database.ts";
import { deliveryOf, notify, usersReachingStore } from "./deliver.ts";
import type { Notice } from "./email-text.ts";

/** Cents as the texts show them: "$120.00", "-$12.50". */
const dollars = (cents: number) => `${cents < 0 ? "-" : ""}$${(Math.abs(cents) / 100).toFixed(2)}`;

async function storeName(db: Kysely<DB>, storeId: string | null): Promise<string> {
  if (!storeId) return MSG.unassignedStore;
  const store = await db.selectFrom("stores").select("name").where("id", "=", storeId).executeTakeFirst();
  return store?.name ?? MSG.unassignedStore;
}

/** A producer never fails its request: a failure to read what to say is logged like a failed delivery. */
async function safely(db: Kysely<DB>, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    deliveryOf(db)?.log.error({ err: error }, "notification failed");
  }
}

/** What a cash-up waiting for approval says: its store, day and variance. */
async function cashUpNotice(db: Kysely<DB>, id: string): Promise<Notice | null> {
  const row = await db.selectFrom("cash_ups").selectAll().where("id", "=", id).executeTakeFirst();
  if (row?.status !== "submitted") return null;
  const store = await storeName(db, row.store_id);
  return {
    title: MSG.notifyCashUpVariance,
    body: cashUpVarianceBody(store, row.business_date, dollars(Number(row.variance ?? 0))),
  };
}

/**
 * "A step waiting for you": a pending purchase or expense, or a submitted cash-up whose next step
 * opened, goes to the people its current approval step waits for (`recipients`, worked out by the
 * approvals module: docs/decisions.md, Approvals).
 */
export function notifyStepWaiting(db: Kysely<DB>, table: ApprovalTable, id: string, recipients: string[]) {
  return safely(db, async () => {
    if (table === "cash_ups") {
      const notice = await cashUpNotice(db, id);
      if (notice) await notify(db, "step_waiting", recipients, notice);
      return;
    }
    const row = await db.selectFrom(table).selectAll().where("id", "=", id).executeTakeFirst();
    if (row?.status !== "pending" || !row.store_id) return;
    const store = await storeName(db, row.store_id);
    const notice: Notice =
      table === "purchases" && "invoice_no" in row
        ? {
            title: MSG.notifyPurchaseWaiting,
            body: purchaseWaitingBody(row.invoice_no, row.vendor, store, dollars(row.amount)),
          }
        : {
            title: MSG.notifyExpenseWaiting,
            body: expenseWaitingBody(row.description ?? "", store, dollars(row.amount)),
          };
    await notify(db, "step_waiting", recipients, notice);
  });
}

/** "Your record rejected": a purchase or expense rejected goes to the person who created it. */
export function notifyRecordRejected(db: Kysely<DB>, table: TransactionTable, id: string) {
  return safely(db, async () => {
    const row = await db.selectFrom(table).selectAll().where("id", "=", id).executeTakeFirst();
    if (row?.status !== "rejected" || !row.created_by) return;
    const reason = row.rejection_reason ?? "";
    const notice: Notice =
      table === "purchases" && "invoice_no" in row
        ? {
            title: MSG.notifyPurchaseRejected,
            body: purchaseRejectedBody(row.invoice_no, dollars(row.amount), reason),
          }
        : {
            title: MSG.notifyExpenseRejected,
            body: expenseRejectedBody(row.description ?? "", dollars(row.amount), reason),
          };
    await notify(db, "record_rejected", [row.created_by], notice);
  });
}

/**
 * "Your record rejected" for a cash-up: to the person who counted it and the one who opened it
 * (both when they differ), with the reason.
 */
export function notifyCashUpRejected(db: Kysely<DB>, id: string) {
  return safely(db, async () => {
    const row = await db.selectFrom("cash_ups").selectAll().where("id", "=", id).executeTakeFirst();
    if (row?.status !== "rejected") return;
    const people = [
      ...new Set([row.counted_by, row.created_by].filter((who): who is string => Boolean(who))),
    ];
    if (people.length === 0) return;
    await notify(db, "record_rejected", people, {
      title: MSG.notifyCashUpRejected,
      body: cashUpRejectedBody(
        await storeName(db, row.store_id),
        row.business_date,
        row.rejection_reason ?? "",
      ),
    });
  });
}

/**
 * "A cash-up variance to approve": a cash-up submitted beyond its store's tolerance (status
 * `submitted`) goes to the people of its first approval step (`recipients`, worked out by the
 * approvals module: the usual approvers of its store, or whom a rule's first step names).
 */
export function notifyCashUpVariance(db: Kysely<DB>, id: string, recipients: string[]) {
  return safely(db, async () => {
    const notice = await cashUpNotice(db, id);
    if (notice) await notify(db, "cash_up_variance", recipients, notice);
  });
}

/** Who approves a store's payroll: admins and the store's accounting. */
const PAYROLL_APPROVERS: readonly Role[] = ["admin", "accounting"];

/**
 * "A payroll period ready to approve": a draft run whose period reached its last day (the payroll
 * module's payroll-ready.ts decides when, once per run). `period` as the run names it. A run of
 * every store (`storeId` null) goes to the admins, the only ones who approve it.
 */
export function notifyPayrollReady(db: Kysely<DB>, storeId: string | null, period: string) {
  return safely(db, async () => {
    const approvers = storeId
      ? await usersReachingStore(db, storeId, PAYROLL_APPROVERS)
      : (
          await db
            .selectFrom("users")
            .select("id")
            .where("status", "=", "active")
            .where("role", "=", "admin")
            .execute()
        ).map((row) => row.id);
    await notify(db, "payroll_ready", approvers, {
      title: MSG.notifyPayrollReady,
      body: payrollReadyBody(storeId ? await storeName(db, storeId) : MSG.payrollAllStores, period),
    });
  });
}
