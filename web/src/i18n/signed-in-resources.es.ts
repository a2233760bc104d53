import { approvalsTextEs } from "../features/approvals/approvals.es.ts";
import { auditLogsTextEs } from "../features/audit-logs/audit-logs.es.ts";
import { profileTextEs } from "../features/auth/profile.es.ts";
import { budgetsTextEs } from "../features/budgets/budgets.es.ts";
import { careersAdminTextEs } from "../features/career-applications/career-applications.es.ts";
import { cashUpsTextEs } from "../features/cash-ups/cash-ups.es.ts";
import { categoriesTextEs } from "../features/categories/categories.es.ts";
import { dailyIncomeTextEs } from "../features/daily-income/daily-income.es.ts";
import { dashboardTextEs } from "../features/dashboard/dashboard.es.ts";
import { documentationTextEs } from "../features/documentation/documentation.es.ts";
import { documentsTextEs } from "../features/documents/documents.es.ts";
import { expensesTextEs } from "../features/expenses/expenses.es.ts";
import { importsTextEs } from "../features/imports/imports.es.ts";
import { industriesTextEs } from "../features/industries/industries.es.ts";
import { kioskTextEs } from "../features/kiosk/kiosk.es.ts";
import { notificationsTextEs } from "../features/notifications/notifications.es.ts";
import { payrollTextEs } from "../features/payroll/payroll.es.ts";
import { purchasesTextEs } from "../features/purchases/purchases.es.ts";
import { reportsTextEs } from "../features/reports/reports.es.ts";
import { savedViewsTextEs } from "../features/saved-views/saved-views.es.ts";
import { schedulesTextEs } from "../features/schedules/schedules.es.ts";
import { searchTextEs } from "../features/search/search.es.ts";
import { settingsTextEs } from "../features/settings/settings.es.ts";
import { staffTextEs } from "../features/staff/staff.es.ts";
import { storesTextEs } from "../features/stores/stores.es.ts";
import { timeAttendanceTextEs } from "../features/time-entries/time-entries.es.ts";
import { usersTextEs } from "../features/users/users.es.ts";
import { vendorsTextEs } from "../features/vendors/vendors.es.ts";
import { offlineTextEs } from "../lib/offline/offline.es.ts";
import { mergeParts } from "./resources.ts";

/** The back office's Spanish, part for part as SIGNED_IN_ENGLISH_PARTS; it loads with the signed-in app. */
export const SIGNED_IN_SPANISH_PARTS = [
  auditLogsTextEs,
  careersAdminTextEs,
  dashboardTextEs,
  documentationTextEs,
  profileTextEs,
  searchTextEs,
  settingsTextEs,
  usersTextEs,
  { purchases: purchasesTextEs },
  { documents: documentsTextEs },
  { expenses: expensesTextEs },
  { timeAttendance: timeAttendanceTextEs },
  { kiosk: kioskTextEs },
  { payroll: payrollTextEs },
  { dailyIncome: dailyIncomeTextEs },
  { cashUps: cashUpsTextEs },
  { budgets: budgetsTextEs },
  { schedules: schedulesTextEs },
  { approvals: approvalsTextEs },
  { reports: reportsTextEs },
  { stores: storesTextEs },
  { industries: industriesTextEs },
  { categories: categoriesTextEs },
  { vendors: vendorsTextEs },
  { staff: staffTextEs },
  { notifications: notificationsTextEs },
  { offline: offlineTextEs },
  { savedViews: savedViewsTextEs },
  { imports: importsTextEs },
] as const;

export const signedInSpanish = mergeParts(SIGNED_IN_SPANISH_PARTS);
