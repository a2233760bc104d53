/** What global search may look in; `all` is every type at once. */
export const SEARCH_CATEGORIES = [
  "all",
  "users",
  "stores",
  "staff",
  "purchases",
  "expenses",
  "vendors",
  "careers",
  "reports",
  "audit",
] as const;
