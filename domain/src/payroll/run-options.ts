/** A payroll run's life (issue #31): draft → approved (its pay period closed) → paid. */
export const PAYROLL_RUN_STATUSES = ["draft", "approved", "paid"] as const;
export type PayrollRunStatus = (typeof PAYROLL_RUN_STATUSES)[number];

/** The statuses that close a run's pay period to changes. */
export const PAYROLL_RUN_CLOSED: readonly PayrollRunStatus[] = ["approved", "paid"];
