/** Messages of the documentation screens (spec 3), word for word; merged into MSG. */
export const DOCUMENTATION_MESSAGES = {
  docsAccessDenied: "Access Denied - Please login to access the documentation section.",
  docsNotFound: "Documentation content not found.",
} as const;
