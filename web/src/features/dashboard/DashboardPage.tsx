import { Alert, Skeleton, Stack, Text } from "@mantine/core";
import { type ReactNode, Suspense, useDeferredValue } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/PageHeader.tsx";
import { PageLoader } from "../../components/PageLoader.tsx";
import { PeriodPicker } from "../../components/PeriodPicker.tsx";
import { useFigurePeriod } from "../../lib/figure-period.ts";
import { useUser } from "../../lib/session.tsx";
import { AdminDashboard } from "./AdminDashboard.tsx";
import { CeoDashboard } from "./CeoDashboard.tsx";
import { useDashboard } from "./dashboard.api.ts";
import { FinancialDashboard } from "./FinancialDashboard.tsx";
import { StoreDashboard } from "./StoreDashboard.tsx";
import { TodayList } from "./TodayList.tsx";

/**
 * Spec 1 §2.5: the dashboard of the signed-in role, from one call (GET /api/dashboard) that answers
 * its figures and every list it shows. The server's status (`serverStatus`, the system module's box)
 * shows on the admin's dashboard only (docs/decisions.md, System).
 */
export default function DashboardPage({
  serverStatus,
  onShift,
}: {
  serverStatus?: ReactNode;
  /** Who is on shift now (the time-entries module's board), shown on a store manager's dashboard. */
  onShift?: ReactNode;
}) {
  const { t } = useTranslation();
  const user = useUser();
  const dashboard = useDashboard();
  // The figures render in a transition as they arrive: the browser stays responsive meanwhile.
  const data = useDeferredValue(dashboard.data);
  // Every role's dashboard shows money: its figures are of the period picked (docs/decisions.md, Dashboard).
  const [period, setPeriod] = useFigurePeriod();

  const kind =
    user.role === "admin"
      ? "admin"
      : user.role === "ceo"
        ? "ceo"
        : user.role === "accounting" || user.role === "store_manager"
          ? "financial"
          : user.role === "staff"
            ? "store"
            : null;

  // The store whose today list shows: the current store, else a manager's first store.
  const todayStore = user.current_store_id ?? user.managed_stores?.[0] ?? null;

  if (kind === null) {
    return (
      <Alert color="red" title={t("dashboard.unauthorized")}>
        {t("dashboard.unauthorizedText")}
      </Alert>
    );
  }

  return (
    <Stack gap="lg" data-testid={`dashboard-${kind}`}>
      <PageHeader
        title={t(`dashboard.title.${kind}`)}
        subtitle={t("dashboard.welcome", { name: user.name })}
        actions={<PeriodPicker value={period} onChange={setPeriod} range={data?.period} />}
      />
      {/* A failed refresh keeps the dashboard on screen (the audit feed says it failed). */}
      {data === undefined ? (
        dashboard.isError ? (
          <Alert color="red" title={t("dashboard.loadFailed")}>
            <Text size="sm">{dashboard.error.message}</Text>
          </Alert>
        ) : (
          <PageLoader />
        )
      ) : kind === "admin" ? (
        <AdminDashboard data={data} serverStatus={serverStatus} />
      ) : kind === "ceo" ? (
        <CeoDashboard data={data} />
      ) : kind === "financial" ? (
        <>
          {user.role === "store_manager" && <TodayList storeId={todayStore} />}
          {user.role === "store_manager" && onShift && (
            <Suspense fallback={<Skeleton height={120} radius="md" />}>{onShift}</Suspense>
          )}
          <FinancialDashboard data={data} userRole={user.role} />
        </>
      ) : (
        <>
          <TodayList storeId={todayStore} />
          <StoreDashboard data={data} />
        </>
      )}
    </Stack>
  );
}
