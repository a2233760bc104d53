import { DENOMINATIONS_CENTS, expectedCash, type TCashUpTerms, ZCashUpCreate } from "@storeops/domain";
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

/** The notes and coins counted, in cents; null when nothing was counted yet. */
export function countedCents(
  values: Pick<CashUpFormValues, "mode" | "counts" | "counted_cash">,
): number | null {
  if (values.mode === "total") {
    const total = amountOf(values.counted_cash);
    return total === undefined ? null : Math.round(total * 100);
  }
  const entries = Object.entries(values.counts).filter(([, count]) => amountOf(count) !== undefined);
  if (entries.length === 0) return null;
  return entries.reduce((sum, [cents, count]) => sum + Number(cents) * countOf(count), 0);
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
  return {
    expected,
    counted,
    variance: counted === null ? null : counted - expected,
    tolerance: Math.round(terms.variance_tolerance * 100),
  };
}

export function cashUpPayload(values: CashUpFormValues, context: FormContext): Record<string, unknown> {
  const denominations =
    values.mode === "notes"
      ? Object.fromEntries(
          Object.entries(values.counts)
            .filter(([, count]) => amountOf(count) !== undefined)
            .map(([cents, count]) => [cents, countOf(count)]),
        )
      : null;
  const counted = countedCents(values);
  return {
    ...(values.id === "" && !context.fixedStore ? { store_id: values.store_id || undefined } : {}),
    ...(values.id === "" ? { business_date: values.business_date } : {}),
    opening_float: amountOf(values.opening_float) ?? 0,
    cash_drops: amountOf(values.cash_drops) ?? 0,
    denominations: denominations && Object.keys(denominations).length > 0 ? denominations : null,
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
