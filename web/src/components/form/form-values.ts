import { DEFAULT_PAYMENT_TYPE, VALIDATION } from "@storeops/domain";
import type { z } from "zod";

/** "" → null, so an emptied optional field clears its column. */
export function blankToNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
}

/** NumberInput gives a number, or a string while empty or half typed. */
export function amountOf(value: number | string): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (value.trim() === "") return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** First zod issue per top-level field, as form errors. */
export function zodFieldErrors(error: z.ZodError | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error?.issues ?? []) {
    const field = String(issue.path[0] ?? "");
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** "{label} is required." for each blank required field (clearer than a format error). */
export function requiredErrors(
  values: Record<string, unknown>,
  required: Record<string, string>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, label] of Object.entries(required)) {
    const value = values[field];
    if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) {
      errors[field] = VALIDATION.required(label);
    }
  }
  return errors;
}

/**
 * The fields of a payload whose value differs from the stored record (PATCH sends only these).
 * Undefined means "not given" and is never sent (spec 2 §7: empty dates are not sent on update).
 */
export function changedFields(
  payload: Record<string, unknown>,
  record: Record<string, unknown>,
): Record<string, unknown> {
  const changed: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(payload)) {
    if (value !== undefined && value !== (record[field] ?? null)) changed[field] = value;
  }
  return changed;
}

/** The money fields of a transaction form (PaymentFields). */
export type PaymentValues = {
  amount: number | string;
  payment_type: string;
  check_no: string;
  check_due_date: string;
};

/** Amount and payment; check number and check due date only for checks, cleared otherwise. */
export function paymentPayload(values: PaymentValues) {
  const check = values.payment_type === "check";
  return {
    amount: amountOf(values.amount),
    payment_type: values.payment_type,
    check_no: check ? blankToNull(values.check_no) : null,
    check_due_date: check ? values.check_due_date || null : null,
  };
}

/** The schema's errors, then "{label} is required." for each blank required field. */
export function validateRecord(
  schema: z.ZodType,
  payload: Record<string, unknown>,
  required: Record<string, string>,
): Record<string, string> {
  return { ...zodFieldErrors(schema.safeParse(payload).error), ...requiredErrors(payload, required) };
}

/** What every transaction form holds besides its own fields: payment, store and notes. */
export type TransactionValues = PaymentValues & { store_id: string; notes: string };

type StoredTransaction = {
  amount: number;
  payment_type: string;
  check_no: string | null;
  check_due_date: string | null;
  store_id: string;
  notes: string | null;
};

/** The shared fields' starting values: the record's, or cash, no amount and the given store. */
export function transactionFormValues(record: StoredTransaction | null, storeId: string): TransactionValues {
  return {
    amount: record?.amount ?? "",
    payment_type: record?.payment_type ?? DEFAULT_PAYMENT_TYPE,
    check_no: record?.check_no ?? "",
    check_due_date: record?.check_due_date ?? "",
    store_id: record?.store_id ?? storeId,
    notes: record?.notes ?? "",
  };
}

/** The shared fields' API body; staff send no store (the server fills their current store). */
export function transactionPayload(values: TransactionValues, fixedStore: boolean) {
  return {
    ...paymentPayload(values),
    ...(fixedStore ? {} : { store_id: values.store_id || undefined }),
    notes: blankToNull(values.notes),
  };
}
