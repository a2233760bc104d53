/**
 * Ours (docs/decisions.md, Notifications): the bell's and the emails' words for each event. The
 * title is the email's subject; the body its text. Amounts arrive formatted ("$120.00").
 */
export const NOTIFICATION_MESSAGES = {
  notifyPurchaseWaiting: "A purchase is waiting for your approval",
  notifyExpenseWaiting: "An expense is waiting for your approval",
  notifyPurchaseRejected: "Your purchase was rejected",
  notifyExpenseRejected: "Your expense was rejected",
  notifyCashUpVariance: "A cash-up variance is waiting for your approval",
  notifyCashUpRejected: "Your cash-up was rejected",
  notifyTakingsMissing: "Takings not entered by closing time",
  notifyPayrollReady: "A payroll period is ready to approve",
  /** The first line of a daily digest email. */
  notifyDigestIntro: "Here is what happened in StoreOps since your last digest:",
  /** The last line of every notification email. */
  notifyEmailFooter:
    "You receive this email because of your notification preferences in StoreOps (Profile → Notifications).",
  notificationPreferencesSaved: "Notification preferences saved.",
  errorSavingNotificationPreferences: "Error saving notification preferences",
} as const;

/** The body of "a purchase is waiting for your approval". */
export function purchaseWaitingBody(invoice: string, vendor: string, store: string, amount: string): string {
  return `Purchase ${invoice} from ${vendor} at ${store} (${amount}) is waiting for your approval.`;
}

/** The body of "an expense is waiting for your approval". */
export function expenseWaitingBody(description: string, store: string, amount: string): string {
  return `Expense "${description}" at ${store} (${amount}) is waiting for your approval.`;
}

/** The body of "your purchase was rejected". */
export function purchaseRejectedBody(invoice: string, amount: string, reason: string): string {
  return `Your purchase ${invoice} (${amount}) was rejected. Reason: ${reason}`;
}

/** The body of "your expense was rejected". */
export function expenseRejectedBody(description: string, amount: string, reason: string): string {
  return `Your expense "${description}" (${amount}) was rejected. Reason: ${reason}`;
}

/** The body of "a cash-up variance is waiting for your approval". */
export function cashUpVarianceBody(store: string, date: string, variance: string): string {
  return `The cash-up of ${store} for ${date} is off by ${variance} and is waiting for your approval.`;
}

/** The body of "your cash-up was rejected": to whoever counted it and whoever opened it. */
export function cashUpRejectedBody(store: string, date: string, reason: string): string {
  return `The cash-up of ${store} for ${date} was rejected. Reason: ${reason}`;
}

/** The body of "takings not entered by closing time". */
export function takingsMissingBody(store: string, date: string, closing: string): string {
  return `No takings were entered for ${store} on ${date} by its closing time (${closing}).`;
}

/** The body of "a payroll period is ready to approve". */
export function payrollReadyBody(store: string, period: string): string {
  return `The payroll of ${store} for ${period} is ready to approve.`;
}

/** The subject of a daily digest email. */
export function digestSubject(date: string, count: number): string {
  return `StoreOps daily digest for ${date} (${count})`;
}
