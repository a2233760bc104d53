import { ZWageCreate, ZWithdrawalCreate } from "@storeops/domain";
import { amountOf, blankToNull, validateRecord } from "../../components/form/form-values.ts";
import type { PayrollSummary } from "./payroll.api.ts";

export interface WageValues {
  payment_type: string;
  hourly_rate: number | string;
  monthly_salary: number | string;
  effective_from: string;
  notes: string;
  [key: string]: unknown;
}

export function wageValues(current: PayrollSummary["current_wage"], today: string): WageValues {
  return {
    payment_type: current?.payment_type ?? "hourly",
    hourly_rate: current?.hourly_rate ?? "",
    monthly_salary: current?.monthly_salary ?? "",
    effective_from: today,
    notes: "",
  };
}

/** The wage payload: the rate of the other type is null (spec 2 §7). */
export function wagePayload(employeeId: string, values: WageValues) {
  const hourly = values.payment_type === "hourly";
  return {
    employee_id: employeeId,
    payment_type: values.payment_type,
    hourly_rate: hourly ? (amountOf(values.hourly_rate) ?? null) : null,
    monthly_salary: hourly ? null : (amountOf(values.monthly_salary) ?? null),
    effective_from: values.effective_from,
    is_current: true,
    notes: blankToNull(values.notes),
  };
}

export function validateWage(employeeId: string, values: WageValues) {
  return validateRecord(ZWageCreate, wagePayload(employeeId, values), {
    payment_type: "Payment type",
    effective_from: "Effective from",
  });
}

export interface WithdrawalValues {
  withdrawal_date: string;
  amount: number | string;
  payment_method: string;
  check_number: string;
  notes: string;
  /** Repaid per pay period (a cash advance in instalments); blank: all at once. */
  instalment_amount: number | string;
  [key: string]: unknown;
}

export function withdrawalValues(today: string): WithdrawalValues {
  return {
    withdrawal_date: today,
    amount: "",
    payment_method: "cash",
    check_number: "",
    notes: "",
    instalment_amount: "",
  };
}

/** The check number is sent only for checks. */
export function withdrawalPayload(employeeId: string, values: WithdrawalValues) {
  return {
    employee_id: employeeId,
    withdrawal_date: values.withdrawal_date,
    amount: amountOf(values.amount),
    payment_method: values.payment_method,
    check_number: values.payment_method === "check" ? blankToNull(values.check_number) : null,
    notes: blankToNull(values.notes),
    instalment_amount: amountOf(values.instalment_amount) ?? null,
  };
}

export function validateWithdrawal(employeeId: string, values: WithdrawalValues) {
  return validateRecord(ZWithdrawalCreate, withdrawalPayload(employeeId, values), {
    withdrawal_date: "Date",
    amount: "Amount",
    payment_method: "Payment method",
  });
}

/** The wage form: its opening values, checks and API body. */
export const wageForm = { values: wageValues, validate: validateWage, payload: wagePayload };

/** The withdrawal form: its opening values, checks and API body. */
export const withdrawalForm = {
  values: withdrawalValues,
  validate: validateWithdrawal,
  payload: withdrawalPayload,
};
