import { z } from "zod";

const money = z.number();

/** One of the newest time entries of the period, as the payroll summary shows it. */
export const ZPayrollRecentEntry = z.object({
  id: z.string(),
  work_date: z.string(),
  clock_in_time: z.string(),
  clock_out_time: z.string().nullable(),
  total_hours: z.number().nullable(),
  break_hours: z.number(),
  status: z.string(),
  store_id: z.string().nullable(),
  store_name: z.string(),
});

/** The answer of GET /api/payroll/{staff_id}/summary: one staff record's pay period (dollars). */
export const ZPayrollSummary = z.object({
  employee: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    position: z.string().nullable(),
    employment_type: z.string().nullable(),
    salary_type: z.string().nullable(),
    status: z.string(),
    store_id: z.string().nullable(),
    store_name: z.string(),
    store_code: z.string(),
  }),
  from: z.string(),
  to: z.string(),
  hours: z.number(),
  entry_count: z.number(),
  wages_earned: money,
  withdrawals: money,
  withdrawal_count: z.number(),
  previous_balance: money,
  current_balance: money,
  hours_this_week: z.number(),
  hours_this_month: z.number(),
  current_wage: z
    .object({
      id: z.string(),
      payment_type: z.string(),
      hourly_rate: money.nullable(),
      monthly_salary: money.nullable(),
      effective_from: z.string(),
    })
    .nullable(),
  recent_entries: z.array(ZPayrollRecentEntry),
});
export type TPayrollSummary = z.infer<typeof ZPayrollSummary>;
