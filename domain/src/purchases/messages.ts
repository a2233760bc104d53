/** Purchases messages of spec 2, word for word. */
export const PURCHASE_MESSAGES = {
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
  /** Ours: a payment is recorded by admin or accounting only. */
  paymentByFinanceOnly: "Only admin or accounting can record a payment.",
} as const;

/** "Purchase from {vendor}": a purchase's default description. */
export function defaultPurchaseDescription(vendor: string): string {
  return `Purchase from ${vendor}`;
}
