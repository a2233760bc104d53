import { routeFor } from "@storeops/domain";
import type { QueryClient } from "@tanstack/react-query";
import { Suspense } from "react";
import { Route, Routes } from "react-router";
import { PageLoader } from "../components/PageLoader.tsx";
import { StatusBox } from "../features/system/StatusBox.tsx";
import { lazyPart } from "./lazy-part.ts";
import { usePageTitle } from "./usePageTitle.ts";

// One chunk per page: the public pages never load the back-office layout or its pages.
const LandingPage = lazyPart(() => import("./pages/LandingPage.tsx"));
const CareersPage = lazyPart(() => import("../features/careers/CareersPage.tsx"));
const LoginPage = lazyPart(() => import("../features/auth/LoginPage.tsx"));
const NotFoundPage = lazyPart(() => import("./pages/NotFoundPage.tsx"));
// The back office's messages are complete before any of its modules is evaluated: some read MSG
// at their top level (lib/messages.ts: the public pages carry only PUBLIC_MSG). The route guard
// and the kiosk render once the back office's texts are in too, in the language shown
// (i18n/signed-in-texts.ts: the Spanish is fetched only for Spanish).
const backOfficeMessages = () => import("../lib/back-office-messages.ts");
const backOffice = <T,>(load: () => Promise<T>): Promise<T> =>
  Promise.all([
    backOfficeMessages().then(load),
    import("../i18n/signed-in-texts.ts").then((module) => module.signedInTextsReady),
  ]).then(([module]) => module);
const KioskRoute = lazyPart(() => backOffice(() => import("./KioskRoute.tsx")));
const AppLayout = lazyPart(() => backOffice(() => import("./layout/AppLayout.tsx")));
// The guard and the layout come in parallel, not one after the other, once a signed-in page opens.
const RequireAuth = lazyPart(() => {
  AppLayout.preload().catch(() => undefined);
  return backOffice(() => import("./RequireAuth.tsx"));
});
const DashboardPage = lazyPart(() => import("../features/dashboard/DashboardPage.tsx"));
const PurchasesPage = lazyPart(() => import("../features/purchases/PurchasesPage.tsx"));
const ExpensesPage = lazyPart(() => import("../features/expenses/ExpensesPage.tsx"));
const DailyIncomePage = lazyPart(() => import("../features/daily-income/DailyIncomePage.tsx"));
const CashUpsPage = lazyPart(() => import("../features/cash-ups/CashUpsPage.tsx"));
const BudgetsPage = lazyPart(() => import("../features/budgets/BudgetsPage.tsx"));
const ReportsPage = lazyPart(() => import("../features/reports/ReportsPage.tsx"));
const AuditLogsPage = lazyPart(() => import("../features/audit-logs/AuditLogsPage.tsx"));
const StoresPage = lazyPart(() => import("../features/stores/StoresPage.tsx"));
const IndustriesPage = lazyPart(() => import("../features/industries/IndustriesPage.tsx"));
const CategoriesPage = lazyPart(() => import("../features/categories/CategoriesPage.tsx"));
const VendorsPage = lazyPart(() => import("../features/vendors/VendorsPage.tsx"));
const StaffPage = lazyPart(() => import("../features/staff/StaffPage.tsx"));
const DocumentationPage = lazyPart(() => import("../features/documentation/DocumentationPage.tsx"));
const SettingsPage = lazyPart(() => import("../features/settings/SettingsPage.tsx"));
const ProfilePage = lazyPart(() => import("../features/auth/ProfilePage.tsx"));
const SchedulesPage = lazyPart(() => import("../features/schedules/SchedulesPage.tsx"));
const TimeAttendancePage = lazyPart(() => import("../features/time-entries/TimeAttendancePage.tsx"));
// Who is on shift, on the manager's dashboard: its own chunk, loaded with that dashboard only.
const OnShiftBoard = lazyPart(() =>
  import("../features/time-entries/OnShiftBoard.tsx").then((module) => ({ default: module.OnShiftBoard })),
);
// A store's today list, on the manager's and staff dashboards and in the store detail panel.
const TodayList = lazyPart(() =>
  import("../features/dashboard/TodayList.tsx").then((module) => ({ default: module.TodayList })),
);
const KioskDevicesButton = lazyPart(() =>
  import("../features/kiosk/KioskDevicesModal.tsx").then((module) => ({
    default: module.KioskDevicesButton,
  })),
);
const NotificationChannelsCard = lazyPart(() =>
  import("../features/notifications/NotificationChannelsCard.tsx").then((module) => ({
    default: module.NotificationChannelsCard,
  })),
);
const KioskPinCard = lazyPart(() =>
  import("../features/kiosk/KioskPinCard.tsx").then((module) => ({ default: module.KioskPinCard })),
);
// A purchase's, expense's or cash-up's approval path, in its details.
const ApprovalPath = lazyPart(() =>
  import("../features/approvals/ApprovalPath.tsx").then((module) => ({ default: module.ApprovalPath })),
);
const ApprovalRulesPage = lazyPart(() => import("../features/approvals/ApprovalRulesPage.tsx"));
const DelegationCard = lazyPart(() =>
  import("../features/approvals/DelegationCard.tsx").then((module) => ({ default: module.DelegationCard })),
);
const PayrollPage = lazyPart(() => import("../features/payroll/PayrollPage.tsx"));
const PayRunsPage = lazyPart(() => import("../features/payroll/PayRunsPage.tsx"));
const CareersAdminPage = lazyPart(() => import("../features/career-applications/CareersAdminPage.tsx"));
const UsersPage = lazyPart(() => import("../features/users/UsersPage.tsx"));

/** The page each address opens, for preloadRoute. */
const PAGES: Record<string, { preload: () => Promise<unknown> }> = {
  "/": LandingPage,
  "/careers": CareersPage,
  "/login": LoginPage,
  "/kiosk": KioskRoute,
  "/dashboard": DashboardPage,
  "/purchases": PurchasesPage,
  "/expenses": ExpensesPage,
  "/approval-rules": ApprovalRulesPage,
  "/time-attendance": TimeAttendancePage,
  "/schedules": SchedulesPage,
  "/payroll": PayrollPage,
  "/payroll-runs": PayRunsPage,
  "/daily-income": DailyIncomePage,
  "/cash-ups": CashUpsPage,
  "/budgets": BudgetsPage,
  "/reports": ReportsPage,
  "/careers-admin": CareersAdminPage,
  "/stores": StoresPage,
  "/industries": IndustriesPage,
  "/categories": CategoriesPage,
  "/vendors": VendorsPage,
  "/staff": StaffPage,
  "/audit": AuditLogsPage,
  "/documentation": DocumentationPage,
  "/settings": SettingsPage,
  "/profile": ProfilePage,
  "/users": UsersPage,
};

/**
 * As the app starts on `location`: its page's chunk (the back office's with the route guard and
 * the layout) starts loading, and the dashboard's figures are asked for, alongside the session
 * check instead of after it and after each chunk in turn (pages/<name>.html has the chunks
 * downloading already: vite.signed-in-pages.ts). The page then renders at once, whole.
 */
export function preloadRoute(location: { pathname: string; search: string }, client: QueryClient): void {
  const page = PAGES[location.pathname];
  if (!page) return;
  const ignore = () => undefined;
  if (!routeFor(location.pathname)) {
    page.preload().catch(ignore);
    return;
  }
  RequireAuth.preload().catch(ignore);
  // A back-office page's modules are evaluated after the back office's messages, as when it renders.
  backOfficeMessages()
    .then(() => page.preload())
    .catch(ignore);
  // Its own small chunk, not the entry's (figure periods bring zod with them).
  if (location.pathname === "/dashboard")
    import("../features/dashboard/dashboard.api.ts")
      .then((module) => module.prefetchDashboard(client, new URLSearchParams(location.search)))
      .catch(ignore);
}

/** The layout every page shares: its title in the browser tab, then the page. */
export function AppRoutes() {
  usePageTitle();
  return (
    <Suspense fallback={<PageLoader />}>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="/careers" element={<CareersPage />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/kiosk" element={<KioskRoute />} />
        <Route element={<RequireAuth />}>
          <Route element={<AppLayout />}>
            <Route
              path="/dashboard"
              element={<DashboardPage serverStatus={<StatusBox />} onShift={<OnShiftBoard compact />} />}
            />
            <Route
              path="/purchases"
              element={<PurchasesPage approvalPath={(id) => <ApprovalPath table="purchases" id={id} />} />}
            />
            <Route
              path="/expenses"
              element={<ExpensesPage approvalPath={(id) => <ApprovalPath table="expenses" id={id} />} />}
            />
            <Route path="/approval-rules" element={<ApprovalRulesPage />} />
            <Route path="/time-attendance" element={<TimeAttendancePage kiosks={<KioskDevicesButton />} />} />
            <Route path="/schedules" element={<SchedulesPage />} />
            <Route path="/payroll" element={<PayrollPage />} />
            <Route path="/payroll-runs" element={<PayRunsPage />} />
            <Route path="/daily-income" element={<DailyIncomePage />} />
            <Route
              path="/cash-ups"
              element={<CashUpsPage approvalPath={(id) => <ApprovalPath table="cash_ups" id={id} />} />}
            />
            <Route path="/budgets" element={<BudgetsPage />} />
            <Route path="/reports" element={<ReportsPage />} />
            <Route path="/careers-admin" element={<CareersAdminPage />} />
            <Route
              path="/stores"
              element={<StoresPage today={(storeId) => <TodayList storeId={storeId} />} />}
            />
            <Route path="/industries" element={<IndustriesPage />} />
            <Route path="/categories" element={<CategoriesPage />} />
            <Route path="/vendors" element={<VendorsPage />} />
            <Route path="/staff" element={<StaffPage />} />
            <Route path="/audit" element={<AuditLogsPage />} />
            <Route path="/documentation" element={<DocumentationPage />} />
            <Route path="/settings" element={<SettingsPage />} />
            <Route
              path="/profile"
              element={
                <ProfilePage
                  kioskPin={<KioskPinCard />}
                  notifications={<NotificationChannelsCard />}
                  delegation={<DelegationCard />}
                />
              }
            />
            <Route path="/users" element={<UsersPage />} />
          </Route>
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
