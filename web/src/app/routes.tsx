import { lazy, Suspense } from "react";
import { Route, Routes } from "react-router";
import { PageLoader } from "../components/PageLoader.tsx";
import { RECORD_LISTS } from "../features/records/record-lists.ts";
import { usePageTitle } from "./usePageTitle.ts";

// One chunk per page: the public pages never load the back-office layout or its pages.
const LandingPage = lazy(() => import("../features/landing/LandingPage.tsx"));
const CareersPage = lazy(() => import("../features/careers/CareersPage.tsx"));
const LoginPage = lazy(() => import("../features/auth/LoginPage.tsx"));
const NotFoundPage = lazy(() => import("../features/not-found/NotFoundPage.tsx"));
const loadAppLayout = () => import("./layout/AppLayout.tsx");
// The guard and the layout come in parallel, not one after the other, once a signed-in page opens.
const RequireAuth = lazy(() => {
  void loadAppLayout();
  return import("./RequireAuth.tsx");
});
const AppLayout = lazy(loadAppLayout);
const DashboardPage = lazy(() => import("../features/dashboard/DashboardPage.tsx"));
const RecordListPage = lazy(() => import("../features/records/RecordListPage.tsx"));
const PurchasesPage = lazy(() => import("../features/purchases/PurchasesPage.tsx"));
const ExpensesPage = lazy(() => import("../features/expenses/ExpensesPage.tsx"));
const DocumentationPage = lazy(() => import("../features/documentation/DocumentationPage.tsx"));
const SettingsPage = lazy(() => import("../features/settings/SettingsPage.tsx"));
const ProfilePage = lazy(() => import("../features/profile/ProfilePage.tsx"));

/** Screens with pages of their own; the other lists still use the generic read-only page. */
const OWN_PAGES: ReadonlySet<string> = new Set(["/purchases", "/expenses"]);

/** The layout every page shares: its title in the browser tab, then the page. */
export function AppRoutes() {
  usePageTitle();
  return (
    <Suspense fallback={<PageLoader />}>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="/careers" element={<CareersPage />} />
        <Route path="/login" element={<LoginPage />} />
        <Route element={<RequireAuth />}>
          <Route element={<AppLayout />}>
            <Route path="/dashboard" element={<DashboardPage />} />
            <Route path="/purchases" element={<PurchasesPage />} />
            <Route path="/expenses" element={<ExpensesPage />} />
            {RECORD_LISTS.filter((list) => !OWN_PAGES.has(list.path)).map((list) => (
              <Route
                key={list.path}
                path={list.path}
                element={<RecordListPage key={list.path} list={list} />}
              />
            ))}
            <Route path="/documentation" element={<DocumentationPage />} />
            <Route path="/settings" element={<SettingsPage />} />
            <Route path="/profile" element={<ProfilePage />} />
          </Route>
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
