/** Profile → Notifications: where each event reaches the person. */
export const notificationsText = {
  title: "Notifications",
  help: "Choose where each event reaches you: the bell at the top, an email at once, one daily digest email, or nowhere. Without email set up on the server, email and digest ring the bell.",
  loadFailed: "Could not load your notification choices.",
  events: {
    step_waiting: "A step waiting for you",
    record_rejected: "Your record rejected",
    cash_up_variance: "A cash-up variance to approve",
    takings_missing: "A store's takings not entered by its closing time",
    payroll_ready: "A payroll period ready to approve",
    shifts_published: "Your shifts published or changed",
    shift_swap: "A shift swap that concerns you",
  },
  channels: {
    bell: "Bell",
    email: "Email",
    digest: "Daily digest",
    off: "Off",
  },
};
