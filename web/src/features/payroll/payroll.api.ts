import { API_MAX_LIMIT, type RowOf, type TPayrollSummary } from "@storeops/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiJson } from "../../lib/api.ts";
import { listRows } from "../../lib/rest.ts";

const PAYROLL_EMPLOYEE_COLUMNS = [
  "id",
  "name",
  "position",
  "employment_type",
  "salary_type",
  "store_id",
  "store_name",
  "status",
] as const;
/** A staff record as the employee picker reads it (the domain's row, the columns it selects). */
export type PayrollEmployee = Pick<RowOf<"staff">, (typeof PAYROLL_EMPLOYEE_COLUMNS)[number]>;

/** The pay period of one staff record, as the server answers it (the domain's schema). */
export type PayrollSummary = TPayrollSummary;

/** A wage as the payroll screen reads it (the domain's row, the columns it selects). */
export type Wage = Pick<
  RowOf<"employee_wages">,
  "id" | "payment_type" | "hourly_rate" | "monthly_salary" | "effective_from" | "is_current" | "notes"
>;

/** A withdrawal as the payroll screen reads it (the domain's row, the columns it selects). */
export type Withdrawal = Pick<
  RowOf<"employee_withdrawals">,
  | "id"
  | "withdrawal_date"
  | "amount"
  | "payment_method"
  | "check_number"
  | "notes"
  | "instalment_amount"
  | "instalment_skips"
>;

/** Every staff record the admin may pay, by name: one option per staff record (a person in two stores twice). */
export function usePayrollEmployees() {
  return useQuery({
    queryKey: ["rest", "staff", "payroll-options"],
    queryFn: ({ signal }) =>
      apiJson<PayrollEmployee[]>(
        `/rest/v1/staff?select=${PAYROLL_EMPLOYEE_COLUMNS.join(",")}&order=name.asc&limit=${API_MAX_LIMIT}`,
        { signal },
      ),
    staleTime: 60_000,
  });
}

export function usePayrollSummary(staffId: string | null, from: string, to: string) {
  return useQuery({
    queryKey: ["payroll", "summary", staffId, from, to],
    queryFn: ({ signal }) =>
      apiJson<PayrollSummary>(`/payroll/${encodeURIComponent(staffId ?? "")}/summary?from=${from}&to=${to}`, {
        signal,
      }),
    enabled: staffId !== null && from !== "",
  });
}

/** Rows a history panel shows at a time; the server pages and counts them. */
export const HISTORY_PAGE_SIZE = 10;

/** One page of an employee's wage or withdrawal history, newest first, with the total count. */
function useHistoryPage<T>(
  table: "employee_wages" | "employee_withdrawals",
  staffId: string | null,
  page: number,
  order: [string, string],
) {
  const query = new URLSearchParams({
    eq: `employee_id.${staffId ?? ""}`,
    order: order[0],
    order1: order[1],
    limit: String(HISTORY_PAGE_SIZE),
    offset: String((page - 1) * HISTORY_PAGE_SIZE),
    count: "exact",
  });
  return useQuery({
    queryKey: ["rest", table, "of", staffId, page],
    queryFn: async ({ signal }) => ({ ...(await listRows<T>(table, query, signal)), page }),
    enabled: staffId !== null,
    placeholderData: keepPreviousData,
  });
}

export function useWages(staffId: string | null, page: number) {
  return useHistoryPage<Wage>("employee_wages", staffId, page, ["effective_from.desc", "created_at.desc"]);
}

export function useWithdrawals(staffId: string | null, page: number) {
  return useHistoryPage<Withdrawal>("employee_withdrawals", staffId, page, [
    "withdrawal_date.desc",
    "created_at.desc",
  ]);
}
