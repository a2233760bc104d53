/**
 * Ours (docs/decisions.md, Schedules): the words of shifts, the week, swaps, availability and the
 * schedule's notifications, as a store manager reads them. Times arrive formatted ("2026-03-09
 * 09:00–17:00").
 */
export const SCHEDULE_MESSAGES = {
  shiftNotFound: "Shift not found",
  shiftTimesRequired: "Give the shift's start and end.",
  shiftTimesMixed:
    "Give the shift's times either as start_at and end_at, or as shift_date, start_time and end_time.",
  shiftEndBeforeStart: "The shift must end after it starts.",
  shiftTooLong: "A shift can be at most 24 hours long.",
  shiftBreakTooLong: "The unpaid break must be shorter than the shift.",
  shiftEmployeeInactive: "This employee is no longer active: choose an active employee.",
  shiftStoreFixed: "A shift stays in its store: delete it and add it in the other store.",
  scheduleWeeksSame: "Choose another week to copy to.",
  scheduleHolidayExists: "This day is already marked as a holiday.",
  scheduleHolidayNotFound: "Holiday not found",
  availabilityOthersRefused: "Only an admin or the store's manager can change someone else's availability.",
  availabilityTimesBoth: "Give both the start and the end of the available hours, or neither.",
  availabilityWeekdayTwice: "Each weekday can be given once.",
  scheduleForecastHidden: "The week's forecast and labour cost are for managers.",
  // Warnings before publishing.
  warnOverTarget: "Labour is over the store's target.",
  warnOvertime: "Overtime: more hours this week than the payroll pays at the regular rate.",
  warnShortRest: "Less rest between two shifts than the store's minimum.",
  warnOnLeave: "This shift falls on approved leave.",
  warnUnavailable: "This shift is outside the employee's availability.",
  warnOverlap: "This shift overlaps another shift of the same person.",
  // Swaps.
  swapNotFound: "Shift swap not found",
  swapOwnShiftOnly: "You can only offer your own shifts.",
  swapShiftNotPublished: "Only a published shift can be offered.",
  swapShiftStarted: "This shift has already started: it can no longer be swapped.",
  swapAlreadyOffered: "This shift is already offered. Cancel that offer first.",
  swapColleagueRequired: "Offer the shift to a colleague of the same store and position.",
  swapColleaguesOnly: "Only a colleague of the same store and position can take this shift.",
  swapOfferedToSomeoneElse: "This shift is offered to someone else.",
  swapManagersDecide: "Only an admin or the store's manager can approve a shift swap.",
  swapDeclineRefused: "Only the colleague it is offered to, or the store's manager, can decline this swap.",
  swapCancelOwnOnly: "Only the person who offered the shift can cancel the offer.",
  swapNotOpen: "This swap is no longer open.",
  swapNotAccepted: "Only a swap a colleague accepted can be approved.",
  swapShiftChanged: "The shift changed hands since it was offered: offer it again.",
  swapTakerBusy: "You already have a shift at that time.",
  // Notifications.
  notifyShiftsPublished: "Your shifts were published",
  notifyShiftChanged: "Your shift changed",
  notifyShiftSwap: "A shift swap",
} as const;

/** The body of "your shifts were published": each shift on a line. */
export function shiftsPublishedBody(store: string, week: string, shifts: string): string {
  return `Your shifts at ${store} for the week of ${week}: ${shifts}.`;
}

/** The body of "your shift changed": when it is now. */
export function shiftChangedBody(store: string, before: string, after: string): string {
  return `Your shift at ${store} on ${before} is now ${after}.`;
}

/** The body of a shift given to someone (a change of employee, or an approved swap they took). */
export function shiftAddedBody(store: string, shift: string): string {
  return `You have a new shift at ${store}: ${shift}.`;
}

/** The body of a published shift removed, or moved to someone else. */
export function shiftRemovedBody(store: string, shift: string): string {
  return `Your shift at ${store} on ${shift} was removed from your schedule.`;
}

/** The body of a shift offered to the reader (by name, or to everyone of the position). */
export function swapOfferedBody(name: string, store: string, shift: string): string {
  return `${name} offers their shift at ${store} on ${shift}. Accept it in My shifts if you can take it.`;
}

/** The body of a swap a colleague accepted: to the store's managers, who approve it. */
export function swapWaitingBody(taker: string, name: string, store: string, shift: string): string {
  return `${taker} will take ${name}'s shift at ${store} on ${shift}. The swap is waiting for your approval.`;
}

/** The body of "your offer was accepted", to the person who offered the shift. */
export function swapAcceptedBody(taker: string, shift: string): string {
  return `${taker} accepted your shift on ${shift}. It stays yours until a manager approves the swap.`;
}

/** The body of an approved swap, to both people. */
export function swapApprovedBody(taker: string, shift: string): string {
  return `The swap of the shift on ${shift} was approved: ${taker} works it.`;
}

/** The body of a declined swap. */
export function swapDeclinedBody(shift: string): string {
  return `The swap of the shift on ${shift} was declined: the shift stays as it was.`;
}

/** The body of a cancelled offer. */
export function swapCancelledBody(name: string, shift: string): string {
  return `${name} cancelled the offer of the shift on ${shift}.`;
}
