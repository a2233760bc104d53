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
