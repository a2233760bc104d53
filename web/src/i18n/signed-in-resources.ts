import { approvalsText } from "../features/approvals/approvals.i18n.ts";
import { auditLogsText } from "../features/audit-logs/audit-logs.i18n.ts";
import { profileText } from "../features/auth/profile.i18n.ts";
import { budgetsText } from "../features/budgets/budgets.i18n.ts";
import { careersAdminText } from "../features/career-applications/career-applications.i18n.ts";
import { cashUpsText } from "../features/cash-ups/cash-ups.i18n.ts";
import { categoriesText } from "../features/categories/categories.i18n.ts";
import { dailyIncomeText } from "../features/daily-income/daily-income.i18n.ts";
import { dashboardText } from "../features/dashboard/dashboard.i18n.ts";
import { documentationText } from "../features/documentation/documentation.i18n.ts";
import { documentsText } from "../features/documents/documents.i18n.ts";
import { expensesText } from "../features/expenses/expenses.i18n.ts";
import { importsText } from "../features/imports/imports.i18n.ts";
import { industriesText } from "../features/industries/industries.i18n.ts";
import { kioskText } from "../features/kiosk/kiosk.i18n.ts";
import { notificationsText } from "../features/notifications/notifications.i18n.ts";
import { payrollText } from "../features/payroll/payroll.i18n.ts";
import { purchasesText } from "../features/purchases/purchases.i18n.ts";
import { reportsText } from "../features/reports/reports.i18n.ts";
import { savedViewsText } from "../features/saved-views/saved-views.i18n.ts";
import { schedulesText } from "../features/schedules/schedules.i18n.ts";
import { searchText } from "../features/search/search.i18n.ts";
import { settingsText } from "../features/settings/settings.i18n.ts";
import { staffText } from "../features/staff/staff.i18n.ts";
import { storesText } from "../features/stores/stores.i18n.ts";
import { timeAttendanceText } from "../features/time-entries/time-entries.i18n.ts";
import { usersText } from "../features/users/users.i18n.ts";
import { vendorsText } from "../features/vendors/vendors.i18n.ts";
import { offlineText } from "../lib/offline/offline.i18n.ts";
import { mergeParts } from "./resources.ts";

/** The back office's English texts: added to i18n when the signed-in app loads (SignedInProviders). */
export const SIGNED_IN_ENGLISH_PARTS = [
  auditLogsText,
  careersAdminText,
  dashboardText,
  documentationText,
  profileText,
  searchText,
  settingsText,
  usersText,
  { purchases: purchasesText },
  { documents: documentsText },
  { expenses: expensesText },
  { timeAttendance: timeAttendanceText },
  { kiosk: kioskText },
  { payroll: payrollText },
  { dailyIncome: dailyIncomeText },
  { cashUps: cashUpsText },
  { budgets: budgetsText },
  { schedules: schedulesText },
  { approvals: approvalsText },
  { reports: reportsText },
  { stores: storesText },
  { industries: industriesText },
  { categories: categoriesText },
  { vendors: vendorsText },
  { staff: staffText },
  { notifications: notificationsText },
  { offline: offlineText },
  { savedViews: savedViewsText },
  { imports: importsText },
] as const;

export const signedInEnglish = mergeParts(SIGNED_IN_ENGLISH_PARTS);
