/** Time and attendance messages of spec 2, word for word. */
export const TIME_ENTRY_MESSAGES = {
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
  // Ours (docs/decisions.md, Time entries): the spec has no words for these.
  /** A manual entry dated after the store's today would show in neither Today nor History. */
  workDateInFuture: "Work date cannot be in the future.",
  /** A second Clock Out of the same entry (two taps, two screens). */
  entryAlreadyClosed: "This time entry is already closed.",
  /** Staff changing more of their own entry than its clock-out. */
  clockOutOwnOnly: "You can only clock out of your own entry.",
  // Breaks and the on-shift board (issue #30).
  timeEntryNotFound: "Time entry not found",
  breakStarted: "Break started.",
  breakEnded: "Break ended. Welcome back!",
  /** A break or a clock-out while not clocked in. */
  notClockedIn: "You are not clocked in: clock in first.",
  /** Start Break while a break is running. */
  alreadyOnBreak: "A break is already running. End it before starting another.",
  /** End Break with none running. */
  notOnBreak: "There is no break running to end.",
  errorStartingBreak: "Error starting the break",
  errorEndingBreak: "Error ending the break",
  errorLoadingOnShift: "Error loading who is on shift",
  /** Someone else's clock-in or break by a role that only clocks itself. */
  clockOthersNotAllowed: "Only an admin or the store's manager can clock in or take breaks for someone else.",
  // A punch made offline and sent later (issue #30, docs/decisions.md, Time entries: late punches).
  /** occurred_at more than 2 minutes ahead of the server's clock. */
  punchInFuture: "This punch's time is in the future: check the device's date and time.",
  /** occurred_at more than 12 hours ago. */
  punchTooOld: "This punch was made more than 12 hours ago. Ask a manager to enter it by hand.",
  /** occurred_at earlier than the employee's last punch. */
  punchBeforeLast: "This punch is earlier than the employee's last punch. Ask a manager to enter it by hand.",
} as const;

/**
 * Clock-in while an entry is still open; `time` is the open entry's clock-in time ("another
 * time" when the entry that won a race cannot be read).
 */
export function alreadyClockedIn(time = "another time"): string {
  return `You are already clocked in! You have an active clock-in at ${time}. Please clock out first before clocking in again.`;
}

/**
 * Ours (docs/decisions.md, Time entries): an entry whose time overlaps another entry of the same
 * employee would pay the shared hours twice; the message names the other entry's times.
 */
export function entryOverlaps(other: {
  work_date: string;
  clock_in_time: string;
  clock_out_time?: string | null;
}): string {
  const from = other.clock_in_time.slice(0, 5);
  const times =
    other.clock_out_time == null
      ? `from ${from} (still clocked in)`
      : `${from}–${other.clock_out_time.slice(0, 5)}`;
  return `This time overlaps another time entry of this employee: ${other.work_date} ${times}.`;
}
