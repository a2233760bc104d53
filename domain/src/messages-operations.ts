/**
 * Spec 2 messages (purchases, expenses, files, reports, daily income, time, payroll, stores,
 * vendors, staff), word for word. Merged into MSG by messages.ts.
 */
export const OPERATIONS_MESSAGES = {
  // Purchases
  purchaseSaveError: "Error saving purchase. Please try again.",
  purchaseFilesFailed: "Purchase saved but files failed to save.",
  purchaseDeleteError: "Error deleting purchase. Please try again.",
  purchaseApproveError: "Error approving purchase",
  purchaseCreated: "Purchase created successfully!",
  purchaseUpdated: "Purchase updated successfully!",
  purchaseDeleted: "Purchase deleted successfully!",
  purchaseApproved: "Purchase approved successfully!",
  purchaseDeleteConfirm: "Are you sure you want to delete this purchase record?",
  accountingCannotDeletePurchases: "Access Denied: Accounting users cannot delete purchases",
  // Expenses
  expenseCreated: "Expense created successfully!",
  expenseUpdated: "Expense updated successfully!",
  expenseSaveError: "Error saving expense. Please try again.",
  expenseFilesFailed: "Expense saved but files failed to save.",
  expenseDeleteConfirm: "Are you sure you want to delete this expense record?",
  expenseDeleted: "Expense deleted successfully!",
  expenseDeleteError: "Error deleting expense. Please try again.",
  expenseApproved: "Expense approved successfully!",
  expenseApproveError: "Error approving expense. Please try again.",
  expenseRejectConfirm: "Are you sure you want to reject this expense?",
  expenseRejected: "Expense rejected successfully!",
  expenseRejectError: "Error rejecting expense. Please try again.",
  accountingCannotDeleteExpenses:
    "Access Denied: Accounting users cannot delete expenses. Please contact an administrator if deletion is required.",
  expensesEmpty: "No expenses found.",
  // Files
  uploadFilesError: "Error uploading files. Please try again.",
  moveFilesFailed: "Failed to move files",
  uploadFailed: "Upload failed",
  // Reports
  noReportGenerated: "No Report Generated",
  generateReportFirst: "Please generate a report first",
  reportNoPurchases: "No purchases found matching your criteria",
  reportNoData: "No data found matching your criteria",
  reportStoreLimited: "Limited to your assigned store",
  allAssignedStores: "All Assigned Stores",
  allManagedStores: "All Managed Stores",
  noStoresAssigned: "No stores assigned",
  // Daily income
  dailyIncomeFilesFailed: "Record saved but files failed to save. Edit the record to add files.",
  recordNotFound: "Record not found",
  dailyIncomeEditTooOld:
    "Cannot edit records older than 24 hours. Only administrators can modify historical records.",
  dailyIncomeDeleteTooOld:
    "Cannot delete records older than 24 hours. Only administrators can modify historical records.",
  dailyIncomeSaved: "Daily income record saved successfully!",
  recordDeleted: "Record deleted successfully!",
  dailyIncomeDeleteConfirm: "Are you sure you want to delete this daily income record?",
  dailyIncomeEmpty: "No daily income records yet",
  loadingRecords: "Loading records...",
  noStoreAssigned: "No store assigned",
  // Time and attendance
  storeContextMissing: "Store context missing. Please log out and log back in selecting a store.",
  storeContextUnavailable: "Store context not available. Please log out and log back in.",
  noStaffRecord:
    "No staff record found for your account in this store. Please contact Admin to create your staff profile.",
  noStaffProfile: "No staff profile found for your account in this store. Please contact Admin.",
  clockedIn: "Clocked in successfully!",
  clockedOut: "Clocked out successfully!",
  timeEntryCreated: "Time entry created successfully!",
  errorLoadingStaff: "Error loading staff",
  errorLoadingTimeEntries: "Error loading time entries",
  errorClockingIn: "Error clocking in",
  errorClockingOut: "Error clocking out",
  errorCreatingTimeEntry: "Error creating time entry",
  noStorePermission: "You do not have permission to create records for this store.",
  timeEntryInProgress: "In Progress",
  timeEntriesEmpty: "No time entries yet - Clock in to start tracking time",
  quickClockInNote: "Quick clock-in",
  // Payroll
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
  // Stores
  storeSaveError: "Error saving store. Please try again.",
  storeDeleteError: "Error deleting store. Please try again.",
  storeCreated: "Store created successfully!",
  storeUpdated: "Store updated successfully!",
  storeDeleted: "Store deleted successfully!",
  storeSettingsUpdated: "Store settings updated successfully!",
  storeDeleteConfirm: "Are you sure you want to delete this store?",
  storeNameRequired: "Store name is required.",
  storeIndustryRequired: "Please select an industry.",
  storeAddressRequired: "Street address is required.",
  storesEmpty: "No stores found",
  storesEmptyFiltered: "Try adjusting your search or filters",
  storesEmptyHint: "Get started by adding your first store",
  noManager: "No manager",
  notAssigned: "Not assigned",
  notProvided: "Not provided",
  noTeamMembers: "No team members assigned to this store",
  noRecentActivity: "No recent activity",
  defaultStaffPositionLabel: "Staff Member",
  // Vendors
  vendorSaveError: "Error saving vendor. Please try again.",
  vendorDeleteError: "Error deleting vendor. Please try again.",
  vendorAdded: "Vendor added successfully!",
  vendorUpdated: "Vendor updated successfully!",
  vendorDeleted: "Vendor deleted successfully!",
  vendorDeleteConfirm: "Are you sure you want to delete this vendor?",
  vendorsEmpty: "No vendors found matching your criteria",
  vendorNeverPurchased: "Never",
  // Staff
  staffSaveFailed: "Failed to save staff member. Please try again.",
  staffAddFailed: "Failed to add staff member. Please try again.",
  staffUpdateFailed: "Failed to update staff member. Please try again.",
  staffLeaveFailed: "Failed to update leave status. Please try again.",
  staffStatusFailed: "Failed to update status. Please try again.",
  staffRemoveFailed: "Failed to remove staff member. Please try again.",
  staffAdded: "Staff member added successfully",
  staffUpdated: "Staff member updated successfully",
  staffStatusActive: "Status updated to active",
  staffRemoved: "Staff member removed",
  /** The spec only says the confirm "states the action cannot be undone"; wording is ours. */
  staffRemoveConfirm: "Are you sure you want to remove this staff member? This action cannot be undone.",
  staffReturnedAudit: "Staff returned from leave",
  leaveApproverLabel: "System Admin",
} as const;

type TransactionTable = "purchases" | "expenses";
const singular = { purchases: "purchase", expenses: "expense" } as const;

/** Staff editing a non-pending purchase or expense (spec 2 §6). */
export function cannotEditStatus(table: TransactionTable, status: string): string {
  return `Cannot edit ${status} ${table}. Only pending ${table} can be edited. Contact accounting if changes are needed.`;
}

/** Our counterpart of cannotEditStatus for deletes (the spec names only the edit case). */
export function cannotDeleteStatus(table: TransactionTable, status: string): string {
  return `Cannot delete ${status} ${table}. Only pending ${table} can be deleted. Contact accounting if changes are needed.`;
}

/**
 * Accounting trying to edit a whole purchase or expense. The spec gives the opening words and
 * says the message lists view, approve and reject and advises rejecting with a reason.
 */
export function accountingCannotEdit(table: TransactionTable): string {
  const one = singular[table];
  return `Access Denied: Accounting users cannot edit ${table}. You can view, approve or reject ${table}; if a ${one} needs changes, reject it with a reason.`;
}

/** "File {name} is too large. Maximum size is 10MB." */
export function fileTooLarge(name: string): string {
  return `File ${name} is too large. Maximum size is 10MB.`;
}

/** "File {name} is not supported. Only PDF, JPG, and PNG files are allowed." */
export function fileNotSupported(name: string): string {
  return `File ${name} is not supported. Only PDF, JPG, and PNG files are allowed.`;
}

/** Clock-in while an entry is still open; `time` is the open entry's clock-in time. */
export function alreadyClockedIn(time: string): string {
  return `You are already clocked in! You have an active clock-in at ${time}. Please clock out first before clocking in again.`;
}

/** "Error loading records: {message or Unknown error}". */
export function errorLoadingRecords(message?: string): string {
  return `Error loading records: ${message || "Unknown error"}`;
}

/** "Error saving record: {message}". */
export function errorSavingRecord(message: string): string {
  return `Error saving record: ${message}`;
}

/** "Error deleting record: {message}". */
export function errorDeletingRecord(message: string): string {
  return `Error deleting record: ${message}`;
}

/** The time and payroll alerts "followed by the message" ("Error clocking in: …"). */
export function withReason(base: string, message: string): string {
  return `${base}: ${message}`;
}

/** "Purchase from {vendor}": a purchase's default description. */
export function defaultPurchaseDescription(vendor: string): string {
  return `Purchase from ${vendor}`;
}

/** "Showing N records" under the daily income store filter. */
export function showingRecords(count: number): string {
  return `Showing ${count} records`;
}

/** "Showing X of Y stores". */
export function showingStores(shown: number, total: number): string {
  return `Showing ${shown} of ${total} stores`;
}

/** "Until {date}" under an on-leave staff member's status. */
export function onLeaveUntil(date: string): string {
  return `Until ${date}`;
}

/** Staff toasts and audit descriptions (spec 2 §7, §8). */
export const staffMessages = {
  markedOnLeave: (name: string) => `${name} marked on leave`,
  returnedFromLeave: (name: string) => `${name} returned from leave`,
  addedAudit: (name: string) => `Added new staff member: ${name}`,
  updatedAudit: (name: string) => `Updated staff member: ${name}`,
  removedAudit: (name: string) => `Removed staff member: ${name}`,
  leaveAudit: (type: string, start: string, end: string) =>
    `Marked staff on ${type} leave from ${start} to ${end}`,
} as const;
