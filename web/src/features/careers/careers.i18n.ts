import { MSG } from "@storeops/domain";

/** Public job listing (spec 1 §2.7). */
export const careersText = {
  careers: {
    title: "Careers",
    subtitle: "Join our team. These are the positions open right now.",
    search: "Search positions",
    searchPlaceholder: "Job title, location, department…",
    empty: MSG.noPositions,
    open: "Open",
    payRange: "{{min}} – {{max}} per hour",
    posted: "Posted {{date}}",
    recently: MSG.postedRecently,
  },
} as const;
