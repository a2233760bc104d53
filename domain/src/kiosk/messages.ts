/** Ours (docs/decisions.md, Kiosk): the shared clock's words; the spec has none for it. */
export const KIOSK_MESSAGES = {
  deviceRegistered: "Kiosk registered. Copy its code now: it is shown only once.",
  deviceRenamed: "Kiosk renamed.",
  deviceRevoked: "Kiosk removed. That tablet can no longer clock anyone in.",
  deviceNotFound: "Kiosk not found",
  /** The device token is missing, unknown or revoked. */
  kioskNotRegistered: "This kiosk is not set up, or was removed. Ask a manager to set it up again.",
  /** Five wrong PINs in a row on one device. */
  kioskLocked:
    "Too many wrong PINs: this kiosk is locked for 15 minutes. Ask a manager if you need to clock in now.",
  wrongPin: "That PIN does not match anyone at this store. Try again.",
  /** A PIN is 4 to 6 digits. */
  pinFormat: "A PIN is 4 to 6 digits.",
  /** Another person of the same store has the PIN (PINs pick the person at the kiosk). */
  pinTaken: "Choose a different PIN.",
  pinSaved: "PIN saved. Use it at the store's kiosk.",
  pinRemoved: "PIN removed.",
  errorSavingPin: "Error saving the PIN",
  errorLoadingDevices: "Error loading kiosks",
  errorRegisteringDevice: "Error registering the kiosk",
  /** Setting PINs or kiosks beyond one's stores, or as a role that runs no store. */
  kioskManagersOnly: "Only an admin or the store's manager can set up kiosks and PINs.",
  /** The kiosk's action does not fit the person's state (break while not clocked in…). */
  punchClockedIn: "Clocked in.",
  punchClockedOut: "Clocked out.",
  punchBreakStarted: "Break started.",
  punchBreakEnded: "Break ended.",
} as const;
