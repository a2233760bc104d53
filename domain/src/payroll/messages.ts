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
} as const;
