/** Messages of the reports module (spec 2), word for word; merged into MSG by messages.ts. */

/** Reports messages of spec 2, word for word. */
export const REPORT_MESSAGES = {
  noReportGenerated: "No Report Generated",
  generateReportFirst: "Please generate a report first",
  reportNoPurchases: "No purchases found matching your criteria",
  reportNoData: "No data found matching your criteria",
  reportStoreLimited: "Limited to your assigned store",
  allAssignedStores: "All Assigned Stores",
  allManagedStores: "All Managed Stores",
  noStoresAssigned: "No stores assigned",
  /** Our own limit of GET /api/reports/financial (docs/decisions.md, Reports: at most 5 years). */
  reportPeriodTooLong: "A report covers at most 5 years.",
} as const;
