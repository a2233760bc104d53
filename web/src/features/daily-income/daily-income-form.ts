import { ZDailyIncomeCreate } from "@storeops/domain";
import { blankToNull, validateRecord } from "../../components/form/form-values.ts";
import type { FormContext } from "../../components/form/RecordFormModal.tsx";
import type { DailyIncome } from "./daily-income.api.ts";

export type DailyIncomeFormValues = {
  store_id: string;
  date: string;
  work_start_time: string;
  work_end_time: string;
  income_cash: number | string;
  income_card: number | string;
  income_other: number | string;
  notes: string;
};

const hhmm = (value: string | null | undefined, fallback: string) => (value ? value.slice(0, 5) : fallback);

export function dailyIncomeFormValues(
  record: DailyIncome | null,
  defaults: { storeId: string; today: string },
): DailyIncomeFormValues {
  return {
    store_id: record?.store_id ?? defaults.storeId,
    date: record?.date ?? defaults.today,
    work_start_time: hhmm(record?.work_start_time, "09:00"),
    work_end_time: hhmm(record?.work_end_time, "18:00"),
    income_cash: record?.income_cash ?? "",
    income_card: record?.income_card ?? "",
    income_other: record?.income_other ?? "",
    notes: record?.notes ?? "",
  };
}

/** Blank counts as 0 (spec 2 §2.4). */
export function amountOf(value: number | string): number {
  if (value === "" || value === null || value === undefined) return 0;
  const number = typeof value === "number" ? value : Number(value);
  return Number.isFinite(number) ? number : Number.NaN;
}

/** The live total, summed in cents so 0.1 + 0.2 shows 0.30. */
export function liveTotal(
  values: Pick<DailyIncomeFormValues, "income_cash" | "income_card" | "income_other">,
) {
  const cents = [values.income_cash, values.income_card, values.income_other]
    .map((value) => Math.round(amountOf(value) * 100))
    .reduce((sum, value) => sum + (Number.isFinite(value) ? value : 0), 0);
  return cents / 100;
}

export function dailyIncomePayload(
  values: DailyIncomeFormValues,
  context: FormContext,
): Record<string, unknown> {
  return {
    ...(context.fixedStore ? {} : { store_id: values.store_id || undefined }),
    date: values.date,
    work_start_time: values.work_start_time || null,
    work_end_time: values.work_end_time || null,
    income_cash: amountOf(values.income_cash),
    income_card: amountOf(values.income_card),
    income_other: amountOf(values.income_other),
    notes: blankToNull(values.notes),
  };
}

export function validateDailyIncome(
  values: DailyIncomeFormValues,
  context: FormContext,
): Record<string, string> {
  return validateRecord(ZDailyIncomeCreate, dailyIncomePayload(values, context), {
    date: "Date",
    ...(context.fixedStore ? {} : { store_id: "Store" }),
  });
}
