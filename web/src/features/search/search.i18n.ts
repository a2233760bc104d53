import { MSG } from "@storeops/domain";

/** Global search (spec 1 §2.6). */
export const searchText = {
  search: {
    open: "Search",
    placeholder: "Search users, stores, staff, purchases…",
    placeholderShort: "Search…",
    shortcut: "Ctrl + K",
    startTyping: MSG.searchStart,
    noResults: MSG.searchNoResults,
    guide: "Guide",
    command: "Command",
    commands: {
      open: "Go to {{screen}}",
      create: {
        purchases: "New purchase",
        expenses: "New expense",
        daily_income: "Enter today's takings",
        cash_ups: "Count the drawer",
      },
      review: {
        purchases: "Review the next purchase waiting for approval",
        expenses: "Review the next expense waiting for approval",
      },
      clock: "Clock in or out",
      store: "Switch to {{store}}",
      dark: "Switch to dark theme",
      light: "Switch to light theme",
      // Other words each command is found by.
      words: {
        open: "go open screen page",
        create: "new add create record enter",
        review: "approve reject review next waiting pending",
        clock: "clock in out punch shift start end work",
        store: "switch change store current",
        theme: "theme dark light mode colour color",
      },
    },
    types: {
      all: "All",
      users: "Users",
      stores: "Stores",
      staff: "Staff",
      purchases: "Purchases",
      expenses: "Expenses",
      vendors: "Vendors",
      careers: "Careers",
      reports: "Reports",
      audit: "Audit",
    },
  },
} as const;
