/** Ours (docs/decisions.md, Cash-ups): the till count's words; the spec has none for it. */
export const CASH_UP_MESSAGES = {
  /** One cash-up per store and business day. */
  cashUpExists: "This store's cash-up for that day already exists. Open it to go on counting.",
  cashUpFutureDate: "A cash-up is for today or a day before.",
  cashUpNotCounted: "Enter the cash counted in the drawer before submitting.",
  /** The variance is beyond the store's tolerance and no reason was given. */
  cashUpReasonRequired: "The drawer is off by more than this store allows. Say why before submitting.",
  cashUpDenominationsInvalid: "Each note or coin count must be a whole number from 0 to 100,000.",
  cashUpDenominationsMismatch: "The cash counted does not match the notes and coins counted.",
  cashUpDepositTooLarge: "The deposit cannot be more than the cash counted.",
  /** Changing a cash-up waiting for approval, or approved. */
  cashUpLocked: "A submitted or approved cash-up can no longer be changed.",
  cashUpNotOpen: "This cash-up was already submitted.",
  cashUpNotSubmitted: "Only a submitted cash-up can be approved or rejected.",
  cashUpRejectReason: "Give a reason for rejecting the cash-up.",
  cashUpDeleteApproved: "A submitted or approved cash-up cannot be deleted.",
  /** Daily income of a day whose cash-up was approved: only an admin changes it. */
  dailyIncomeDayLocked:
    "This day's takings are locked: its cash-up was approved. Ask an admin to change them.",
  cashUpNotFound: "Cash-up not found",
  cashUpSaved: "Cash-up saved.",
  cashUpSubmitted: "Cash-up submitted.",
  cashUpApproved: "Cash-up approved.",
  cashUpRejected: "Cash-up rejected. The store will count again.",
  errorSavingCashUp: "Error saving the cash-up",
  errorLoadingCashUps: "Error loading cash-ups",
} as const;
