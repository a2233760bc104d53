/**
 * Rows of the large generated business (issue #15): for every generated store (generated-stores.ts)
 * and day, its daily income, purchases, expenses, cash-up, time entries and audit entries.
 * Deterministic: the same options and end date give the same rows.
 */
import { EXPENSE_CATEGORIES, invoiceKey } from "@storeops/domain";
import type { Row } from "../../src/db/database.ts";
import { type Rng, rngFor, uuidFromKey } from "../../src/seed/random.ts";
import { addDays, hhmm } from "../../src/seed/time.ts";
import { cashUpRow } from "./bench-cash-ups.ts";

/** Rows per store and day at scale 1: 50 stores × 3 years give ~600k purchases, 400k expenses… */
export const RATES_PER_STORE_DAY = {
  purchases: 600_000 / (50 * 1095),
  expenses: 400_000 / (50 * 1095),
  timeEntries: 300_000 / (50 * 1095),
  audit: 200_000 / (50 * 1095),
} as const;

export interface GeneratedStore {
  id: string;
  code: string;
  name: string;
  managerId: string;
  staffIds: string[];
}

export interface VendorRef {
  id: string;
  name: string;
}

export interface BusinessRefs {
  industryId: string | null;
  adminId: string;
  adminName: string;
  vendors: VendorRef[];
  /** The purchase categories offered to the generated stores' industry, A to Z. */
  purchaseCategories: string[];
}

/** How many of something happen on a day, around `rate` on average (Poisson-like, cheap). */
function countFor(rng: Rng, rate: number): number {
  const whole = Math.floor(rate);
  const spread = Math.max(1, Math.round(whole / 3));
  const base = whole + (rng.chance(rate - whole) ? 1 : 0);
  return Math.max(0, base + rng.int(-spread, spread));
}

function statusFor(rng: Rng, age: number, paid: boolean): string {
  if (age > 30) {
    return paid
      ? rng.weighted([["paid", 80], ["approved", 12], ["rejected", 5], ["pending", 3]] as const)
      : rng.weighted([["approved", 90], ["rejected", 6], ["pending", 4]] as const);
  }
  return paid
    ? rng.weighted([["pending", 45], ["approved", 30], ["paid", 15], ["rejected", 10]] as const)
    : rng.weighted([["pending", 55], ["approved", 35], ["rejected", 10]] as const);
}

const at = (date: string, minutes: number) => `${date}T${hhmm(minutes)}:00.000Z`;
const PAYMENT_TYPES = [["card", 4], ["check", 3], ["cash", 2], ["other", 1]] as const;
const EXPENSE_TEXT = ["Monthly service", "Repair call-out", "Supplies run", "Utility bill", "Subscription"];

export interface DayRows {
  daily_income: Row[];
  purchases: Row[];
  expenses: Row[];
  cash_ups: Row[];
  employee_time_entries: Row[];
  audit_logs: Row[];
}

/** Everything one store records on one day. `age` is the number of days before the end date. */
export function storeDayRows(
  store: GeneratedStore,
  date: string,
  age: number,
  scale: number,
  refs: BusinessRefs,
  invoiceBase: number,
): DayRows {
  const rng = rngFor(`bench-day:${store.code}:${date}`);
  const key = `${store.code}:${date}`;
  const cash = rng.int(200_00, 2500_00);
  const card = rng.int(500_00, 6000_00);
  const other = rng.chance(0.3) ? rng.int(0, 400_00) : 0;
  const income: Row = {
    id: uuidFromKey(`bench-income:${key}`),
    created_at: at(date, 18 * 60 + rng.int(0, 120)),
    updated_at: at(date, 18 * 60 + 130),
    store_id: store.id,
    date,
    work_start_time: "09:00",
    work_end_time: "18:00",
    income_cash: cash,
    income_card: card,
    income_other: other,
    total_income: cash + card + other,
    notes: null,
    attachments: "[]",
    created_by: store.managerId,
  };
  const purchases: Row[] = [];
  const audit: Row[] = [];
  const purchaseCount = countFor(rng, RATES_PER_STORE_DAY.purchases * scale);
  for (let n = 0; n < purchaseCount; n++) {
    const vendor = rng.pick(refs.vendors);
    const status = statusFor(rng, age, true);
    const createdAt = at(date, rng.int(8 * 60, 16 * 60));
    const decided = status === "pending" ? null : at(addDays(date, rng.int(1, 3)), rng.int(9 * 60, 12 * 60));
    const paymentType = rng.weighted(PAYMENT_TYPES);
    const invoiceNo = `GI-${invoiceBase + n}`;
    purchases.push({
      id: uuidFromKey(`bench-purchase:${key}:${n}`),
      created_at: createdAt,
      updated_at: decided ?? createdAt,
      store_id: store.id,
      invoice_no: invoiceNo,
      invoice_key: invoiceKey(invoiceNo),
      vendor: vendor.name,
      vendor_id: vendor.id,
      // Cheap and deterministic, and draws nothing from rng, so every other column stays as it was.
      category: refs.purchaseCategories[n % refs.purchaseCategories.length] ?? "General",
      description: `${vendor.name} order`,
      amount: rng.int(20_00, 4000_00),
      payment_type: paymentType,
      due_date: addDays(date, 30),
      check_no: paymentType === "check" ? String(100_000 + invoiceBase + n) : null,
      check_due_date: paymentType === "check" ? addDays(date, 30) : null,
      purchase_date: date,
      status,
      notes: null,
      rejection_reason: status === "rejected" ? "Amount does not match the purchase order" : null,
      attachments: "[]",
      approved_by: status === "approved" || status === "paid" ? refs.adminId : null,
      approved_at: status === "approved" || status === "paid" ? decided : null,
      paid_at: status === "paid" ? decided : null,
      created_by: store.managerId,
    });
  }
  const expenses: Row[] = [];
  const expenseCount = countFor(rng, RATES_PER_STORE_DAY.expenses * scale);
  for (let n = 0; n < expenseCount; n++) {
    const status = statusFor(rng, age, false);
    const createdAt = at(date, rng.int(8 * 60, 17 * 60));
    const decided = status === "pending" ? null : at(addDays(date, rng.int(1, 3)), rng.int(9 * 60, 12 * 60));
    const paymentType = rng.weighted(PAYMENT_TYPES);
    expenses.push({
      id: uuidFromKey(`bench-expense:${key}:${n}`),
      created_at: createdAt,
      updated_at: decided ?? createdAt,
      store_id: store.id,
      description: rng.pick(EXPENSE_TEXT),
      category: rng.pick(EXPENSE_CATEGORIES),
      amount: rng.int(5_00, 1500_00),
      payment_type: paymentType,
      check_no: paymentType === "check" ? String(500_000 + invoiceBase + n) : null,
      check_due_date: paymentType === "check" ? addDays(date, 14) : null,
      expense_date: date,
      status,
      notes: null,
      rejection_reason: status === "rejected" ? "Missing receipt" : null,
      has_receipt: rng.chance(0.8) ? 1 : 0,
      attachments: "[]",
      approved_by: status === "approved" ? refs.adminId : null,
      approved_at: status === "approved" ? decided : null,
      created_by: store.managerId,
    });
  }
  const timeEntries: Row[] = [];
  const shiftCount = Math.min(store.staffIds.length, countFor(rng, RATES_PER_STORE_DAY.timeEntries * scale));
  const offset = rng.int(0, store.staffIds.length - 1);
  for (let n = 0; n < shiftCount; n++) {
    const employeeId = store.staffIds[(offset + n) % store.staffIds.length] ?? "";
    const clockIn = rng.int(7 * 60, 12 * 60);
    const clockOut = clockIn + rng.int(4 * 60, 9 * 60);
    timeEntries.push({
      id: uuidFromKey(`bench-time:${key}:${n}`),
      created_at: at(date, clockIn),
      updated_at: at(date, Math.min(clockOut, 23 * 60 + 59)),
      store_id: store.id,
      employee_id: employeeId,
      work_date: date,
      clock_in_time: hhmm(clockIn),
      clock_out_time: hhmm(Math.min(clockOut, 23 * 60 + 59)),
      total_hours: Math.round(((Math.min(clockOut, 23 * 60 + 59) - clockIn) / 60) * 100) / 100,
      break_hours: 0,
      status: "recorded",
      notes: null,
      created_by: store.managerId,
    });
  }
  const auditCount = Math.min(purchases.length + expenses.length, countFor(rng, RATES_PER_STORE_DAY.audit * scale));
  for (let n = 0; n < auditCount; n++) {
    const purchase = purchases[n];
    const expense = expenses[n - purchases.length];
    const target = purchase
      ? { table: "purchases", id: purchase.id, what: `purchase ${purchase.invoice_no} from ${purchase.vendor}` }
      : { table: "expenses", id: expense?.id, what: `expense ${expense?.description}` };
    const createdAt = String((purchase ?? expense)?.created_at ?? at(date, 12 * 60));
    audit.push({
      id: uuidFromKey(`bench-audit:${key}:${n}`),
      created_at: createdAt,
      updated_at: createdAt,
      user_id: store.managerId,
      user_name: refs.adminName,
      action: "CREATE",
      target_table: target.table,
      target_id: target.id,
      description: `Created ${target.what}`,
      changes: null,
      ip_address: "10.0.0.1",
      user_agent: "bench",
    });
  }
  return {
    daily_income: [income],
    purchases,
    expenses,
    cash_ups: [cashUpRow(store, date, age, { income, purchases, expenses }, refs)],
    employee_time_entries: timeEntries,
    audit_logs: audit,
  };
}
