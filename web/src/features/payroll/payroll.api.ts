import { useQuery } from "@tanstack/react-query";
import { apiJson } from "../../lib/api.ts";

export interface PayrollEmployee {
  id: string;
  name: string;
  position: string | null;
  employment_type: string | null;
  salary_type: string | null;
  store_id: string;
  store_name: string | null;
  status: string;
}

export interface PayrollSummary {
  employee: PayrollEmployee & { store_code: string; email: string | null };
  from: string;
  to: string;
  hours: number;
  entry_count: number;
  wages_earned: number;
  withdrawals: number;
  withdrawal_count: number;
  previous_balance: number;
  current_balance: number;
  hours_this_week: number;
  hours_this_month: number;
  current_wage: {
    id: string;
    payment_type: string;
    hourly_rate: number | null;
    monthly_salary: number | null;
    effective_from: string;
  } | null;
  recent_entries: Array<{
    id: string;
    work_date: string;
    clock_in_time: string;
    clock_out_time: string | null;
    total_hours: number | null;
    status: string;
    store_name: string;
  }>;
}

export interface Wage {
  id: string;
  payment_type: string;
  hourly_rate: number | null;
  monthly_salary: number | null;
  effective_from: string;
  is_current: boolean;
  notes: string | null;
}

export interface Withdrawal {
  id: string;
  withdrawal_date: string;
  amount: number;
  payment_method: string;
  check_number: string | null;
  notes: string | null;
}

/** Every staff record the admin may pay, by name: one option per staff record (a person in two stores twice). */
export function usePayrollEmployees() {
  return useQuery({
    queryKey: ["rest", "staff", "payroll-options"],
    queryFn: ({ signal }) =>
      apiJson<PayrollEmployee[]>(
        "/rest/v1/staff?select=id,name,position,employment_type,salary_type,store_id,store_name,status&order=name.asc&limit=1000",
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

export function useWages(staffId: string | null) {
  return useQuery({
    queryKey: ["rest", "employee_wages", "of", staffId],
    queryFn: ({ signal }) =>
      apiJson<Wage[]>(
        `/rest/v1/employee_wages?eq=employee_id.${encodeURIComponent(staffId ?? "")}&order=effective_from.desc&limit=50`,
        { signal },
      ),
    enabled: staffId !== null,
  });
}

export function useWithdrawals(staffId: string | null) {
  return useQuery({
    queryKey: ["rest", "employee_withdrawals", "of", staffId],
    queryFn: ({ signal }) =>
      apiJson<Withdrawal[]>(
        `/rest/v1/employee_withdrawals?eq=employee_id.${encodeURIComponent(staffId ?? "")}&order=withdrawal_date.desc&order1=created_at.desc&limit=50`,
        { signal },
      ),
    enabled: staffId !== null,
  });
}
