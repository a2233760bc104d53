import {
  DENOMINATIONS_CENTS,
  denominationTotal,
  expectedCash,
  needsApproval,
  type TCashUpTerms,
  ZCashUpCreate,
} from "@storeops/domain";
import { amountOf, blankToNull, validateRecord } from "../../components/form/form-values.ts";
import type { FormContext } from "../../components/form/RecordFormModal.tsx";
import type { CashUp } from "./cash-ups.api.ts";

export type CountMode = "notes" | "total";

export type CashUpFormValues = {
  /** The record's id while it is changed: the store and day are then fixed. */
  id: string;
  store_id: string;
  business_date: string;
  opening_float: number | string;
  cash_drops: number | string;
  mode: CountMode;
  /** How many of each note and coin, by face value in cents. */
  counts: Record<string, number | string>;
  counted_cash: number | string;
  variance_reason: string;
  deposit_amount: number | string;
  bank_reference: string;
  notes: string;
};

/** A count field: blank is none, else a whole number. */
const countOf = (value: number | string | undefined) => {
  const number = amountOf(value ?? "");
  return number === undefined ? 0 : number;
};

export function cashUpFormValues(
  record: CashUp | null,
  defaults: { storeId: string; today: string },
): CashUpFormValues {
  const counts: Record<string, number | string> = {};
  for (const cents of DENOMINATIONS_CENTS)
    counts[String(cents)] = record?.denominations?.[String(cents)] ?? "";
  return {
    id: record?.id ?? "",
    store_id: record?.store_id ?? defaults.storeId,
    business_date: record?.business_date ?? defaults.today,
    opening_float: record?.opening_float ?? "",
    cash_drops: record?.cash_drops ?? "",
    mode: record && record.counted_cash !== null && !record.denominations ? "total" : "notes",
    counts,
    counted_cash: record?.counted_cash ?? "",
    variance_reason: record?.variance_reason ?? "",
    deposit_amount: record?.deposit_amount ?? "",
    bank_reference: record?.bank_reference ?? "",
    notes: record?.notes ?? "",
  };
}

/** The notes and coins typed so far ({"2000": 3}); null when counting by total or nothing is typed. */
function typedCounts(values: Pick<CashUpFormValues, "mode" | "counts">): Record<string, number> | null {
  if (values.mode !== "notes") return null;
  const entries = Object.entries(values.counts).filter(([, count]) => amountOf(count) !== undefined);
  return entries.length === 0
    ? null
    : Object.fromEntries(entries.map(([cents, count]) => [cents, countOf(count)]));
}

/** The cash counted, in cents (the domain's sum of notes and coins, or the total); null when not counted yet. */
export function countedCents(
  values: Pick<CashUpFormValues, "mode" | "counts" | "counted_cash">,
): number | null {
  if (values.mode === "total") {
    const total = amountOf(values.counted_cash);
    return total === undefined ? null : Math.round(total * 100);
  }
  const counts = typedCounts(values);
  return counts === null ? null : denominationTotal(counts);
}

/** The expected cash and the variance as the server will compute them, in cents, from the day's terms. */
export function liveCount(values: CashUpFormValues, terms: TCashUpTerms | undefined) {
  if (!terms) return null;
  const cents = (dollars: number | string) => Math.round((amountOf(dollars) ?? 0) * 100);
  const expected = expectedCash({
    opening_float: cents(values.opening_float),
    cash_takings: Math.round(terms.cash_takings * 100),
    cash_purchases: Math.round(terms.cash_purchases * 100),
    cash_expenses: Math.round(terms.cash_expenses * 100),
    cash_drops: cents(values.cash_drops),
  });
  const counted = countedCents(values);
  const variance = counted === null ? null : counted - expected;
  const tolerance = Math.round(terms.variance_tolerance * 100);
  return {
    expected,
    counted,
    variance,
    tolerance,
    /** Beyond the store's tolerance: a reason is needed and accounting approves (the domain's rule). */
    needsReason: variance !== null && needsApproval(variance, tolerance),
  };
}

export function cashUpPayload(values: CashUpFormValues, context: FormContext): Record<string, unknown> {
  const counted = countedCents(values);
  return {
    ...(values.id === "" && !context.fixedStore ? { store_id: values.store_id || undefined } : {}),
    ...(values.id === "" ? { business_date: values.business_date } : {}),
    opening_float: amountOf(values.opening_float) ?? 0,
    cash_drops: amountOf(values.cash_drops) ?? 0,
    denominations: typedCounts(values),
    counted_cash: counted === null ? null : counted / 100,
    variance_reason: blankToNull(values.variance_reason),
    deposit_amount: amountOf(values.deposit_amount) ?? null,
    bank_reference: blankToNull(values.bank_reference),
    notes: blankToNull(values.notes),
  };
}

export function validateCashUp(values: CashUpFormValues, context: FormContext): Record<string, string> {
  const payload = { ...cashUpPayload(values, context), business_date: values.business_date };
  return validateRecord(ZCashUpCreate, payload, {
    business_date: "Business date",
    ...(context.fixedStore || values.id !== "" ? {} : { store_id: "Store" }),
  });
}
