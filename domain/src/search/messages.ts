/** Messages of global search; merged into MSG. */
export const SEARCH_MESSAGES = {
  searchStart: "Start typing to search",
  searchNoResults: "No results found",
} as const;
