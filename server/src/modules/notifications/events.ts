import {
  ACTION_PERMISSIONS,
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

/**
 * "A step waiting for you": a purchase or expense created pending goes to whoever may approve it
 * in its store (ACTION_PERMISSIONS: admin, accounting of the store, its managers), not its author.
 */
export function notifyStepWaiting(db: Kysely<DB>, table: TransactionTable, id: string, authorId: string) {
  return safely(db, async () => {
    const row = await db.selectFrom(table).selectAll().where("id", "=", id).executeTakeFirst();
    if (row?.status !== "pending" || !row.store_id) return;
    const store = await storeName(db, row.store_id);
    const approvers = await usersReachingStore(db, row.store_id, ACTION_PERMISSIONS[table].approve);
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
    await notify(
      db,
      "step_waiting",
      approvers.filter((userId) => userId !== authorId),
      notice,
    );
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
 * "A cash-up variance to approve": a cash-up submitted beyond its store's tolerance (status
 * `submitted`) goes to those who approve cash-ups in its store (accounting of the store, admins).
 */
export function notifyCashUpVariance(db: Kysely<DB>, id: string) {
  return safely(db, async () => {
    const row = await db.selectFrom("cash_ups").selectAll().where("id", "=", id).executeTakeFirst();
    if (row?.status !== "submitted") return;
    const approvers = await usersReachingStore(db, row.store_id, ACTION_PERMISSIONS.cash_ups.approve);
    const store = await storeName(db, row.store_id);
    await notify(db, "cash_up_variance", approvers, {
      title: MSG.notifyCashUpVariance,
      body: cashUpVarianceBody(store, row.business_date, dollars(Number(row.variance ?? 0))),
    });
  });
}

/** Who approves a store's payroll: admins and the store's accounting. */
const PAYROLL_APPROVERS: readonly Role[] = ["admin", "accounting"];

/**
 * "A payroll period ready to approve": the call a payroll run makes once its period is ready (no
 * producer yet: payroll runs arrive with a later item of issue #31). `period` as the run names it.
 */
export function notifyPayrollReady(db: Kysely<DB>, storeId: string, period: string) {
  return safely(db, async () => {
    const approvers = await usersReachingStore(db, storeId, PAYROLL_APPROVERS);
    await notify(db, "payroll_ready", approvers, {
      title: MSG.notifyPayrollReady,
      body: payrollReadyBody(await storeName(db, storeId), period),
    });
  });
}
