/** Messages of the payroll module (spec 2), word for word; merged into MSG by messages.ts. */

/** Payroll messages of spec 2, word for word. */
export const PAYROLL_MESSAGES = {
  errorLoadingPayrollSummary: "Error loading payroll summary",
  errorSettingWage: "Error setting wage rate",
  errorRecordingWithdrawal: "Error recording withdrawal",
  wageSet: "Wage rate set successfully!",
  withdrawalRecorded: "Withdrawal recorded successfully!",
  employeeNotFound: "Employee not found",
  selectEmployeeFirst: "Please select an employee first",
  selectEmployee: "Please select an employee",
  payrollNoSelection: "Select an employee to view payroll summary",
  payrollLoading: "Loading payroll summary...",
  // Ours (docs/decisions.md, Payroll): the spec has no words for these.
  employeeNotInStore: "The employee must be a staff member of the record's store.",
  employeeRecordFixed: "A record cannot be moved to another employee or store.",
  wageSavedTwice: "A wage rate for this employee and date was saved at the same moment. Reload to see it.",
  /** Ours: a pay period whose start is after its end. */
  payPeriodFromAfterTo: "From must not be after To",
  // Ours (docs/decisions.md, Payroll, payroll runs).
  /** Issue #31's words: a change dated in a pay period whose run was approved. */
  payPeriodClosed: "This pay period is closed.",
  payrollRunExists: "A payroll run for this pay period already covers these employees.",
  payrollRunNotPeriodStart: "This date does not start a pay period. Choose the first day of one.",
  payrollRunNotBegun: "This pay period has not begun yet.",
  payrollRunNotEnded: "A pay period can be approved from its last day on.",
  payrollRunNotDraft: "Only a draft payroll run can be approved.",
  /** An open time entry has no hours yet: its pay would be left out. */
  payrollRunOpenEntry: "Someone is still clocked in during this pay period. Clock them out before approving.",
  payrollRunNotApproved: "Only an approved payroll run can be marked paid.",
  payrollRunReopenNotApproved: "Only an approved payroll run can be reopened. A paid one stays closed.",
  payrollRunReopenReason: "Give a reason for reopening the pay period.",
  payrollRunDeleteNotDraft: "Only a draft payroll run can be deleted.",
  payrollRunAllStoresAdmin: "Only an admin runs the payroll of all stores at once.",
  payrollRunNotFound: "Payroll run not found",
  /** Accounting with no store assigned opens Pay Runs. */
  payrollRunNoStores:
    "You have no stores assigned, so there is no payroll to run. Ask an administrator to assign you a store.",
  instalmentSkipReason: "Give a reason for skipping this repayment.",
  instalmentNoPlan: "This advance has no repayment plan: it is repaid at once.",
  instalmentTooLarge: "The amount repaid per pay period cannot be more than the advance.",
  payrollRunCreated: "Payroll run created.",
  payrollRunApproved: "Payroll run approved. Its pay period is closed.",
  payrollRunPaid: "Payroll run marked paid.",
  payrollRunReopened: "Pay period reopened.",
  payPeriodSettingsSaved: "Pay period settings saved.",
  instalmentSkipped: "Repayment skipped for that pay period.",
  errorLoadingPayrollRun: "Error loading the payroll run",
  errorSavingPayrollRun: "Error saving the payroll run",
  /** How a run of every store names its stores ("The payroll of all stores for …"). */
  payrollAllStores: "all stores",
} as const;
