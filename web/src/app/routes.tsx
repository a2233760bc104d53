import { lazy, Suspense } from "react";
import { Route, Routes } from "react-router";
import { PageLoader } from "../components/PageLoader.tsx";
import { StatusBox } from "../features/system/StatusBox.tsx";
import { usePageTitle } from "./usePageTitle.ts";

// One chunk per page: the public pages never load the back-office layout or its pages.
const LandingPage = lazy(() => import("./pages/LandingPage.tsx"));
const CareersPage = lazy(() => import("../features/careers/CareersPage.tsx"));
const LoginPage = lazy(() => import("../features/auth/LoginPage.tsx"));
const KioskRoute = lazy(() => import("./KioskRoute.tsx"));
const NotFoundPage = lazy(() => import("./pages/NotFoundPage.tsx"));
const loadAppLayout = () => import("./layout/AppLayout.tsx");
// The guard and the layout come in parallel, not one after the other, once a signed-in page opens.
const RequireAuth = lazy(() => {
  void loadAppLayout();
  return import("./RequireAuth.tsx");
});
const AppLayout = lazy(loadAppLayout);
const DashboardPage = lazy(() => import("../features/dashboard/DashboardPage.tsx"));
const PurchasesPage = lazy(() => import("../features/purchases/PurchasesPage.tsx"));
const ExpensesPage = lazy(() => import("../features/expenses/ExpensesPage.tsx"));
const DailyIncomePage = lazy(() => import("../features/daily-income/DailyIncomePage.tsx"));
const CashUpsPage = lazy(() => import("../features/cash-ups/CashUpsPage.tsx"));
const ReportsPage = lazy(() => import("../features/reports/ReportsPage.tsx"));
const AuditLogsPage = lazy(() => import("../features/audit-logs/AuditLogsPage.tsx"));
const StoresPage = lazy(() => import("../features/stores/StoresPage.tsx"));
const IndustriesPage = lazy(() => import("../features/industries/IndustriesPage.tsx"));
const CategoriesPage = lazy(() => import("../features/categories/CategoriesPage.tsx"));
const VendorsPage = lazy(() => import("../features/vendors/VendorsPage.tsx"));
const StaffPage = lazy(() => import("../features/staff/StaffPage.tsx"));
const DocumentationPage = lazy(() => import("../features/documentation/DocumentationPage.tsx"));
const SettingsPage = lazy(() => import("../features/settings/SettingsPage.tsx"));
const ProfilePage = lazy(() => import("../features/auth/ProfilePage.tsx"));
const TimeAttendancePage = lazy(() => import("../features/time-entries/TimeAttendancePage.tsx"));
// Who is on shift, on the manager's dashboard: its own chunk, loaded with that dashboard only.
const OnShiftBoard = lazy(() =>
  import("../features/time-entries/OnShiftBoard.tsx").then((module) => ({ default: module.OnShiftBoard })),
);
// A store's today list, on the manager's and staff dashboards and in the store detail panel.
const TodayList = lazy(() =>
  import("../features/dashboard/TodayList.tsx").then((module) => ({ default: module.TodayList })),
);
const KioskDevicesButton = lazy(() =>
  import("../features/kiosk/KioskDevicesModal.tsx").then((module) => ({
    default: module.KioskDevicesButton,
  })),
);
const NotificationChannelsCard = lazy(() =>
  import("../features/notifications/NotificationChannelsCard.tsx").then((module) => ({
    default: module.NotificationChannelsCard,
  })),
);
const KioskPinCard = lazy(() =>
  import("../features/kiosk/KioskPinCard.tsx").then((module) => ({ default: module.KioskPinCard })),
);
const PayrollPage = lazy(() => import("../features/payroll/PayrollPage.tsx"));
const CareersAdminPage = lazy(() => import("../features/career-applications/CareersAdminPage.tsx"));
const UsersPage = lazy(() => import("../features/users/UsersPage.tsx"));

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
            <Route path="/purchases" element={<PurchasesPage />} />
            <Route path="/expenses" element={<ExpensesPage />} />
            <Route path="/time-attendance" element={<TimeAttendancePage kiosks={<KioskDevicesButton />} />} />
            <Route path="/payroll" element={<PayrollPage />} />
            <Route path="/daily-income" element={<DailyIncomePage />} />
            <Route path="/cash-ups" element={<CashUpsPage />} />
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
                <ProfilePage kioskPin={<KioskPinCard />} notifications={<NotificationChannelsCard />} />
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
