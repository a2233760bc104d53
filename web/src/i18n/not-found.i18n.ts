import { PUBLIC_MSG as MSG } from "@storeops/domain";

/** The page for unknown paths (spec 1 §2.1). */
export const notFoundText = {
  notFound: {
    title: "Page not found",
    text: MSG.notFoundPage,
    toDashboard: "Back to the dashboard",
    toHome: "Back to the home page",
  },
} as const;
