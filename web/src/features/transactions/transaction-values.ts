import { DEFAULT_PAYMENT_TYPE } from "@storeops/domain";
import { amountOf, blankToNull } from "../../components/form/form-values.ts";

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

/** What every transaction form holds besides its own fields: payment, store and notes. */
export type TransactionValues = PaymentValues & { store_id: string; notes: string };

type StoredTransaction = {
  amount: number;
  payment_type: string;
  check_no: string | null;
  check_due_date: string | null;
  store_id: string | null;
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
